/* The recoloured PDF export (CMuPDF.h, cmupdf_recolor_pdf): opens the
   document (a PDF as it is, any other format written as a PDF by MuPDF's
   PDF writer first), rewrites every kept page and its annotation
   appearances, keeps only the pages asked for, names the producer and
   writes the result through an output that stops when the cookie aborts. */
#include "recolor.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* ---- Output: a file written through MuPDF's buffered output, stopped by the cookie ---- */

typedef struct export_file {
    FILE *file;
    fz_cookie *cookie;
} export_file;

static void export_file_write(fz_context *ctx, void *state, const void *data, size_t count)
{
    export_file *output = state;
    if (output->cookie && output->cookie->abort)
        fz_throw(ctx, FZ_ERROR_ABORT, "export stopped");
    if (fwrite(data, 1, count, output->file) != count)
        fz_throw(ctx, FZ_ERROR_GENERIC, "cannot write: %s", strerror(errno));
}

static int64_t export_file_tell(fz_context *ctx, void *state)
{
    (void)ctx;
    return ftello(((export_file *)state)->file);
}

static void export_file_close(fz_context *ctx, void *state)
{
    export_file *output = state;
    if (fflush(output->file) != 0)
        fz_throw(ctx, FZ_ERROR_GENERIC, "cannot write: %s", strerror(errno));
}

static void export_file_drop(fz_context *ctx, void *state)
{
    export_file *output = state;
    if (output->file)
        fclose(output->file);
    fz_free(ctx, output);
}

static fz_output *open_export_file(fz_context *ctx, const char *path, fz_cookie *cookie)
{
    export_file *state = fz_malloc_struct(ctx, export_file);
    state->cookie = cookie;
    state->file = fopen(path, "wb");
    if (!state->file) {
        int reason = errno;
        fz_free(ctx, state);
        fz_throw(ctx, FZ_ERROR_GENERIC, "cannot create %s: %s", path, strerror(reason));
    }
    fz_output *out = NULL;
    fz_try(ctx)
        out = fz_new_output(ctx, 1 << 16, state, export_file_write, export_file_close, export_file_drop);
    fz_catch(ctx) {
        export_file_drop(ctx, state);
        fz_rethrow(ctx);
    }
    out->tell = export_file_tell;
    return out;
}

/* ---- Input ---- */

/* `source` (not a PDF) written as a PDF by MuPDF's PDF writer: the pages `pages` (all when
   NULL) at their bounds, everything they draw recorded as PDF operators. */
static pdf_document *written_as_pdf(fz_context *ctx, fz_document *source, const int *pages, int page_count,
                                    fz_cookie *cookie)
{
    fz_buffer *buffer = fz_new_buffer(ctx, 1 << 20);
    fz_document_writer *writer = NULL;
    fz_page *page = NULL;
    fz_stream *stream = NULL;
    pdf_document *pdf = NULL;
    fz_var(writer);
    fz_var(page);
    fz_var(stream);
    fz_try(ctx) {
        /* The writer takes the output (and drops it also when it cannot be made). */
        writer = fz_new_pdf_writer_with_output(ctx, fz_new_output_with_buffer(ctx, buffer), "compress");
        int count = pages ? page_count : fz_count_pages(ctx, source);
        for (int i = 0; i < count; i++) {
            if (cookie && cookie->abort)
                fz_throw(ctx, FZ_ERROR_ABORT, "export stopped");
            page = fz_load_page(ctx, source, pages ? pages[i] : i);
            fz_device *device = fz_begin_page(ctx, writer, fz_bound_page(ctx, page));
            fz_run_page(ctx, page, device, fz_identity, cookie);
            fz_end_page(ctx, writer);
            fz_drop_page(ctx, page);
            page = NULL;
        }
        fz_close_document_writer(ctx, writer);
        stream = fz_open_buffer(ctx, buffer);
        pdf = pdf_open_document_with_stream(ctx, stream);
    }
    fz_always(ctx) {
        fz_drop_page(ctx, page);
        fz_drop_document_writer(ctx, writer);
        fz_drop_stream(ctx, stream);
        fz_drop_buffer(ctx, buffer);
    }
    fz_catch(ctx)
        fz_rethrow(ctx);
    return pdf;
}

/* ---- Pages ---- */

static void forget_content(fz_context *ctx, recolor_page_content *content)
{
    pdf_drop_obj(ctx, content->resources);
    pdf_drop_obj(ctx, content->stream);
    pdf_drop_obj(ctx, content->rewritten_resources);
    memset(content, 0, sizeof *content);
}

/* Keeps page content `stream` rewritten from `contents` with `resources` on `paper` for the next
   page; `*rewritten_resources` becomes an object of its own that the pages share. */
