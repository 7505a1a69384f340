/* Raster images in the recoloured export, treated as the window treats
 * them (README "Images in Night"): photographs kept or dimmed, scans, line
 * art and every image in Sepia recoloured pixel by pixel.
 *
 * Most need no new pixels: an image of one component (gray, a separation)
 * or a palette (Indexed) of at most 8 bits gets an Indexed DeviceRGB palette
 * holding the mapped colour of every sample value, its compressed data (JPEG,
 * JBIG2, CCITT…) kept byte for byte; an RGB photograph is dimmed by its
 * /Decode array. Other images are decoded, mapped and stored again, deflated
 * with the PNG Up predictor. */
#include "recolor.h"
#include "image_survey.h"

#include <string.h>

/* Whether stream dictionary `dict` is JPEG 2000 (its colours come from the codestream). */
static int is_jpx(fz_context *ctx, pdf_obj *dict)
{
    pdf_obj *filter = pdf_dict_get(ctx, dict, PDF_NAME(Filter));
    if (pdf_name_eq(ctx, filter, PDF_NAME(JPXDecode)))
        return 1;
    for (int i = 0; i < pdf_array_len(ctx, filter); i++)
        if (pdf_name_eq(ctx, pdf_array_get(ctx, filter, i), PDF_NAME(JPXDecode)))
            return 1;
    return 0;
}

/* Whether resources `resources` (and those of the forms, patterns and annotation appearances
   they hold, `depth` levels down) name an image XObject. */
static int names_images(fz_context *ctx, pdf_obj *resources, int depth)
{
    if (depth > 8 || !pdf_is_dict(ctx, resources))
        return 0;
    pdf_obj *kinds[2] = { pdf_dict_get(ctx, resources, PDF_NAME(XObject)), pdf_dict_get(ctx, resources, PDF_NAME(Pattern)) };
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < pdf_dict_len(ctx, kinds[k]); i++) {
            pdf_obj *object = pdf_dict_get_val(ctx, kinds[k], i);
            if (pdf_name_eq(ctx, pdf_dict_get(ctx, object, PDF_NAME(Subtype)), PDF_NAME(Image))
                || names_images(ctx, pdf_dict_get(ctx, object, PDF_NAME(Resources)), depth + 1))
                return 1;
        }
    return 0;
}

int recolor_page_names_images(fz_context *ctx, pdf_obj *page)
{
    if (names_images(ctx, pdf_dict_get_inheritable(ctx, page, PDF_NAME(Resources)), 0))
        return 1;
    pdf_obj *annots = pdf_dict_get(ctx, page, PDF_NAME(Annots));
    for (int i = 0; i < pdf_array_len(ctx, annots); i++) {
        pdf_obj *normal = pdf_dict_getp(ctx, pdf_array_get(ctx, annots, i), "AP/N");
        if (pdf_is_stream(ctx, normal)) {
            if (names_images(ctx, pdf_dict_get(ctx, normal, PDF_NAME(Resources)), 1))
                return 1;
            continue;
        }
        for (int k = 0; k < pdf_dict_len(ctx, normal); k++)
            if (names_images(ctx, pdf_dict_get(ctx, pdf_dict_get_val(ctx, normal, k), PDF_NAME(Resources)), 1))
                return 1;
    }
    return 0;
}

void recolor_survey_page(recolor_job *job, fz_page *page)
{
    fz_context *ctx = job->ctx;
    fz_display_list *list = fz_new_display_list_from_page(ctx, page);
    cmupdf_error error;
    job->survey = cmupdf_image_survey_new((cmupdf_context *)ctx, (cmupdf_display_list *)list,
                                          (cmupdf_cookie *)job->cookie, &error);
    fz_drop_display_list(ctx, list);
    if (job->cookie && job->cookie->abort)
        fz_throw(ctx, FZ_ERROR_ABORT, "export stopped");
}

/* The survey's kind of `image`; an image the survey did not meet (an inline image, parsed anew
   for each use, or any image of a page whose resources name none and was not surveyed) is
   classified by the same rule on its own. */
