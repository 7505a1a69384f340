/* Annotations in the recoloured export: their appearance streams rewritten
   like forms (a Highlight's in its role, screened in Night), and the
   appearances MuPDF synthesizes for annotations that have none in the file
   (as pypdf and FPDF write them) written into the document first. MuPDF
   keeps those in an overlay that is never saved, and writes one back only
   through machinery that loses it for annotations written directly in the
   page's /Annots; so each is recorded as MuPDF draws it, and written again
   through MuPDF's PDF device as a form of the document. */
#include "recolor.h"

/* Whether annotation `annot` lacks an appearance stream in the file and gets one from MuPDF. */
static int lacks_appearance(fz_context *ctx, pdf_obj *annot)
{
    pdf_obj *subtype = pdf_dict_get(ctx, annot, PDF_NAME(Subtype));
    return !pdf_dict_get(ctx, annot, PDF_NAME(AP)) && subtype != PDF_NAME(Link) && subtype != PDF_NAME(Popup);
}

/* Appends to `records` MuPDF's drawing of `annot`, whose dictionary in the file is `filed`. */
static void record(recolor_job *job, pdf_annot *annot, pdf_obj *filed, fz_matrix to_user_space,
                   recolor_synthesized *records, int *count)
{
    fz_context *ctx = job->ctx;
    fz_display_list *drawing = fz_new_display_list(ctx, fz_infinite_rect);
    fz_device *device = NULL;
    fz_var(device);
    fz_try(ctx) {
        device = fz_new_list_device(ctx, drawing);
        pdf_run_annot(ctx, annot, device, to_user_space, job->cookie);
        fz_close_device(ctx, device);
        recolor_synthesized *entry = &records[(*count)++];
        entry->annot = pdf_keep_obj(ctx, filed);
        entry->drawing = fz_keep_display_list(ctx, drawing);
        entry->rect = pdf_dict_get_rect(ctx, pdf_annot_obj(ctx, annot), PDF_NAME(Rect));
    }
    fz_always(ctx) {
        fz_drop_device(ctx, device);
        fz_drop_display_list(ctx, drawing);
    }
    fz_catch(ctx)
        fz_rethrow(ctx);
}

int recolor_record_synthesized_appearances(recolor_job *job, pdf_page *page, pdf_obj *filed_page,
                                           recolor_synthesized **records)
{
    fz_context *ctx = job->ctx;
    pdf_obj *filed = pdf_dict_get(ctx, filed_page, PDF_NAME(Annots));
    int capacity = 0;
    for (int i = 0; i < pdf_array_len(ctx, filed); i++)
        capacity += lacks_appearance(ctx, pdf_array_get(ctx, filed, i));
    *records = NULL;
    if (capacity == 0)
        return 0;
    *records = fz_calloc(ctx, capacity, sizeof(recolor_synthesized));
    int count = 0;
    fz_try(ctx) {
        fz_matrix page_transform;
        pdf_page_transform(ctx, page, NULL, &page_transform);
        fz_matrix to_user_space = fz_invert_matrix(page_transform);
        /* MuPDF loads the /Annots entries in order, links and popups left out, widgets in a
           list of their own; the overlay's copies no longer compare equal to the file's. */
        pdf_annot *annot = pdf_first_annot(ctx, page), *widget = pdf_first_widget(ctx, page);
        for (int i = 0; i < pdf_array_len(ctx, filed); i++) {
            pdf_obj *entry = pdf_array_get(ctx, filed, i), *subtype = pdf_dict_get(ctx, entry, PDF_NAME(Subtype));
            if (!pdf_is_dict(ctx, entry) || subtype == PDF_NAME(Link) || subtype == PDF_NAME(Popup))
                continue;
            pdf_annot **loaded = subtype == PDF_NAME(Widget) ? &widget : &annot;
            if (!*loaded)
                continue;
            if (lacks_appearance(ctx, entry))
                record(job, *loaded, entry, to_user_space, *records, &count);
            *loaded = pdf_next_annot(ctx, *loaded);
        }
    }
    fz_catch(ctx) {
        recolor_drop_synthesized(ctx, *records, count);
        *records = NULL;
        fz_rethrow(ctx);
    }
    return count;
}

