/* Image masks: which images of a display list are photographs (the survey),
   and where on a rendered tile images are visible (the mask), drawn by
   MuPDF's own draw device over the same display list so clips, soft masks,
   image masks, groups and transforms are those of the page render. */
#include "shim.h"
#include "image_survey.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Most distinct images the survey decodes to classify; further ones (tiled
   patterns of thousands of tiny images) are recoloured without decoding. */
#define SURVEY_DECODED_IMAGES 64
/* Width the classification decodes a JPEG at (DCT scaling makes it cheap). */
#define SURVEY_JPEG_WIDTH 256
/* Pixels sampled from each decoded image. */
#define SURVEY_SAMPLES 65536
/* Most pixels of the solid image a rotated or sheared image's mask is drawn with (12 MiB of RGB). */
#define MASK_SOLID_IMAGE_PIXELS (1 << 22)

typedef struct survey_device {
    fz_device super;
    cmupdf_image_survey *survey;
    int mask_depth; /* > 0 while a soft mask's own content runs */
    int tile_depth; /* > 0 while a tiling pattern's cell runs (drawn repeated, so its own transform bounds nothing) */
} survey_device;

static survey_entry *survey_find(cmupdf_image_survey *survey, const fz_image *image)
{
    for (int i = 0; i < survey->count; i++)
        if (survey->entries[i].image == image)
            return &survey->entries[i];
    return NULL;
}

static void survey_fill_image(fz_context *ctx, fz_device *dev_, fz_image *image, fz_matrix ctm, float alpha,
                              fz_color_params params)
{
    survey_device *dev = (survey_device *)dev_;
    cmupdf_image_survey *survey = dev->survey;
    (void)alpha;
    (void)params;
    if (dev->mask_depth > 0)
        return;
    survey->image_bounds = dev->tile_depth > 0 ? fz_infinite_rect
                                               : fz_union_rect(survey->image_bounds, fz_transform_rect(fz_unit_rect, ctm));
    float area = fabsf(ctm.a * ctm.d - ctm.b * ctm.c);
    float coverage = survey->page_area > 0 ? area / survey->page_area : 0;
    survey_entry *entry = survey_find(survey, image);
    if (entry) {
        if (coverage > entry->coverage)
            entry->coverage = coverage;
        return;
    }
    if (survey->count == SURVEY_RECORDED_IMAGES)
        return;
    if (survey->count == survey->capacity) {
        int capacity = survey->capacity ? survey->capacity * 2 : 8;
        survey->entries = fz_realloc_array(ctx, survey->entries, capacity, survey_entry);
        survey->capacity = capacity;
    }
    entry = &survey->entries[survey->count++];
    memset(entry, 0, sizeof *entry);
    entry->image = fz_keep_image(ctx, image);
    entry->coverage = coverage;
}

static void survey_begin_mask(fz_context *ctx, fz_device *dev, fz_rect area, int luminosity, fz_colorspace *cs,
                              const float *bc, fz_color_params params)
{
    (void)ctx; (void)area; (void)luminosity; (void)cs; (void)bc; (void)params;
    ((survey_device *)dev)->mask_depth++;
}

static void survey_end_mask(fz_context *ctx, fz_device *dev)
{
    (void)ctx;
    ((survey_device *)dev)->mask_depth--;
}

static int survey_begin_tile(fz_context *ctx, fz_device *dev, fz_rect area, fz_rect view, float xstep, float ystep,
                             fz_matrix ctm, int id)
{
    (void)ctx; (void)area; (void)view; (void)xstep; (void)ystep; (void)ctm; (void)id;
    ((survey_device *)dev)->tile_depth++;
    return 0;
}

static void survey_end_tile(fz_context *ctx, fz_device *dev)
{
    (void)ctx;
    ((survey_device *)dev)->tile_depth--;
}

/* The compression of an image MuPDF keeps compressed, FZ_IMAGE_UNKNOWN otherwise. */
static int image_compression(fz_context *ctx, fz_image *image)
{
    fz_compressed_buffer *buffer = fz_compressed_image_buffer(ctx, image);
    return buffer ? buffer->params.type : FZ_IMAGE_UNKNOWN;
}