static void remember_content(recolor_job *job, pdf_obj *contents, pdf_obj *resources, fz_rect paper, pdf_obj *stream,
                             pdf_obj **rewritten_resources)
{
    fz_context *ctx = job->ctx;
    pdf_obj *shared = pdf_add_object(ctx, job->doc, *rewritten_resources);
    pdf_drop_obj(ctx, *rewritten_resources);
    *rewritten_resources = shared;
    forget_content(ctx, &job->previous);
    job->previous.contents = pdf_to_num(ctx, contents);
    job->previous.resources = pdf_keep_obj(ctx, resources);
    job->previous.paper = paper;
    job->previous.stream = pdf_keep_obj(ctx, stream);
    job->previous.rewritten_resources = pdf_keep_obj(ctx, shared);
}

/* Rewrites page `number`: its content under the mode's paper, its resources and annotations. */
static void recolor_page(recolor_job *job, int number)
{
    fz_context *ctx = job->ctx;
    fz_page *page = NULL;
    fz_buffer *contents = NULL;
    pdf_obj *resources = NULL, *stream = NULL;
    recolor_synthesized *synthesized = NULL;
    int synthesized_count = 0;
    fz_var(page);
    fz_var(contents);
    fz_var(resources);
    fz_var(stream);
    fz_var(synthesized);
    fz_var(synthesized_count);
    fz_try(ctx) {
        page = cmupdf_load_page(ctx, &job->doc->super, number);
        pdf_page *loaded = (pdf_page *)page;
        job->survey = NULL;
        if (job->rule->inverts && job->rule->kept_images == CMUPDF_KEEP_PHOTOS
            && recolor_page_names_images(ctx, cmupdf_page_object(ctx, job->doc, number)))
            recolor_survey_page(job, page);
        synthesized_count = recolor_record_synthesized_appearances(job, loaded, cmupdf_page_object(ctx, job->doc, number),
                                                                   &synthesized);
        /* Objects added while the overlay of MuPDF's synthesized appearances lives would take
           the numbers of its own objects; what it holds is recorded above. The page object
           written to is the file's: the loaded page may hold the overlay's copy. */
        if (job->doc->local_xref)
            pdf_drop_local_xref_and_resources(ctx, job->doc);
        job->inline_images = 0;
        job->default_cs = pdf_load_default_colorspaces(ctx, job->doc, loaded);
        pdf_obj *object = cmupdf_page_object(ctx, job->doc, number);
        pdf_obj *page_resources = pdf_dict_get_inheritable(ctx, object, PDF_NAME(Resources));
        fz_rect paper = pdf_to_rect(ctx, pdf_dict_get_inheritable(ctx, object, PDF_NAME(MediaBox)));
        if (fz_is_empty_rect(paper))
            paper = fz_make_rect(0, 0, 612, 792);
        /* An inch beyond the page on every side: a renderer covers the pixels the page's edge
           crosses in full (every reader clips to the page box, so no more shows). */
        paper = fz_expand_rect(paper, 72);
        pdf_obj *page_contents = pdf_dict_get(ctx, object, PDF_NAME(Contents));
        recolor_page_content *previous = &job->previous;
        int shareable = !job->survey && pdf_is_indirect(ctx, page_contents) && pdf_is_stream(ctx, page_contents);
        if (shareable && previous->stream && previous->contents == pdf_to_num(ctx, page_contents)
            && !pdf_objcmp(ctx, previous->resources, page_resources) && fz_contains_rect(previous->paper, paper)
            && fz_contains_rect(paper, previous->paper)) {
            stream = pdf_keep_obj(ctx, previous->stream);
            resources = pdf_keep_obj(ctx, previous->rewritten_resources);
        } else {
            contents = recolor_content_stream(job, page_contents, page_resources, RECOLOR_ROLE_CONTENT, &paper, &resources);
            stream = recolor_new_stream(job, NULL, contents);
            if (shareable)
                remember_content(job, page_contents, page_resources, paper, stream, &resources);
        }
        recolor_write_synthesized_appearances(job, synthesized, synthesized_count);
        pdf_obj *annots = pdf_dict_get(ctx, object, PDF_NAME(Annots));
        for (int i = 0; i < pdf_array_len(ctx, annots); i++)
            recolor_annotation(job, pdf_array_get(ctx, annots, i), page_resources);
        pdf_dict_put(ctx, object, PDF_NAME(Contents), stream);
        pdf_dict_put(ctx, object, PDF_NAME(Resources), resources);
    }
    fz_always(ctx) {
        recolor_drop_synthesized(ctx, synthesized, synthesized_count);
        fz_drop_buffer(ctx, contents);
        pdf_drop_obj(ctx, resources);
        pdf_drop_obj(ctx, stream);
        cmupdf_image_survey_drop((cmupdf_context *)ctx, job->survey);
        job->survey = NULL;
        fz_drop_default_colorspaces(ctx, job->default_cs);
        job->default_cs = NULL;
        fz_drop_page(ctx, page);
    }
    fz_catch(ctx)
        fz_rethrow(ctx);
}

