#include "shim.h"

#include <time.h>

/* Abortable runs of a page (see cmupdf_new_abort_device in shim.h).

   MuPDF checks a cookie only between the operators of the page's own content
   stream. A Type3 glyph that cannot be cached is run by a processor of its own
   (pdf_run_glyph) that has no cookie, and a glyph that shows itself through a
   pattern again and again runs for hours: aborting the cookie, or the render
   time limit, does not stop it. Every drawing call of such a run reaches the
   device it runs onto, so a device placed in front of the real one can stop
   it there by throwing FZ_ERROR_ABORT, which MuPDF's interpreter passes on. */

typedef struct {
    fz_device super;
    fz_device *target;
    fz_cookie *cookie;
    struct timespec deadline;
    int has_deadline;
    int fired;
    unsigned calls;
} abort_device;

static void check(fz_context *ctx, fz_device *dev_)
{
    abort_device *dev = (abort_device *)dev_;
    if (dev->cookie && dev->cookie->abort)
        fz_throw(ctx, FZ_ERROR_ABORT, "the page was cancelled");
    if (dev->fired)
        fz_throw(ctx, FZ_ERROR_ABORT, "the page took longer than its time limit");
    /* The clock is read every 64 calls: a call costs far less than the clock. */
    if (dev->has_deadline && (++dev->calls & 63) == 0) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (now.tv_sec > dev->deadline.tv_sec || (now.tv_sec == dev->deadline.tv_sec && now.tv_nsec >= dev->deadline.tv_nsec))
        {
            dev->fired = 1;
            fz_throw(ctx, FZ_ERROR_ABORT, "the page took longer than its time limit");
        }
    }
}

#define TARGET (((abort_device *)dev)->target)

static void a_fill_path(fz_context *ctx, fz_device *dev, const fz_path *path, int even_odd, fz_matrix ctm,
                        fz_colorspace *cs, const float *color, float alpha, fz_color_params params)
{
    check(ctx, dev);
    fz_fill_path(ctx, TARGET, path, even_odd, ctm, cs, color, alpha, params);
}

static void a_stroke_path(fz_context *ctx, fz_device *dev, const fz_path *path, const fz_stroke_state *stroke, fz_matrix ctm,
                          fz_colorspace *cs, const float *color, float alpha, fz_color_params params)
{
    check(ctx, dev);
    fz_stroke_path(ctx, TARGET, path, stroke, ctm, cs, color, alpha, params);
}

static void a_clip_path(fz_context *ctx, fz_device *dev, const fz_path *path, int even_odd, fz_matrix ctm, fz_rect scissor)
{
    check(ctx, dev);
    fz_clip_path(ctx, TARGET, path, even_odd, ctm, scissor);
}

static void a_clip_stroke_path(fz_context *ctx, fz_device *dev, const fz_path *path, const fz_stroke_state *stroke,
                               fz_matrix ctm, fz_rect scissor)
{
    check(ctx, dev);
    fz_clip_stroke_path(ctx, TARGET, path, stroke, ctm, scissor);
}

static void a_fill_text(fz_context *ctx, fz_device *dev, const fz_text *text, fz_matrix ctm, fz_colorspace *cs,
                        const float *color, float alpha, fz_color_params params)
{
    check(ctx, dev);
    fz_fill_text(ctx, TARGET, text, ctm, cs, color, alpha, params);
}

static void a_stroke_text(fz_context *ctx, fz_device *dev, const fz_text *text, const fz_stroke_state *stroke, fz_matrix ctm,
                          fz_colorspace *cs, const float *color, float alpha, fz_color_params params)
{
    check(ctx, dev);
    fz_stroke_text(ctx, TARGET, text, stroke, ctm, cs, color, alpha, params);
}

static void a_clip_text(fz_context *ctx, fz_device *dev, const fz_text *text, fz_matrix ctm, fz_rect scissor)
{
    check(ctx, dev);
    fz_clip_text(ctx, TARGET, text, ctm, scissor);
}

static void a_clip_stroke_text(fz_context *ctx, fz_device *dev, const fz_text *text, const fz_stroke_state *stroke,
                               fz_matrix ctm, fz_rect scissor)
{
    check(ctx, dev);
    fz_clip_stroke_text(ctx, TARGET, text, stroke, ctm, scissor);
}

static void a_ignore_text(fz_context *ctx, fz_device *dev, const fz_text *text, fz_matrix ctm)
{
    check(ctx, dev);
    fz_ignore_text(ctx, TARGET, text, ctm);
}

static void a_fill_shade(fz_context *ctx, fz_device *dev, fz_shade *shade, fz_matrix ctm, float alpha, fz_color_params params)
{
    check(ctx, dev);
    fz_fill_shade(ctx, TARGET, shade, ctm, alpha, params);
}

static void a_fill_image(fz_context *ctx, fz_device *dev, fz_image *image, fz_matrix ctm, float alpha, fz_color_params params)
{
    check(ctx, dev);
    fz_fill_image(ctx, TARGET, image, ctm, alpha, params);
}

static void a_fill_image_mask(fz_context *ctx, fz_device *dev, fz_image *image, fz_matrix ctm, fz_colorspace *cs,
                              const float *color, float alpha, fz_color_params params)
{
    check(ctx, dev);
    fz_fill_image_mask(ctx, TARGET, image, ctm, cs, color, alpha, params);
}