static int compare_counts_descending(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* Fills the statistics of `info` from a decoded pixmap (gray or RGB, alpha ignored). */
static void measure_pixels(fz_context *ctx, fz_pixmap *pix, cmupdf_image_info *info)
{
    int n = pix->n, colors = n - pix->alpha;
    size_t total = (size_t)pix->w * pix->h;
    size_t step = total > SURVEY_SAMPLES ? total / SURVEY_SAMPLES : 1;
    unsigned *bins = fz_calloc(ctx, 32768, sizeof(unsigned));
    size_t samples = 0, light = 0, dark = 0, colorful = 0;
    for (size_t i = 0; i < total; i += step) {
        const unsigned char *p = pix->samples + (i / pix->w) * pix->stride + (i % pix->w) * n;
        unsigned r = p[0], g = colors >= 3 ? p[1] : r, b = colors >= 3 ? p[2] : r;
        unsigned luma = (r * 54 + g * 183 + b * 19) >> 8;
        light += luma >= CMUPDF_IMAGE_LIGHT_LUMA;
        dark += luma < CMUPDF_IMAGE_DARK_LUMA;
        unsigned high = r > g ? (r > b ? r : b) : (g > b ? g : b), low = r < g ? (r < b ? r : b) : (g < b ? g : b);
        colorful += high - low > CMUPDF_IMAGE_COLORFUL_SPREAD;
        bins[(r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)]++;
        samples++;
    }
    qsort(bins, 32768, sizeof(unsigned), compare_counts_descending);
    size_t covered = 0;
    int dominant = 0;
    while (dominant < 32768 && covered * 100 < samples * 95)
        covered += bins[dominant++];
    fz_free(ctx, bins);
    info->light_fraction = samples ? (float)light / samples : 0;
    info->mid_fraction = samples ? (float)(samples - light - dark) / samples : 0;
    info->colorful_fraction = samples ? (float)colorful / samples : 0;
    info->dominant_colors = dominant;
}

/* The documented rule (docs/user-guide.md "Images in Night"): bilevel images are scans or
   line art; an image whose colours are few (95 % of its pixels in at most
   CMUPDF_IMAGE_FEW_COLORS of 32768 colour bins) is line art; a nearly
   colourless image (at most 5 % of its pixels colourful) of mostly paper
   (light pixels) with little mid-tone is a scan or a diagram, and a large one
   (half the page or more) counts as a scan with less paper; everything else
   is a photograph. */
static int classify(const cmupdf_image_info *info)
{
    if (info->bilevel || info->dominant_colors <= CMUPDF_IMAGE_FEW_COLORS)
        return CMUPDF_IMAGE_LINE_ART;
    if (info->colorful_fraction > 0.05f)
        return CMUPDF_IMAGE_PHOTO;
    if (info->light_fraction >= 0.5f && info->mid_fraction <= 0.25f)
        return CMUPDF_IMAGE_SCAN;
    if (info->coverage >= 0.5f && info->light_fraction >= 0.35f && info->mid_fraction <= 0.3f)
        return CMUPDF_IMAGE_SCAN;
    return CMUPDF_IMAGE_PHOTO;
}

static void classify_entry(fz_context *ctx, survey_entry *entry, int decode)
{
    fz_image *image = entry->image;
    cmupdf_image_info *info = &entry->info;
    int compression = image_compression(ctx, image);
    info->width = image->w;
    info->height = image->h;
    info->bits_per_component = image->bpc;
    info->components = image->n;
    info->compression = compression;
    info->coverage = entry->coverage;
    info->bilevel = image->bpc == 1 || compression == FZ_IMAGE_JBIG2 || compression == FZ_IMAGE_FAX;
    info->decoded = 0;
    info->kind = CMUPDF_IMAGE_LINE_ART;
    if (info->bilevel || !decode)
        return;
    fz_pixmap *pix = NULL, *rgb = NULL;
    fz_var(pix);
    fz_var(rgb);
    fz_try(ctx) {
        /* A JPEG decodes scaled down cheaply (libjpeg's DCT scaling, at the
           largest power-of-two reduction still SURVEY_JPEG_WIDTH wide): the
           size asked for is the transform's, as for a draw. A full decode of
           a book's cover photo would stay in MuPDF's store beside the smaller
           one the page render asks for (8 MiB for 1366×2048). Other kinds
           decode whole, which the store then also serves to the page render. */
        if (compression == FZ_IMAGE_JPEG && image->w > SURVEY_JPEG_WIDTH) {
            fz_matrix size = fz_scale(SURVEY_JPEG_WIDTH, (float)image->h * SURVEY_JPEG_WIDTH / image->w + 1);
            pix = fz_get_pixmap_from_image(ctx, image, NULL, &size, NULL, NULL);
        } else
            pix = fz_get_pixmap_from_image(ctx, image, NULL, NULL, NULL, NULL);
        fz_pixmap *measured = pix;
        if (pix->colorspace && fz_colorspace_type(ctx, pix->colorspace) != FZ_COLORSPACE_GRAY
            && fz_colorspace_type(ctx, pix->colorspace) != FZ_COLORSPACE_RGB) {
            rgb = fz_convert_pixmap(ctx, pix, fz_device_rgb(ctx), NULL, NULL, fz_default_color_params, 0);
            measured = rgb;
        }
        if (measured->w > 0 && measured->h > 0 && measured->n - measured->alpha >= 1) {
            measure_pixels(ctx, measured, info);
            info->decoded = 1;
            info->kind = classify(info);
        }
    }
    fz_always(ctx) {
        fz_drop_pixmap(ctx, rgb);
        fz_drop_pixmap(ctx, pix);
    }
    fz_catch(ctx) {
        /* An image that fails to decode draws nothing either: recoloured. */
        info->kind = CMUPDF_IMAGE_LINE_ART;
    }
}

int cmupdf_image_survey_kind_of(const cmupdf_image_survey *survey, const fz_image *image)
{
    for (int i = 0; i < survey->count; i++)
        if (survey->entries[i].image == image)
            return survey->entries[i].info.kind;
    return -1;
}

int cmupdf_image_kind(fz_context *ctx, fz_image *image, float coverage)
{
    survey_entry entry;
    memset(&entry, 0, sizeof entry);
    entry.image = image;
    entry.coverage = coverage;
    classify_entry(ctx, &entry, 1);
    return entry.info.kind;
}

static int compare_coverage_descending(const void *a, const void *b)
{
    float x = ((const survey_entry *)a)->coverage, y = ((const survey_entry *)b)->coverage;
    return x < y ? 1 : x > y ? -1 : 0;
}

cmupdf_image_survey *cmupdf_image_survey_new(cmupdf_context *c, cmupdf_display_list *list, cmupdf_cookie *cookie,
                                             cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    cmupdf_image_survey *survey = NULL;
    survey_device *dev = NULL;
    int failed = 0;
    fz_var(survey);
    fz_var(dev);
    CMUPDF_TRY(ctx, error) {
        survey = fz_malloc_struct(ctx, cmupdf_image_survey);
        fz_rect bounds = fz_bound_display_list(ctx, (fz_display_list *)list);
        survey->page_area = (bounds.x1 - bounds.x0) * (bounds.y1 - bounds.y0);
        survey->image_bounds = fz_empty_rect;
        dev = fz_new_derived_device(ctx, survey_device);
        dev->super.fill_image = survey_fill_image;
        dev->super.begin_mask = survey_begin_mask;
        dev->super.end_mask = survey_end_mask;
        dev->super.begin_tile = survey_begin_tile;
        dev->super.end_tile = survey_end_tile;
        dev->survey = survey;
        fz_run_display_list(ctx, (fz_display_list *)list, &dev->super, fz_identity, fz_infinite_rect, (fz_cookie *)cookie);
        fz_close_device(ctx, &dev->super);
        /* qsort must not be given NULL, which `entries` is on a page without images. */
        if (survey->count > 1)
            qsort(survey->entries, survey->count, sizeof(survey_entry), compare_coverage_descending);
        for (int i = 0; i < survey->count; i++)
            classify_entry(ctx, &survey->entries[i], i < SURVEY_DECODED_IMAGES);
    }
    fz_always(ctx) {
        fz_drop_device(ctx, (fz_device *)dev);
    }
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        cmupdf_image_survey_drop(c, survey);
        return NULL;
    }
    return survey;
}

