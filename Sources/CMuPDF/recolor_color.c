/* The recoloured export's colour mapping and bookkeeping: one colour
   through the rule, the caches of rewritten objects, and the resource
   dictionaries the rewritten streams use. */
#include "recolor.h"

#include <string.h>

/* The device space MuPDF's draw device substitutes for `cs` on this page (DefaultRGB…). */
static fz_colorspace *page_colorspace(recolor_job *job, fz_colorspace *cs)
{
    fz_context *ctx = job->ctx;
    if (!job->default_cs)
        return cs;
    if (cs == fz_device_gray(ctx))
        return fz_default_gray(ctx, job->default_cs);
    if (cs == fz_device_rgb(ctx))
        return fz_default_rgb(ctx, job->default_cs);
    if (cs == fz_device_cmyk(ctx))
        return fz_default_cmyk(ctx, job->default_cs);
    return cs;
}

void recolor_day_color_bytes(recolor_job *job, fz_colorspace *cs, const float *color, unsigned char rgb[3])
{
    fz_context *ctx = job->ctx;
    float clamped[FZ_MAX_COLORS], converted[3];
    fz_clamp_color(ctx, cs, color, clamped);
    fz_convert_color(ctx, page_colorspace(job, cs), clamped, fz_device_rgb(ctx), converted, NULL, fz_default_color_params);
    for (int i = 0; i < 3; i++) {
        /* As the draw device quantizes colours: truncated, not rounded. */
        float value = converted[i] * 255;
        rgb[i] = value <= 0 ? 0 : value >= 255 ? 255 : (unsigned char)value;
    }
}

void recolor_map_color_bytes(recolor_job *job, fz_colorspace *cs, const float *color, int role, unsigned char rgb[3])
{
    unsigned char day[3];
    recolor_day_color_bytes(job, cs, color, day);
    const cmupdf_recolor_rule *rule = job->rule;
    if (role & RECOLOR_ROLE_HIGHLIGHT)
        rule->map_highlight_color(rule->context, day, rgb);
    else
        rule->map_color(rule->context, day, rgb);
}

float recolor_component(unsigned char value)
{
    /* A quarter level above the byte, so that a reader that truncates (MuPDF) and one that
       rounds (poppler) both come back to it. */
    return value == 255 ? 1.0f : (value + 0.25f) / 255.0f;
}

void recolor_map_color(recolor_job *job, fz_colorspace *cs, const float *color, int role, float rgb[3])
{
    unsigned char bytes[3];
    recolor_map_color_bytes(job, cs, color, role, bytes);
    for (int i = 0; i < 3; i++)
        rgb[i] = recolor_component(bytes[i]);
}

/* ---- Caches ---- */

pdf_obj *recolor_cached(recolor_job *job, pdf_obj *original, int variant)
{
    int number = pdf_to_num(job->ctx, original);
    if (original && number <= 0)
        return NULL;
    for (int i = 0; i < job->object_count; i++)
        if (job->objects[i].object_number == number && job->objects[i].variant == variant)
            return pdf_keep_obj(job->ctx, job->objects[i].rewritten);
    return NULL;
}

void recolor_cache(recolor_job *job, pdf_obj *original, int variant, pdf_obj *rewritten)
{
    fz_context *ctx = job->ctx;
    int number = pdf_to_num(ctx, original);
    if (original && number <= 0)
        return;
    if (job->object_count == job->object_capacity) {
        int capacity = job->object_capacity ? job->object_capacity * 2 : 64;
        job->objects = fz_realloc_array(ctx, job->objects, capacity, recolor_cached_object);
        job->object_capacity = capacity;
    }
    recolor_cached_object *entry = &job->objects[job->object_count++];
    entry->object_number = number;
    entry->variant = variant;
    entry->rewritten = pdf_keep_obj(ctx, rewritten);
}

void recolor_note_image_use(recolor_job *job, int object_number, int treatment)
{
    if (object_number <= 0)
        return;
    if (job->use_count == job->use_capacity) {
        int capacity = job->use_capacity ? job->use_capacity * 2 : 64;
        job->uses = fz_realloc_array(job->ctx, job->uses, capacity, recolor_image_use);
        job->use_capacity = capacity;
    }
    job->uses[job->use_count].object_number = object_number;
    job->uses[job->use_count].treatment = treatment;
    job->use_count++;
}

/* ---- Resources ---- */

void recolor_put_resource(recolor_job *job, pdf_obj *new_resources, pdf_obj *kind, const char *name, pdf_obj *value)
{
    fz_context *ctx = job->ctx;
    pdf_obj *dict = pdf_dict_get(ctx, new_resources, kind);
    if (!dict)
        dict = pdf_dict_put_dict(ctx, new_resources, kind, 4);
    pdf_dict_puts(ctx, dict, name, value);
}