static int image_kind(recolor_job *job, fz_image *image)
{
    int kind = job->survey ? cmupdf_image_survey_kind_of(job->survey, image) : -1;
    return kind >= 0 ? kind : cmupdf_image_kind(job->ctx, image, 0);
}

int recolor_image_treatment(recolor_job *job, pdf_obj *object, fz_image *image)
{
    (void)object;
    const cmupdf_recolor_rule *rule = job->rule;
    if (!image || image->imagemask)
        return RECOLOR_IMAGE_UNCHANGED;
    if (!rule->inverts || rule->kept_images == CMUPDF_KEEP_NO_IMAGES)
        return RECOLOR_IMAGE_RECOLORED;
    if (rule->kept_images == CMUPDF_KEEP_PHOTOS && image_kind(job, image) != CMUPDF_IMAGE_PHOTO)
        return RECOLOR_IMAGE_RECOLORED;
    return rule->kept_brightness < 1 ? RECOLOR_IMAGE_DIMMED : RECOLOR_IMAGE_UNCHANGED;
}

/* Whether `image` can take a palette: one component or Indexed, at most 8 bits, not JPEG 2000. */
static int takes_palette(fz_context *ctx, pdf_obj *object, fz_image *image)
{
    if (!image->colorspace || image->bpc > 8 || is_jpx(ctx, object))
        return 0;
    return fz_colorspace_is_indexed(ctx, image->colorspace) || fz_colorspace_n(ctx, image->colorspace) == 1;
}

/* Whether `image` is RGB (device, calibrated or ICC) and can be dimmed by its /Decode. */
static int dims_by_decode(fz_context *ctx, pdf_obj *object, fz_image *image)
{
    return image->colorspace && fz_colorspace_type(ctx, image->colorspace) == FZ_COLORSPACE_RGB && !is_jpx(ctx, object);
}

int recolor_image_dims_in_place(recolor_job *job, pdf_obj *object, fz_image *image)
{
    return takes_palette(job->ctx, object, image) || dims_by_decode(job->ctx, object, image);
}

/* `day` darkened to the rule's kept brightness. */
static void dim_bytes(recolor_job *job, const unsigned char day[3], unsigned char out[3])
{
    for (int i = 0; i < 3; i++)
        out[i] = (unsigned char)(day[i] * job->rule->kept_brightness + 0.5f);
}

/* A copy of the image's stream with dictionary `dict` and the original's compressed data. */
static pdf_obj *same_data_image(recolor_job *job, pdf_obj *object, pdf_obj *dict)
{
    fz_context *ctx = job->ctx;
    fz_buffer *raw = pdf_load_raw_stream(ctx, object);
    pdf_obj *image = NULL;
    fz_try(ctx) {
        pdf_dict_del(ctx, dict, PDF_NAME(Length));
        image = pdf_add_stream(ctx, job->doc, raw, dict, 1);
    }
    fz_always(ctx)
        fz_drop_buffer(ctx, raw);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return image;
}