void cmupdf_image_survey_drop(cmupdf_context *c, cmupdf_image_survey *survey)
{
    fz_context *ctx = FZ(c);
    if (!survey)
        return;
    for (int i = 0; i < survey->count; i++)
        fz_drop_image(ctx, survey->entries[i].image);
    fz_free(ctx, survey->entries);
    fz_free(ctx, survey);
}

int cmupdf_image_survey_count(const cmupdf_image_survey *survey)
{
    return survey->count;
}

int cmupdf_image_survey_photo_count(const cmupdf_image_survey *survey)
{
    int photos = 0;
    for (int i = 0; i < survey->count; i++)
        photos += survey->entries[i].info.kind == CMUPDF_IMAGE_PHOTO;
    return photos;
}

cmupdf_image_info cmupdf_image_survey_info(const cmupdf_image_survey *survey, int index)
{
    return survey->entries[index].info;
}

/* The mask device: forwards every call to a draw device on an RGB pixmap,
   replacing colours so that red is photo coverage, green the coverage of any
   image and blue stays 0 (or, on a gray pixmap, gray the coverage of any
   image). Images paint their mask colour: a rotated or
   sheared one as a solid image of its own size through its own transform
   (so the draw device samples the same grid and decides its edge pixels as
   for the page; a 1×1 image stretched over it decides them differently, a
   seam of half-recoloured pixels along the photo), an upright one as its
   grid-fitted rectangle;
   everything else paints black over them with its own shape and
   alpha. A soft mask's own content runs unchanged, so its luminosity is the
   page's. Blend modes are drawn as Normal: a photo multiplied onto paper is
   still where the photo is. */
