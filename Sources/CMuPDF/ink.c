#include "shim.h"

#include <mupdf/pdf.h>
#include <string.h>

static cmupdf_rect cmupdf_from_fz_rect(fz_rect r)
{
    cmupdf_rect out = { r.x0, r.y0, r.x1, r.y1 };
    return out;
}

int cmupdf_document_ink_availability(cmupdf_context *c, cmupdf_document *doc, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = CMUPDF_INK_AVAILABLE, failed = 0;
    CMUPDF_TRY(ctx, error) {
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (!pdf)
            result = CMUPDF_INK_NOT_PDF;
        else if (!pdf_has_permission(ctx, pdf, FZ_PERMISSION_ANNOTATE))
            result = CMUPDF_INK_NOT_PERMITTED;
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}

/* MuPDF 1.21's pdf_create_annot drops an uninitialised annotation pointer
   when pdf_create_annot_raw throws (a crafted file made sdlpdf crash on the
   first stroke). What raw reads first, the page object and its /Annots, is
   read here first, so a page object MuPDF cannot resolve fails cleanly. */
static void cmupdf_check_page_object(fz_context *ctx, pdf_page *page)
{
    pdf_obj *object = pdf_resolve_indirect_chain(ctx, page->obj);
    if (!pdf_is_dict(ctx, object))
        fz_throw(ctx, FZ_ERROR_GENERIC, "the page object %d cannot be read", pdf_to_num(ctx, page->obj));
    pdf_obj *annots = pdf_dict_get(ctx, object, PDF_NAME(Annots));
    if (annots && !pdf_is_array(ctx, annots))
        fz_throw(ctx, FZ_ERROR_GENERIC, "the page's /Annots is not an array");
}

int cmupdf_ink_create(cmupdf_context *c, cmupdf_document *doc, int number,
                      int stroke_count, const int *point_counts, const float *xy,
                      const float rgb[3], float width, int *object_number, cmupdf_rect *bounds, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    pdf_page *page = NULL;
    pdf_annot *annot = NULL;
    fz_point *points = NULL;
    int failed = 0;
    pdf_document *pdf = cmupdf_require_pdf(ctx, doc, error);
    if (!pdf)
        return -1;
    fz_var(page);
    fz_var(annot);
    fz_var(points);
    CMUPDF_TRY(ctx, error) {
        int total = 0;
        for (int i = 0; i < stroke_count; i++)
            total += point_counts[i];
        points = fz_malloc_array(ctx, total > 0 ? total : 1, fz_point);
        for (int i = 0; i < total; i++) {
            points[i].x = xy[2 * i];
            points[i].y = xy[2 * i + 1];
        }
        page = (pdf_page *)cmupdf_load_page(ctx, (fz_document *)pdf, number);
        cmupdf_check_page_object(ctx, page);
        annot = pdf_create_annot(ctx, page, PDF_ANNOT_INK);
        pdf_set_annot_color(ctx, annot, 3, rgb);
        pdf_set_annot_border(ctx, annot, width);
        pdf_set_annot_ink_list(ctx, annot, stroke_count, point_counts, points);
        pdf_update_annot(ctx, annot);
        *object_number = pdf_to_num(ctx, pdf_annot_obj(ctx, annot));
        *bounds = cmupdf_from_fz_rect(pdf_bound_annot(ctx, annot));
    }
    fz_always(ctx) {
        fz_free(ctx, points);
        pdf_drop_annot(ctx, annot);
        fz_drop_page(ctx, (fz_page *)page);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

/* The annotation's color as RGB: gray and CMYK are converted, no color
   (an empty /C) leaves `*has_color` 0. */
static void cmupdf_annot_rgb(fz_context *ctx, pdf_annot *annot, float rgb[3], int *has_color)
{
    float color[4] = { 0, 0, 0, 0 };
    int n = 0;
    pdf_annot_color(ctx, annot, &n, color);
    *has_color = n == 1 || n == 3 || n == 4;
    switch (n) {
    case 1:
        rgb[0] = rgb[1] = rgb[2] = color[0];
        break;
    case 3:
        memcpy(rgb, color, 3 * sizeof *rgb);
        break;
    case 4:
        for (int i = 0; i < 3; i++)
            rgb[i] = (1 - color[i]) * (1 - color[3]);
        break;
    default:
        rgb[0] = rgb[1] = rgb[2] = 0;
    }
}

/* Fills `out` from an Ink annotation; its arrays are allocated with MuPDF. */
static void cmupdf_read_ink(fz_context *ctx, pdf_annot *annot, cmupdf_ink_annotation *out)
{
    out->object_number = pdf_to_num(ctx, pdf_annot_obj(ctx, annot));
    cmupdf_annot_rgb(ctx, annot, out->rgb, &out->has_color);
    out->opacity = pdf_annot_opacity(ctx, annot);
    out->width = pdf_annot_border(ctx, annot);
    out->bounds = cmupdf_from_fz_rect(pdf_bound_annot(ctx, annot));
    int strokes = pdf_annot_ink_list_count(ctx, annot);
    int total = 0;
    for (int i = 0; i < strokes; i++)
        total += pdf_annot_ink_list_stroke_count(ctx, annot, i);
    out->point_counts = fz_calloc(ctx, strokes > 0 ? strokes : 1, sizeof *out->point_counts);
    out->stroke_count = strokes;
    out->xy = fz_calloc(ctx, total > 0 ? 2 * (size_t)total : 1, sizeof *out->xy);
    int k = 0;
    for (int i = 0; i < strokes; i++) {
        int m = pdf_annot_ink_list_stroke_count(ctx, annot, i);
        out->point_counts[i] = m;
        for (int j = 0; j < m; j++, k++) {
            fz_point p = pdf_annot_ink_list_stroke_vertex(ctx, annot, i, j);
            out->xy[2 * k] = p.x;
            out->xy[2 * k + 1] = p.y;
        }
    }
}

cmupdf_ink_annotation *cmupdf_page_ink_annotations(cmupdf_context *c, cmupdf_document *doc, int number, int *count,
                                                   cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    pdf_page *page = NULL;
    cmupdf_ink_annotation *result = NULL;
    int n = 0, failed = 0;
    *count = 0;
    fz_var(page);
    fz_var(result);
    fz_var(n);
    CMUPDF_TRY(ctx, error) {
        /* Other formats have no ink: none, and no failure. */
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        int total = 0;
        if (pdf) {
            page = (pdf_page *)cmupdf_load_page(ctx, (fz_document *)pdf, number);
            for (pdf_annot *a = pdf_first_annot(ctx, page); a; a = pdf_next_annot(ctx, a))
                if (pdf_annot_type(ctx, a) == PDF_ANNOT_INK)
                    total++;
        }
        if (total > 0) {
            result = fz_calloc(ctx, total, sizeof *result);
            for (pdf_annot *a = pdf_first_annot(ctx, page); a && n < total; a = pdf_next_annot(ctx, a)) {
                if (pdf_annot_type(ctx, a) != PDF_ANNOT_INK)
                    continue;
                n++;
                cmupdf_read_ink(ctx, a, &result[n - 1]);
            }
        }
    }
    fz_always(ctx)
        fz_drop_page(ctx, (fz_page *)page);
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        cmupdf_ink_annotations_free(c, result, n);
        return NULL;
    }
    *count = n;
    return result;
}

void cmupdf_ink_annotations_free(cmupdf_context *c, cmupdf_ink_annotation *list, int count)
{
    fz_context *ctx = FZ(c);
    if (!list)
        return;
    for (int i = 0; i < count; i++) {
        fz_free(ctx, list[i].point_counts);
        fz_free(ctx, list[i].xy);
    }
    fz_free(ctx, list);
}

/* The annotation's /Rect in page space (as fz_bound_page) on page `pageobj`. */
static cmupdf_rect cmupdf_annot_bounds(fz_context *ctx, pdf_obj *pageobj, pdf_obj *annot)
{
    fz_matrix ctm;
    pdf_page_obj_transform(ctx, pageobj, NULL, &ctm);
    return cmupdf_from_fz_rect(fz_transform_rect(pdf_dict_get_rect(ctx, annot, PDF_NAME(Rect)), ctm));
}

/* Takes `ref` (and its Popup) out of `annots`; 1 if it was listed. */
static int cmupdf_unlist_annotation(fz_context *ctx, pdf_obj *annots, pdf_obj *ref)
{
    int i = pdf_array_find(ctx, annots, ref);
    if (i < 0)
        return 0;
    pdf_array_delete(ctx, annots, i);
    pdf_obj *popup = pdf_dict_get(ctx, ref, PDF_NAME(Popup));
    int j = popup ? pdf_array_find(ctx, annots, popup) : -1;
    if (j >= 0)
        pdf_array_delete(ctx, annots, j);
    return 1;
}

/* Appends annotation `ref` (and its Popup) to the page's /Annots, creating
   the array when missing; 1 if it was not listed yet. */
static int cmupdf_list_annotation(fz_context *ctx, pdf_obj *pageobj, pdf_obj *ref, int object_number)
{
    if (!pdf_is_dict(ctx, ref) || !pdf_dict_get(ctx, ref, PDF_NAME(Subtype)))
        fz_throw(ctx, FZ_ERROR_GENERIC, "object %d is not an annotation", object_number);
    pdf_obj *annots = pdf_dict_get(ctx, pageobj, PDF_NAME(Annots));
    if (!pdf_is_array(ctx, annots))
        annots = pdf_dict_put_array(ctx, pageobj, PDF_NAME(Annots), 1);
    if (pdf_array_find(ctx, annots, ref) >= 0)
        return 0;
    pdf_array_push(ctx, annots, ref);
    pdf_obj *popup = pdf_dict_get(ctx, ref, PDF_NAME(Popup));
    if (popup && pdf_array_find(ctx, annots, popup) < 0)
        pdf_array_push(ctx, annots, popup);
    return 1;
}

int cmupdf_annotation_set_listed(cmupdf_context *c, cmupdf_document *doc, int number, int object_number, int listed,
                                 cmupdf_rect *bounds, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    pdf_obj *ref = NULL;
    int result = 0, failed = 0;
    pdf_document *pdf = cmupdf_require_pdf(ctx, doc, error);
    if (!pdf)
        return -1;
    fz_var(ref);
    CMUPDF_TRY(ctx, error) {
        pdf_obj *pageobj = cmupdf_page_object(ctx, pdf, number);
        ref = pdf_new_indirect(ctx, pdf, object_number, 0);
        *bounds = cmupdf_annot_bounds(ctx, pageobj, ref);
        result = listed ? cmupdf_list_annotation(ctx, pageobj, ref, object_number)
                        : cmupdf_unlist_annotation(ctx, pdf_dict_get(ctx, pageobj, PDF_NAME(Annots)), ref);
    }
    fz_always(ctx)
        pdf_drop_obj(ctx, ref);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}

int cmupdf_document_save_pdf(cmupdf_context *c, cmupdf_document *doc, const char *path, int incremental,
                             cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    pdf_document *pdf = cmupdf_require_pdf(ctx, doc, error);
    if (!pdf)
        return -1;
    CMUPDF_TRY(ctx, error) {
        pdf_write_options options = pdf_default_write_options;
        options.do_incremental = incremental && pdf_can_be_saved_incrementally(ctx, pdf);
        /* A plain incremental save moves the document's startxref to the new
           file's, so the next save (which again starts from the original
           bytes) would point /Prev at nothing. A snapshot writes the same
           update section but leaves the document as it was, so every save,
           even after a failed one, appends all changes to the original. */
        options.do_snapshot = options.do_incremental;
        pdf_save_document(ctx, pdf, path, &options);
        result = options.do_incremental ? 1 : 0;
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}