void recolor_write_synthesized_appearances(recolor_job *job, recolor_synthesized *records, int count)
{
    fz_context *ctx = job->ctx;
    for (int i = 0; i < count; i++) {
        fz_buffer *contents = fz_new_buffer(ctx, 256);
        pdf_obj *resources = NULL, *form = NULL;
        fz_device *device = NULL;
        fz_var(resources);
        fz_var(form);
        fz_var(device);
        fz_try(ctx) {
            resources = pdf_new_dict(ctx, job->doc, 2);
            /* MuPDF's PDF device takes white for the colours a stream starts with, and writes
               no colour until another is used; PDF starts in black. */
            fz_append_string(ctx, contents, "1 g 1 G\n");
            device = pdf_new_pdf_device(ctx, job->doc, fz_identity, resources, contents);
            fz_run_display_list(ctx, records[i].drawing, device, fz_identity, fz_infinite_rect, job->cookie);
            fz_close_device(ctx, device);
            /* Drawn in user space with the rectangle as its box: the appearance maps onto the
               rectangle unchanged. */
            form = pdf_new_xobject(ctx, job->doc, records[i].rect, fz_identity, resources, contents);
            pdf_dict_put_rect(ctx, records[i].annot, PDF_NAME(Rect), records[i].rect);
            pdf_obj *appearance = pdf_dict_put_dict(ctx, records[i].annot, PDF_NAME(AP), 1);
            pdf_dict_put(ctx, appearance, PDF_NAME(N), form);
        }
        fz_always(ctx) {
            fz_drop_device(ctx, device);
            fz_drop_buffer(ctx, contents);
            pdf_drop_obj(ctx, resources);
            pdf_drop_obj(ctx, form);
        }
        fz_catch(ctx)
            fz_rethrow(ctx);
    }
}

void recolor_drop_synthesized(fz_context *ctx, recolor_synthesized *records, int count)
{
    for (int i = 0; i < count; i++) {
        pdf_drop_obj(ctx, records[i].annot);
        fz_drop_display_list(ctx, records[i].drawing);
    }
    fz_free(ctx, records);
}

void recolor_annotation(recolor_job *job, pdf_obj *annot, pdf_obj *page_resources)
{
    fz_context *ctx = job->ctx;
    pdf_obj *appearance = pdf_dict_get(ctx, annot, PDF_NAME(AP));
    pdf_obj *normal = pdf_dict_get(ctx, appearance, PDF_NAME(N));
    if (!normal || recolor_cached(job, annot, RECOLOR_CACHE_ANNOTATION))
        return;
    int role = RECOLOR_ROLE_FRESH_STATE
        | (pdf_name_eq(ctx, pdf_dict_get(ctx, annot, PDF_NAME(Subtype)), PDF_NAME(Highlight)) ? RECOLOR_ROLE_HIGHLIGHT : 0);
    pdf_obj *rewritten = NULL, *states = NULL, *state = NULL;
    fz_var(rewritten);
    fz_var(states);
    fz_var(state);
    fz_try(ctx) {
        if (pdf_is_stream(ctx, normal))
            rewritten = recolor_form(job, normal, page_resources, role);
        else if (pdf_is_dict(ctx, normal)) {
            states = pdf_new_dict(ctx, job->doc, pdf_dict_len(ctx, normal));
            for (int i = 0; i < pdf_dict_len(ctx, normal); i++) {
                state = recolor_form(job, pdf_dict_get_val(ctx, normal, i), page_resources, role);
                pdf_dict_put(ctx, states, pdf_dict_get_key(ctx, normal, i), state);
                pdf_drop_obj(ctx, state);
                state = NULL;
            }
            rewritten = pdf_keep_obj(ctx, states);
        }
        if (rewritten) {
            pdf_obj *copy = pdf_dict_put_dict(ctx, annot, PDF_NAME(AP), 1);
            pdf_dict_put(ctx, copy, PDF_NAME(N), rewritten);
        }
        recolor_cache(job, annot, RECOLOR_CACHE_ANNOTATION, annot);
    }
    fz_always(ctx) {
        pdf_drop_obj(ctx, rewritten);
        pdf_drop_obj(ctx, states);
        pdf_drop_obj(ctx, state);
    }
    fz_catch(ctx)
        fz_rethrow(ctx);
}
