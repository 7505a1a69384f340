/* Rewritten form XObjects and coloured tiling patterns: content streams of
   their own, rewritten into new objects (the originals may also be drawn
   where colours must stay, such as soft masks). A rewritten stream serves
   every page on which the images it draws get the same treatment. */
#include "recolor.h"

/* Forms within forms deeper than this are left as they are (cycles). */
#define RECOLOR_MAX_DEPTH 32

pdf_obj *recolor_new_stream(recolor_job *job, pdf_obj *dict, fz_buffer *data)
{
    fz_context *ctx = job->ctx;
    pdf_obj *copy = NULL, *stream = NULL;
    fz_buffer *deflated = NULL;
    fz_var(copy);
    fz_var(stream);
    fz_var(deflated);
    fz_try(ctx) {
        copy = dict ? pdf_copy_dict(ctx, dict) : pdf_new_dict(ctx, job->doc, 2);
        pdf_dict_del(ctx, copy, PDF_NAME(Filter));
        pdf_dict_del(ctx, copy, PDF_NAME(DecodeParms));
        pdf_dict_del(ctx, copy, PDF_NAME(Length));
        /* Deflated fast: content streams compress well at any level, and an export writes many.
           MuPDF deflates nothing to no bytes at all, which is no zlib stream: empty stays empty. */
        if (fz_buffer_storage(ctx, data, NULL) == 0)
            stream = pdf_add_stream(ctx, job->doc, data, copy, 0);
        else {
            size_t length = 0;
            unsigned char *bytes = fz_new_deflated_data_from_buffer(ctx, &length, data, FZ_DEFLATE_BEST_SPEED);
            deflated = fz_new_buffer_from_data(ctx, bytes, length);
            pdf_dict_put(ctx, copy, PDF_NAME(Filter), PDF_NAME(FlateDecode));
            stream = pdf_add_stream(ctx, job->doc, deflated, copy, 1);
        }
    }
    fz_always(ctx) {
        pdf_drop_obj(ctx, copy);
        fz_drop_buffer(ctx, deflated);
    }
    fz_catch(ctx)
        fz_rethrow(ctx);
    return stream;
}

/* Whether every image `entry` relies on gets the same treatment on the page being rewritten. */
static int still_valid(recolor_job *job, const recolor_cached_stream *entry)
{
    fz_context *ctx = job->ctx;
    for (int i = 0; i < entry->use_count; i++) {
        const recolor_image_use *use = &job->cache_uses[entry->first_use + i];
        pdf_obj *object = pdf_new_indirect(ctx, job->doc, use->object_number, 0);
        fz_image *image = NULL;
        int treatment = -1;
        fz_var(image);
        fz_try(ctx) {
            image = pdf_load_image(ctx, job->doc, object);
            treatment = recolor_image_treatment(job, object, image);
        }
        fz_always(ctx) {
            fz_drop_image(ctx, image);
            pdf_drop_obj(ctx, object);
        }
        fz_catch(ctx)
            fz_rethrow(ctx);
        if (treatment != use->treatment)
            return 0;
    }
    return 1;
}

/* A rewritten stream of `original` for `role` that is valid on this page; its image uses are
   noted for the stream being rewritten around it. */
static pdf_obj *cached_stream(recolor_job *job, pdf_obj *original, int role)
{
    int number = pdf_to_num(job->ctx, original);
    for (int i = job->stream_count - 1; i >= 0; i--) {
        recolor_cached_stream *entry = &job->streams[i];
        if (entry->object_number != number || entry->role != role || !still_valid(job, entry))
            continue;
        for (int k = 0; k < entry->use_count; k++) {
            const recolor_image_use *use = &job->cache_uses[entry->first_use + k];
            recolor_note_image_use(job, use->object_number, use->treatment);
        }
        return pdf_keep_obj(job->ctx, entry->rewritten);
    }
    return NULL;
}

/* Keeps `rewritten` for `original`, with the image uses noted since `first_use`. */
static void cache_stream(recolor_job *job, pdf_obj *original, int role, pdf_obj *rewritten, int first_use)
{
    fz_context *ctx = job->ctx;
    int count = job->use_count - first_use;
    if (job->cache_use_count + count > job->cache_use_capacity) {
        int capacity = job->cache_use_capacity ? job->cache_use_capacity : 256;
        while (capacity < job->cache_use_count + count)
            capacity *= 2;
        job->cache_uses = fz_realloc_array(ctx, job->cache_uses, capacity, recolor_image_use);
        job->cache_use_capacity = capacity;
    }
    if (job->stream_count == job->stream_capacity) {
        int capacity = job->stream_capacity ? job->stream_capacity * 2 : 64;
        job->streams = fz_realloc_array(ctx, job->streams, capacity, recolor_cached_stream);
        job->stream_capacity = capacity;
    }
    recolor_cached_stream *entry = &job->streams[job->stream_count++];
    entry->object_number = pdf_to_num(ctx, original);
    entry->role = role;
    entry->rewritten = pdf_keep_obj(ctx, rewritten);
    entry->first_use = job->cache_use_count;
    entry->use_count = count;
    for (int i = 0; i < count; i++)
        job->cache_uses[job->cache_use_count++] = job->uses[first_use + i];
}

/* The rewritten counterpart of content stream object `original` (a form or a tiling pattern). */
static pdf_obj *rewrite_stream_object(recolor_job *job, pdf_obj *original, pdf_obj *inherited, int role)
{
    fz_context *ctx = job->ctx;
    if (!pdf_is_stream(ctx, original) || job->depth >= RECOLOR_MAX_DEPTH)
        return pdf_keep_obj(ctx, original);
    pdf_obj *cached = cached_stream(job, original, role);
    if (cached)
        return cached;
    pdf_obj *resources = pdf_dict_get(ctx, original, PDF_NAME(Resources));
    if (!resources)
        resources = inherited;
    int first_use = job->use_count;
    fz_buffer *contents = NULL;
    pdf_obj *new_resources = NULL, *rewritten = NULL;
    fz_var(contents);
    fz_var(new_resources);
    fz_var(rewritten);
    job->depth++;
    fz_try(ctx) {
        contents = recolor_content_stream(job, original, resources, role, NULL, &new_resources);
        rewritten = recolor_new_stream(job, original, contents);
        pdf_dict_put(ctx, rewritten, PDF_NAME(Resources), new_resources);
        if (pdf_to_num(ctx, original) > 0)
            cache_stream(job, original, role, rewritten, first_use);
    }
    fz_always(ctx) {
        job->depth--;
        fz_drop_buffer(ctx, contents);
        pdf_drop_obj(ctx, new_resources);
    }
    fz_catch(ctx) {
        pdf_drop_obj(ctx, rewritten);
        fz_rethrow(ctx);
    }
    return rewritten;
}

pdf_obj *recolor_form(recolor_job *job, pdf_obj *form, pdf_obj *inherited, int role)
{
    return rewrite_stream_object(job, form, inherited, role);
}

pdf_obj *recolor_tiling_pattern(recolor_job *job, pdf_obj *pattern, pdf_obj *inherited, int role)
{
    return rewrite_stream_object(job, pattern, inherited, role);
}