typedef struct mask_device {
    fz_device super;
    fz_device *target;
    const cmupdf_image_survey *survey;
    int mask_depth;
    fz_colorspace *model; /* the pixmap's: RGB, or gray for one byte a pixel */
} mask_device;

static const float mask_black[3] = { 0, 0, 0 };

#define TARGET (((mask_device *)dev)->target)
#define MODEL (((mask_device *)dev)->model)
#define DEFINING_MASK (((mask_device *)dev)->mask_depth > 0)
#define PAINT_COLOR(cs, color) (DEFINING_MASK ? (cs) : MODEL), (DEFINING_MASK ? (color) : mask_black)

static void mask_fill_path(fz_context *ctx, fz_device *dev, const fz_path *path, int even_odd, fz_matrix ctm,
                           fz_colorspace *cs, const float *color, float alpha, fz_color_params params)
{
    fz_fill_path(ctx, TARGET, path, even_odd, ctm, PAINT_COLOR(cs, color), alpha, params);
}

static void mask_stroke_path(fz_context *ctx, fz_device *dev, const fz_path *path, const fz_stroke_state *stroke,
                             fz_matrix ctm, fz_colorspace *cs, const float *color, float alpha, fz_color_params params)
{
    fz_stroke_path(ctx, TARGET, path, stroke, ctm, PAINT_COLOR(cs, color), alpha, params);
}

static void mask_clip_path(fz_context *ctx, fz_device *dev, const fz_path *path, int even_odd, fz_matrix ctm, fz_rect scissor)
{
    fz_clip_path(ctx, TARGET, path, even_odd, ctm, scissor);
}

static void mask_clip_stroke_path(fz_context *ctx, fz_device *dev, const fz_path *path, const fz_stroke_state *stroke,
                                  fz_matrix ctm, fz_rect scissor)
{
    fz_clip_stroke_path(ctx, TARGET, path, stroke, ctm, scissor);
}