static void drop_job(fz_context *ctx, recolor_job *job)
{
    forget_content(ctx, &job->previous);
    for (int i = 0; i < job->stream_count; i++)
        pdf_drop_obj(ctx, job->streams[i].rewritten);
    for (int i = 0; i < job->object_count; i++)
        pdf_drop_obj(ctx, job->objects[i].rewritten);
    fz_free(ctx, job->streams);
    fz_free(ctx, job->objects);
    fz_free(ctx, job->uses);
    fz_free(ctx, job->cache_uses);
}

/* Sets the /Producer of the document information dictionary (made when missing). */
static void name_producer(fz_context *ctx, pdf_document *doc, const char *producer)
{
    pdf_obj *trailer = pdf_trailer(ctx, doc);
    pdf_obj *info = pdf_dict_get(ctx, trailer, PDF_NAME(Info));
    if (!pdf_is_dict(ctx, info)) {
        info = pdf_add_new_dict(ctx, doc, 1);
        pdf_dict_put_drop(ctx, trailer, PDF_NAME(Info), info);
    }
    pdf_dict_put_text_string(ctx, info, PDF_NAME(Producer), producer);
}

int cmupdf_recolor_pdf(cmupdf_context *c, const cmupdf_recolor_export *spec, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *source = NULL;
    pdf_document *doc = NULL;
    fz_output *out = NULL;
    recolor_job job;
    int failed = 0, own_code = 0;
    memset(&job, 0, sizeof job);
    cmupdf_clear_error(error);
    fz_var(source);
    fz_var(doc);
    fz_var(out);
    fz_var(own_code);
    fz_try(ctx) {
        source = fz_open_document(ctx, spec->input);
        if (fz_needs_password(ctx, source)) {
            own_code = spec->password ? CMUPDF_ERROR_WRONG_PASSWORD : CMUPDF_ERROR_NEEDS_PASSWORD;
            if (!spec->password || !fz_authenticate_password(ctx, source, spec->password))
                fz_throw(ctx, FZ_ERROR_GENERIC, spec->password ? "the password is wrong" : "the document needs a password");
            own_code = 0;
        }
        /* Created before the work, so that an output that cannot be written fails at once. */
        out = open_export_file(ctx, spec->output, (fz_cookie *)spec->cookie);
        pdf_document *pdf = pdf_document_from_fz_document(ctx, source);
        int converted = pdf == NULL;
        if (pdf)
            doc = pdf_keep_document(ctx, pdf);
        else {
            if (fz_is_document_reflowable(ctx, source))
                fz_layout_document(ctx, source, spec->layout_width, spec->layout_height, spec->layout_em);
            doc = written_as_pdf(ctx, source, spec->pages, spec->page_count, (fz_cookie *)spec->cookie);
        }
        job.ctx = ctx;
        job.doc = doc;
        job.rule = &spec->rule;
        job.cookie = (fz_cookie *)spec->cookie;
        int total = converted || !spec->pages ? pdf_count_pages(ctx, doc) : spec->page_count;
        /* A page tree that claims more pages than it holds: the pages the caller found. */
        if (!converted && !spec->pages && spec->page_count > 0 && spec->page_count < total)
            total = spec->page_count;
        /* Pages found through a map of a flat page tree (page_map.c), not a walk of the tree per page. */
        cmupdf_error unmapped;
        cmupdf_document_map_flat_page_tree((cmupdf_context *)ctx, (cmupdf_document *)doc, pdf_count_pages(ctx, doc), &unmapped);
        for (int i = 0; i < total; i++) {
            if (job.cookie && job.cookie->abort)
                fz_throw(ctx, FZ_ERROR_ABORT, "export stopped");
            recolor_page(&job, converted || !spec->pages ? i : spec->pages[i]);
            if (spec->progress)
                spec->progress(spec->progress_context, i + 1, total);
        }
        if (!converted && spec->pages)
            recolor_keep_pages(ctx, doc, spec->pages, spec->page_count, spec->page_labels);
        name_producer(ctx, doc, spec->producer);
        pdf_write_options options = pdf_default_write_options;
        options.do_garbage = 1;
        options.do_encrypt = PDF_ENCRYPT_KEEP;
        pdf_write_document(ctx, doc, out, &options);
        fz_close_output(ctx, out);
    }
    fz_always(ctx) {
        fz_drop_output(ctx, out);
        drop_job(ctx, &job);
        pdf_drop_document(ctx, doc);
        fz_drop_document(ctx, source);
    }
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
        if (own_code)
            error->code = own_code;
    }
    return failed ? -1 : 0;
}
