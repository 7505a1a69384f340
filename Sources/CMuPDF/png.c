#include "shim.h"

struct cmupdf_png_writer {
    fz_output *out;
    fz_band_writer *writer;
    unsigned char *rgb; /* one band's RGB rows, reused */
    size_t rgb_capacity;
    int width;
};

cmupdf_png_writer *cmupdf_png_writer_new(cmupdf_context *c, const char *path, int width, int height, int dpi, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    cmupdf_png_writer *w = NULL;
    int failed = 0;
    cmupdf_clear_error(error);
    fz_var(w);
    fz_try(ctx) {
        w = fz_malloc_struct(ctx, cmupdf_png_writer);
        w->width = width;
        w->out = fz_new_output_with_path(ctx, path, 0);
        w->writer = fz_new_png_band_writer(ctx, w->out);
        fz_write_header(ctx, w->writer, width, height, 3, 0, dpi, dpi, 0, fz_device_rgb(ctx), NULL);
    }
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
        cmupdf_png_writer_drop(c, w);
    }
    return failed ? NULL : w;
}

int cmupdf_png_writer_write(cmupdf_context *c, cmupdf_png_writer *w, const unsigned char *pixels, int stride, int rows, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx) {
        size_t rgb_stride = (size_t)w->width * 3;
        size_t needed = rgb_stride * (size_t)rows;
        if (needed > w->rgb_capacity) {
            w->rgb = fz_realloc(ctx, w->rgb, needed);
            w->rgb_capacity = needed;
        }
        for (int y = 0; y < rows; y++) {
            const unsigned char *s = pixels + (size_t)y * stride;
            unsigned char *d = w->rgb + (size_t)y * rgb_stride;
            for (int x = 0; x < w->width; x++, s += 4, d += 3) {
                d[0] = s[0];
                d[1] = s[1];
                d[2] = s[2];
            }
        }
        fz_write_band(ctx, w->writer, (int)rgb_stride, rows, w->rgb);
    }
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : 0;
}

int cmupdf_png_writer_close(cmupdf_context *c, cmupdf_png_writer *w, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx) {
        fz_close_band_writer(ctx, w->writer);
        fz_close_output(ctx, w->out);
    }
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : 0;
}

void cmupdf_png_writer_drop(cmupdf_context *c, cmupdf_png_writer *w)
{
    fz_context *ctx = FZ(c);
    if (!w)
        return;
    fz_drop_band_writer(ctx, w->writer);
    fz_drop_output(ctx, w->out);
    fz_free(ctx, w->rgb);
    fz_free(ctx, w);
}