static void mask_fill_text(fz_context *ctx, fz_device *dev, const fz_text *text, fz_matrix ctm, fz_colorspace *cs,
                           const float *color, float alpha, fz_color_params params)
{
    fz_fill_text(ctx, TARGET, text, ctm, PAINT_COLOR(cs, color), alpha, params);
}

static void mask_stroke_text(fz_context *ctx, fz_device *dev, const fz_text *text, const fz_stroke_state *stroke,
                             fz_matrix ctm, fz_colorspace *cs, const float *color, float alpha, fz_color_params params)
{
    fz_stroke_text(ctx, TARGET, text, stroke, ctm, PAINT_COLOR(cs, color), alpha, params);
}

static void mask_clip_text(fz_context *ctx, fz_device *dev, const fz_text *text, fz_matrix ctm, fz_rect scissor)
{
    fz_clip_text(ctx, TARGET, text, ctm, scissor);
}

static void mask_clip_stroke_text(fz_context *ctx, fz_device *dev, const fz_text *text, const fz_stroke_state *stroke,
                                  fz_matrix ctm, fz_rect scissor)
{
    fz_clip_stroke_text(ctx, TARGET, text, stroke, ctm, scissor);
}

static void mask_ignore_text(fz_context *ctx, fz_device *dev, const fz_text *text, fz_matrix ctm)
{
    fz_ignore_text(ctx, TARGET, text, ctm);
}

/* A shading paints black over its bounds (within the current clips). */
static void mask_fill_shade(fz_context *ctx, fz_device *dev, fz_shade *shade, fz_matrix ctm, float alpha,
                            fz_color_params params)
{
    if (DEFINING_MASK) {
        fz_fill_shade(ctx, TARGET, shade, ctm, alpha, params);
        return;
    }
    fz_rect bounds = fz_bound_shade(ctx, shade, ctm);
    if (fz_is_infinite_rect(bounds) || fz_is_empty_rect(bounds))
        bounds = fz_make_rect(-1e6f, -1e6f, 1e6f, 1e6f);
    fz_path *path = fz_new_path(ctx);
    fz_try(ctx) {
        fz_rectto(ctx, path, bounds.x0, bounds.y0, bounds.x1, bounds.y1);
        fz_fill_path(ctx, TARGET, path, 0, fz_identity, MODEL, mask_black, alpha, params);
    }
    fz_always(ctx)
        fz_drop_path(ctx, path);
    fz_catch(ctx)
        fz_rethrow(ctx);
}

/* A width × height opaque image of one colour in `model` (RGB or gray: the first components of `color`). */
static fz_image *solid_image(fz_context *ctx, fz_colorspace *model, const unsigned char *color, int width, int height)
{
    fz_pixmap *pix = fz_new_pixmap(ctx, model, width, height, NULL, 0);
    fz_image *image = NULL;
    int n = pix->n;
    for (int y = 0; y < height; y++) {
        unsigned char *row = pix->samples + (size_t)y * pix->stride;
        for (int x = 0; x < width; x++)
            memcpy(row + (size_t)n * x, color, n);
    }
    fz_try(ctx)
        image = fz_new_image_from_pixmap(ctx, pix, NULL);
    fz_always(ctx)
        fz_drop_pixmap(ctx, pix);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return image;
}

