#include "shim.h"

struct cmupdf_png_writer {
    fz_output *out;
    fz_band_writer *writer;
    int band_rows; /* most rows one fz_write_band call gets; the first call sizes MuPDF's buffers */
};

cmupdf_png_writer *cmupdf_png_writer_new(cmupdf_context *c, const char *path, int width, int height, int dpi, int band_rows,
                                         cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    cmupdf_png_writer *w = NULL;
    int failed = 0;
    cmupdf_clear_error(error);
    fz_var(w);
    fz_try(ctx) {
        if (band_rows < 1)
            fz_throw(ctx, FZ_ERROR_GENERIC, "PNG band of %d rows", band_rows);
        w = fz_malloc_struct(ctx, cmupdf_png_writer);
        w->band_rows = band_rows < height ? band_rows : height;
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

void cmupdf_png_pack_rgb(unsigned char *pixels, int width, int rows, int stride)
{
    for (int y = 0; y < rows; y++) {
        unsigned char *row = pixels + (size_t)y * stride;
        const unsigned char *s = row;
        unsigned char *d = row;
        for (int x = 0; x < width; x++, s += 4, d += 3) {
            d[0] = s[0];
            d[1] = s[1];
            d[2] = s[2];
        }
    }
}

int cmupdf_png_writer_write(cmupdf_context *c, cmupdf_png_writer *w, const unsigned char *pixels, int stride, int rows, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx) {
        for (int first = 0; first < rows; first += w->band_rows) {
            int band = rows - first < w->band_rows ? rows - first : w->band_rows;
            fz_write_band(ctx, w->writer, stride, band, pixels + (size_t)first * stride);
        }
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
    fz_free(ctx, w);
}