/* The image with an Indexed DeviceRGB palette of the treated colour of every sample value. */
static pdf_obj *palette_image(recolor_job *job, pdf_obj *object, fz_image *image, int treatment)
{
    fz_context *ctx = job->ctx;
    int levels = 1 << image->bpc, indexed = fz_colorspace_is_indexed(ctx, image->colorspace);
    int high = indexed ? image->colorspace->u.indexed.high : levels - 1;
    unsigned char lookup[256 * 3];
    for (int sample = 0; sample < levels; sample++) {
        float value = image->decode[0] + sample * (image->decode[1] - image->decode[0]) / (levels - 1);
        if (indexed)
            value = value < 0 ? 0 : value > high ? high : (float)(int)(value + 0.5f);
        unsigned char day[3];
        recolor_day_color_bytes(job, image->colorspace, &value, day);
        if (treatment == RECOLOR_IMAGE_DIMMED)
            dim_bytes(job, day, lookup + 3 * sample);
        else
            job->rule->map_color(job->rule->context, day, lookup + 3 * sample);
    }
    pdf_obj *dict = pdf_copy_dict(ctx, object), *space = NULL, *rewritten = NULL;
    fz_var(space);
    fz_var(rewritten);
    fz_try(ctx) {
        space = pdf_new_array(ctx, job->doc, 4);
        pdf_array_push(ctx, space, PDF_NAME(Indexed));
        pdf_array_push(ctx, space, PDF_NAME(DeviceRGB));
        pdf_array_push_int(ctx, space, levels - 1);
        pdf_array_push_string(ctx, space, (const char *)lookup, (size_t)levels * 3);
        pdf_dict_put(ctx, dict, PDF_NAME(ColorSpace), space);
        pdf_dict_del(ctx, dict, PDF_NAME(Decode));
        rewritten = same_data_image(job, object, dict);
    }
    fz_always(ctx) {
        pdf_drop_obj(ctx, dict);
        pdf_drop_obj(ctx, space);
    }
    fz_catch(ctx)
        fz_rethrow(ctx);
    return rewritten;
}

/* The RGB image with its /Decode ranges scaled by the kept brightness. */
static pdf_obj *decode_dimmed_image(recolor_job *job, pdf_obj *object, fz_image *image)
{
    fz_context *ctx = job->ctx;
    pdf_obj *dict = pdf_copy_dict(ctx, object), *rewritten = NULL;
    fz_var(rewritten);
    fz_try(ctx) {
        pdf_obj *decode = pdf_dict_put_array(ctx, dict, PDF_NAME(Decode), 6);
        for (int i = 0; i < 6; i++)
            pdf_array_push_real(ctx, decode, image->decode[i] * job->rule->kept_brightness);
        rewritten = same_data_image(job, object, dict);
    }
    fz_always(ctx)
        pdf_drop_obj(ctx, dict);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return rewritten;
}

/* Rows of `width` RGB pixels (taken from 4-byte RGBA) each led by PNG filter byte 2 (Up). */
static fz_buffer *predicted_rows(fz_context *ctx, const unsigned char *rgba, int width, int height)
{
    size_t row = (size_t)width * 3;
    fz_buffer *buffer = fz_new_buffer(ctx, (row + 1) * height);
    unsigned char *line = NULL, *previous = NULL;
    fz_var(line);
    fz_var(previous);
    fz_try(ctx) {
        line = fz_malloc(ctx, row + 1);
        previous = fz_calloc(ctx, row, 1);
        for (int y = 0; y < height; y++) {
            const unsigned char *source = rgba + (size_t)y * width * 4;
            line[0] = 2;
            for (int x = 0; x < width; x++)
                for (int k = 0; k < 3; k++) {
                    unsigned char value = source[x * 4 + k];
                    line[1 + x * 3 + k] = (unsigned char)(value - previous[x * 3 + k]);
                    previous[x * 3 + k] = value;
                }
            fz_append_data(ctx, buffer, line, row + 1);
        }
    }
    fz_always(ctx) {
        fz_free(ctx, line);
        fz_free(ctx, previous);
    }
    fz_catch(ctx) {
        fz_drop_buffer(ctx, buffer);
        fz_rethrow(ctx);
    }
    return buffer;
}

/* The image decoded, its pixels (as the draw device converts them to RGB) through the rule,
   stored again; `object` itself when it has an alpha channel or a colour key of its own. */