static void mask_fill_image(fz_context *ctx, fz_device *dev, fz_image *image, fz_matrix ctm, float alpha,
                            fz_color_params params)
{
    mask_device *mask = (mask_device *)dev;
    if (DEFINING_MASK) {
        fz_fill_image(ctx, TARGET, image, ctm, alpha, params);
        return;
    }
    const survey_entry *entry = survey_find((cmupdf_image_survey *)mask->survey, image);
    int photo = entry && entry->info.kind == CMUPDF_IMAGE_PHOTO;
    if (ctm.b != 0 || ctm.c != 0) {
        /* Bounded memory: a larger image is halved, as MuPDF subsamples it when it draws it smaller. */
        int width = image->w, height = image->h;
        while ((size_t)width * height > MASK_SOLID_IMAGE_PIXELS) {
            width = (width + 1) / 2;
            height = (height + 1) / 2;
        }
        static const unsigned char photo_bytes[3] = { 255, 255, 0 }, other_bytes[3] = { 0, 255, 0 }, gray_bytes[1] = { 255 };
        const unsigned char *bytes = fz_colorspace_n(ctx, mask->model) == 1 ? gray_bytes : photo ? photo_bytes : other_bytes;
        fz_image *solid = solid_image(ctx, mask->model, bytes, width, height);
        fz_try(ctx)
            fz_fill_image(ctx, TARGET, solid, ctm, alpha, params);
        fz_always(ctx)
            fz_drop_image(ctx, solid);
        fz_catch(ctx)
            fz_rethrow(ctx);
        return;
    }
    /* Upright: the draw device fits an image to whole pixels (fz_gridfit_matrix), so the same
       rectangle filled as a path covers the same pixels, without sampling an image per pixel. */
    static const float photo_color[3] = { 1, 1, 0 }, other_color[3] = { 0, 1, 0 }, gray_color[1] = { 1 };
    const float *color = fz_colorspace_n(ctx, mask->model) == 1 ? gray_color : photo ? photo_color : other_color;
    fz_path *path = fz_new_path(ctx);
    fz_try(ctx) {
        fz_rectto(ctx, path, 0, 0, 1, 1);
        fz_fill_path(ctx, TARGET, path, 0, fz_gridfit_matrix(0, ctm), mask->model, color, alpha, params);
    }
    fz_always(ctx)
        fz_drop_path(ctx, path);
    fz_catch(ctx)
        fz_rethrow(ctx);
}

static void mask_fill_image_mask(fz_context *ctx, fz_device *dev, fz_image *image, fz_matrix ctm, fz_colorspace *cs,
                                 const float *color, float alpha, fz_color_params params)
{
    fz_fill_image_mask(ctx, TARGET, image, ctm, PAINT_COLOR(cs, color), alpha, params);
}

static void mask_clip_image_mask(fz_context *ctx, fz_device *dev, fz_image *image, fz_matrix ctm, fz_rect scissor)
{
    fz_clip_image_mask(ctx, TARGET, image, ctm, scissor);
}

static void mask_pop_clip(fz_context *ctx, fz_device *dev)
{
    fz_pop_clip(ctx, TARGET);
}

static void mask_begin_mask(fz_context *ctx, fz_device *dev, fz_rect area, int luminosity, fz_colorspace *cs,
                            const float *bc, fz_color_params params)
{
    ((mask_device *)dev)->mask_depth++;
    fz_begin_mask(ctx, TARGET, area, luminosity, cs, bc, params);
}

static void mask_end_mask(fz_context *ctx, fz_device *dev)
{
    ((mask_device *)dev)->mask_depth--;
    fz_end_mask(ctx, TARGET);
}

static void mask_begin_group(fz_context *ctx, fz_device *dev, fz_rect area, fz_colorspace *cs, int isolated, int knockout,
                             int blendmode, float alpha)
{
    if (DEFINING_MASK)
        fz_begin_group(ctx, TARGET, area, cs, isolated, knockout, blendmode, alpha);
    else
        fz_begin_group(ctx, TARGET, area, NULL, isolated, knockout, FZ_BLEND_NORMAL, alpha);
}

static void mask_end_group(fz_context *ctx, fz_device *dev)
{
    fz_end_group(ctx, TARGET);
}

static int mask_begin_tile(fz_context *ctx, fz_device *dev, fz_rect area, fz_rect view, float xstep, float ystep,
                           fz_matrix ctm, int id)
{
    return fz_begin_tile_id(ctx, TARGET, area, view, xstep, ystep, ctm, id);
}

static void mask_end_tile(fz_context *ctx, fz_device *dev)
{
    fz_end_tile(ctx, TARGET);
}