static void a_clip_image_mask(fz_context *ctx, fz_device *dev, fz_image *image, fz_matrix ctm, fz_rect scissor)
{
    check(ctx, dev);
    fz_clip_image_mask(ctx, TARGET, image, ctm, scissor);
}

/* Calls that close what an earlier call opened are passed on without a
   check, so the real device's clips and groups always balance. */
static void a_pop_clip(fz_context *ctx, fz_device *dev)
{
    fz_pop_clip(ctx, TARGET);
}

static void a_begin_mask(fz_context *ctx, fz_device *dev, fz_rect area, int luminosity, fz_colorspace *cs, const float *bc,
                         fz_color_params params)
{
    check(ctx, dev);
    fz_begin_mask(ctx, TARGET, area, luminosity, cs, bc, params);
}

static void a_end_mask(fz_context *ctx, fz_device *dev)
{
    fz_end_mask(ctx, TARGET);
}

static void a_begin_group(fz_context *ctx, fz_device *dev, fz_rect area, fz_colorspace *cs, int isolated, int knockout,
                          int blendmode, float alpha)
{
    check(ctx, dev);
    fz_begin_group(ctx, TARGET, area, cs, isolated, knockout, blendmode, alpha);
}

static void a_end_group(fz_context *ctx, fz_device *dev)
{
    fz_end_group(ctx, TARGET);
}

static int a_begin_tile(fz_context *ctx, fz_device *dev, fz_rect area, fz_rect view, float xstep, float ystep, fz_matrix ctm,
                        int id)
{
    check(ctx, dev);
    return fz_begin_tile_id(ctx, TARGET, area, view, xstep, ystep, ctm, id);
}

static void a_end_tile(fz_context *ctx, fz_device *dev)
{
    fz_end_tile(ctx, TARGET);
}

static void a_render_flags(fz_context *ctx, fz_device *dev, int set, int clear)
{
    fz_render_flags(ctx, TARGET, set, clear);
}

static void a_set_default_colorspaces(fz_context *ctx, fz_device *dev, fz_default_colorspaces *colorspaces)
{
    fz_set_default_colorspaces(ctx, TARGET, colorspaces);
}

static void a_begin_layer(fz_context *ctx, fz_device *dev, const char *name)
{
    check(ctx, dev);
    fz_begin_layer(ctx, TARGET, name);
}

static void a_end_layer(fz_context *ctx, fz_device *dev)
{
    fz_end_layer(ctx, TARGET);
}

fz_device *cmupdf_new_abort_device(fz_context *ctx, fz_device *target, fz_cookie *cookie, int time_limit_ms)
{
    abort_device *dev = fz_new_derived_device(ctx, abort_device);
    dev->target = target;
    dev->cookie = cookie;
    if (time_limit_ms > 0) {
        clock_gettime(CLOCK_MONOTONIC, &dev->deadline);
        dev->deadline.tv_sec += time_limit_ms / 1000;
        dev->deadline.tv_nsec += (long)(time_limit_ms % 1000) * 1000000;
        if (dev->deadline.tv_nsec >= 1000000000) {
            dev->deadline.tv_sec++;
            dev->deadline.tv_nsec -= 1000000000;
        }
        dev->has_deadline = 1;
    }
    dev->super.hints = target->hints;
    dev->super.flags = target->flags;
    dev->super.fill_path = a_fill_path;
    dev->super.stroke_path = a_stroke_path;
    dev->super.clip_path = a_clip_path;
    dev->super.clip_stroke_path = a_clip_stroke_path;
    dev->super.fill_text = a_fill_text;
    dev->super.stroke_text = a_stroke_text;
    dev->super.clip_text = a_clip_text;
    dev->super.clip_stroke_text = a_clip_stroke_text;
    dev->super.ignore_text = a_ignore_text;
    dev->super.fill_shade = a_fill_shade;
    dev->super.fill_image = a_fill_image;
    dev->super.fill_image_mask = a_fill_image_mask;
    dev->super.clip_image_mask = a_clip_image_mask;
    dev->super.pop_clip = a_pop_clip;
    dev->super.begin_mask = a_begin_mask;
    dev->super.end_mask = a_end_mask;
    dev->super.begin_group = a_begin_group;
    dev->super.end_group = a_end_group;
    dev->super.begin_tile = a_begin_tile;
    dev->super.end_tile = a_end_tile;
    dev->super.render_flags = a_render_flags;
    dev->super.set_default_colorspaces = a_set_default_colorspaces;
    dev->super.begin_layer = a_begin_layer;
    dev->super.end_layer = a_end_layer;
    return &dev->super;
}

int cmupdf_run_page_abortable(fz_context *ctx, fz_page *page, fz_device *target, fz_cookie *cookie, int time_limit_ms)
{
    fz_device *guard = cmupdf_new_abort_device(ctx, target, cookie, time_limit_ms);
    int timed_out = 0;
    fz_try(ctx) {
        fz_run_page(ctx, page, guard, fz_identity, cookie);
        timed_out = ((abort_device *)guard)->fired;
    }
    fz_always(ctx)
        fz_drop_device(ctx, guard);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return timed_out;
}

/* Text extraction has no cookie (nothing cancels it but its own limit). */
static int cmupdf_text_time_limit = 10000;

void cmupdf_text_time_limit_set(int milliseconds)
{
    __atomic_store_n(&cmupdf_text_time_limit, milliseconds, __ATOMIC_RELAXED);
}

int cmupdf_text_time_limit_ms(void)
{
    return __atomic_load_n(&cmupdf_text_time_limit, __ATOMIC_RELAXED);
}