static pdf_obj *mapped_pixel_image(recolor_job *job, pdf_obj *object, fz_image *image)
{
    fz_context *ctx = job->ctx;
    if (pdf_is_array(ctx, pdf_dict_get(ctx, object, PDF_NAME(Mask))))
        return pdf_keep_obj(ctx, object);
    fz_pixmap *pixmap = NULL, *rgb = NULL;
    unsigned char *rgba = NULL;
    fz_buffer *rows = NULL;
    pdf_obj *dict = NULL, *parameters = NULL, *rewritten = NULL;
    fz_var(pixmap);
    fz_var(rgb);
    fz_var(rgba);
    fz_var(rows);
    fz_var(dict);
    fz_var(parameters);
    fz_var(rewritten);
    fz_try(ctx) {
        pixmap = fz_get_pixmap_from_image(ctx, image, NULL, NULL, NULL, NULL);
        if (pixmap->alpha || !pixmap->colorspace) {
            rewritten = pdf_keep_obj(ctx, object);
            break;
        }
        rgb = fz_convert_pixmap(ctx, pixmap, fz_device_rgb(ctx), NULL, job->default_cs, fz_default_color_params, 0);
        int width = rgb->w, height = rgb->h;
        rgba = fz_malloc(ctx, (size_t)width * height * 4);
        for (int y = 0; y < height; y++)
            for (int x = 0; x < width; x++) {
                const unsigned char *source = rgb->samples + (size_t)y * rgb->stride + (size_t)x * rgb->n;
                unsigned char *target = rgba + ((size_t)y * width + x) * 4;
                target[0] = source[0];
                target[1] = source[1];
                target[2] = source[2];
                target[3] = 255;
            }
        job->rule->map_pixels(job->rule->context, rgba, width, height, width * 4);
        rows = predicted_rows(ctx, rgba, width, height);
        dict = pdf_copy_dict(ctx, object);
        pdf_dict_del(ctx, dict, PDF_NAME(Decode));
        pdf_dict_del(ctx, dict, PDF_NAME(SMaskInData));
        pdf_dict_put(ctx, dict, PDF_NAME(ColorSpace), PDF_NAME(DeviceRGB));
        pdf_dict_put_int(ctx, dict, PDF_NAME(BitsPerComponent), 8);
        pdf_dict_put_int(ctx, dict, PDF_NAME(Width), width);
        pdf_dict_put_int(ctx, dict, PDF_NAME(Height), height);
        rewritten = recolor_new_stream(job, dict, rows);
        parameters = pdf_new_dict(ctx, job->doc, 4);
        pdf_dict_put_int(ctx, parameters, PDF_NAME(Predictor), 15);
        pdf_dict_put_int(ctx, parameters, PDF_NAME(Colors), 3);
        pdf_dict_put_int(ctx, parameters, PDF_NAME(Columns), width);
        pdf_dict_put_int(ctx, parameters, PDF_NAME(BitsPerComponent), 8);
        pdf_dict_put(ctx, rewritten, PDF_NAME(DecodeParms), parameters);
    }
    fz_always(ctx) {
        fz_drop_pixmap(ctx, pixmap);
        fz_drop_pixmap(ctx, rgb);
        fz_free(ctx, rgba);
        fz_drop_buffer(ctx, rows);
        pdf_drop_obj(ctx, dict);
        pdf_drop_obj(ctx, parameters);
    }
    fz_catch(ctx) {
        pdf_drop_obj(ctx, rewritten);
        fz_rethrow(ctx);
    }
    return rewritten;
}

pdf_obj *recolor_image(recolor_job *job, pdf_obj *object, fz_image *image, int treatment)
{
    fz_context *ctx = job->ctx;
    if (treatment == RECOLOR_IMAGE_UNCHANGED || !pdf_is_stream(ctx, object))
        return pdf_keep_obj(ctx, object);
    pdf_obj *rewritten = recolor_cached(job, object, treatment);
    if (rewritten)
        return rewritten;
    if (takes_palette(ctx, object, image))
        rewritten = palette_image(job, object, image, treatment);
    else if (treatment == RECOLOR_IMAGE_DIMMED)
        rewritten = decode_dimmed_image(job, object, image);
    else
        rewritten = mapped_pixel_image(job, object, image);
    fz_try(ctx)
        recolor_cache(job, object, treatment, rewritten);
    fz_catch(ctx) {
        pdf_drop_obj(ctx, rewritten);
        fz_rethrow(ctx);
    }
    return rewritten;
}