static void mask_render_flags(fz_context *ctx, fz_device *dev, int set, int clear)
{
    fz_render_flags(ctx, TARGET, set, clear);
}

static void mask_set_default_colorspaces(fz_context *ctx, fz_device *dev, fz_default_colorspaces *colorspaces)
{
    fz_set_default_colorspaces(ctx, TARGET, colorspaces);
}

static void mask_begin_layer(fz_context *ctx, fz_device *dev, const char *name)
{
    fz_begin_layer(ctx, TARGET, name);
}

static void mask_end_layer(fz_context *ctx, fz_device *dev)
{
    fz_end_layer(ctx, TARGET);
}

static void mask_close(fz_context *ctx, fz_device *dev)
{
    fz_close_device(ctx, TARGET);
}

int cmupdf_image_mask_render(cmupdf_context *c, cmupdf_display_list *list, const cmupdf_image_survey *survey,
                             cmupdf_matrix m, int origin_x, int origin_y, int width, int height, int channels,
                             unsigned char *mask, int stride, cmupdf_cookie *cookie, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_pixmap *pix = NULL;
    fz_device *draw = NULL;
    mask_device *dev = NULL;
    int failed = 0;
    fz_var(pix);
    fz_var(draw);
    fz_var(dev);
    CMUPDF_TRY(ctx, error) {
        fz_colorspace *model = channels == 1 ? fz_device_gray(ctx) : fz_device_rgb(ctx);
        pix = fz_new_pixmap_with_data(ctx, model, width, height, NULL, 0, stride, mask);
        pix->x = origin_x;
        pix->y = origin_y;
        /* Zero by hand: fz_clear_pixmap makes a pixmap without alpha white. */
        for (int row = 0; row < height; row++)
            memset(mask + (size_t)row * stride, 0, (size_t)width * pix->n);
        draw = fz_new_draw_device(ctx, fz_identity, pix);
        dev = fz_new_derived_device(ctx, mask_device);
        dev->target = draw;
        dev->survey = survey;
        dev->model = model;
        dev->super.close_device = mask_close;
        dev->super.fill_path = mask_fill_path;
        dev->super.stroke_path = mask_stroke_path;
        dev->super.clip_path = mask_clip_path;
        dev->super.clip_stroke_path = mask_clip_stroke_path;
        dev->super.fill_text = mask_fill_text;
        dev->super.stroke_text = mask_stroke_text;
        dev->super.clip_text = mask_clip_text;
        dev->super.clip_stroke_text = mask_clip_stroke_text;
        dev->super.ignore_text = mask_ignore_text;
        dev->super.fill_shade = mask_fill_shade;
        dev->super.fill_image = mask_fill_image;
        dev->super.fill_image_mask = mask_fill_image_mask;
        dev->super.clip_image_mask = mask_clip_image_mask;
        dev->super.pop_clip = mask_pop_clip;
        dev->super.begin_mask = mask_begin_mask;
        dev->super.end_mask = mask_end_mask;
        dev->super.begin_group = mask_begin_group;
        dev->super.end_group = mask_end_group;
        dev->super.begin_tile = mask_begin_tile;
        dev->super.end_tile = mask_end_tile;
        dev->super.render_flags = mask_render_flags;
        dev->super.set_default_colorspaces = mask_set_default_colorspaces;
        dev->super.begin_layer = mask_begin_layer;
        dev->super.end_layer = mask_end_layer;
        fz_matrix ctm = fz_make_matrix(m.a, m.b, m.c, m.d, m.e, m.f);
        fz_rect area = fz_make_rect(origin_x, origin_y, origin_x + width, origin_y + height);
        fz_run_display_list(ctx, (fz_display_list *)list, &dev->super, ctm, area, (fz_cookie *)cookie);
        fz_close_device(ctx, &dev->super);
    }
    fz_always(ctx) {
        fz_drop_device(ctx, (fz_device *)dev);
        fz_drop_device(ctx, draw);
        fz_drop_pixmap(ctx, pix);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}
