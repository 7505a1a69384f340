/* PNG image data deflated in bands on several threads and joined into one
   zlib stream, as pigz joins gzip blocks: every band is a raw deflate stream
   ending on a byte boundary (Z_SYNC_FLUSH), the last one ends the stream
   (Z_FINISH), and the zlib header and the Adler-32 of the whole, combined
   from the bands' with adler32_combine, are written around them. zlib does
   all the deflating; only the PNG chunk framing is written here. */
#include "shim.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* PNG filter type of every row: None, as MuPDF's PNG writer uses. A row's
   filter reads only that row, so bands are independent. */
enum { PNG_FILTER_NONE = 0 };

int cmupdf_png_deflate_band(const unsigned char *rgb, int width, int rows, int stride, int last, cmupdf_png_band *band,
                            cmupdf_error *error)
{
    z_stream stream;
    static const unsigned char filter = PNG_FILTER_NONE;
    size_t row_length = (size_t)width * 3 + 1;
    int status = Z_OK;
    cmupdf_clear_error(error);
    memset(band, 0, sizeof *band);
    if (width < 1 || rows < 1) {
        cmupdf_set_error(error, FZ_ERROR_GENERIC, "PNG band of no pixels");
        return -1;
    }
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        cmupdf_set_error(error, FZ_ERROR_GENERIC, "cannot start deflating a PNG band (zlib)");
        return -1;
    }
    band->uncompressed_length = row_length * (size_t)rows;
    /* A sync flush adds an empty stored block (5 bytes) past deflateBound. */
    size_t capacity = deflateBound(&stream, band->uncompressed_length) + 16;
    band->data = malloc(capacity);
    band->adler = adler32(0L, Z_NULL, 0);
    if (!band->data) {
        cmupdf_set_error(error, FZ_ERROR_GENERIC, "out of memory for a deflated PNG band");
        status = Z_MEM_ERROR;
    }
    stream.next_out = band->data;
    stream.avail_out = (uInt)capacity;
    for (int y = 0; y < rows && status == Z_OK; y++) {
        const unsigned char *pixels = rgb + (size_t)y * stride;
        band->adler = adler32(band->adler, &filter, 1);
        band->adler = adler32(band->adler, pixels, (uInt)(row_length - 1));
        stream.next_in = (unsigned char *)&filter;
        stream.avail_in = 1;
        status = deflate(&stream, Z_NO_FLUSH);
        if (status == Z_OK) {
            int flush = y + 1 < rows ? Z_NO_FLUSH : last ? Z_FINISH : Z_SYNC_FLUSH;
            stream.next_in = (unsigned char *)pixels;
            stream.avail_in = (uInt)(row_length - 1);
            status = deflate(&stream, flush);
            if (status == Z_STREAM_END && flush == Z_FINISH)
                break;
        }
        if (status != Z_OK || stream.avail_in != 0) {
            cmupdf_set_error(error, FZ_ERROR_GENERIC, "deflating a PNG band failed (zlib)");
            status = Z_STREAM_ERROR;
        }
    }
    band->length = capacity - stream.avail_out;
    deflateEnd(&stream);
    if (status != Z_OK && status != Z_STREAM_END) {
        cmupdf_png_band_free(band);
        return -1;
    }
    return 0;
}

void cmupdf_png_band_free(cmupdf_png_band *band)
{
    free(band->data);
    memset(band, 0, sizeof *band);
}

struct cmupdf_png_stream {
    fz_output *out;
    unsigned long adler; /* of the uncompressed image data written so far */
    int wrote_band;
};

static void put_chunk(fz_context *ctx, fz_output *out, const char *tag, const unsigned char *head, size_t head_length,
                      const unsigned char *data, size_t length)
{
    size_t total = head_length + length;
    if ((uint32_t)total != total)
        fz_throw(ctx, FZ_ERROR_GENERIC, "PNG chunk of %zu bytes is too large", total);
    uLong crc = crc32(0L, Z_NULL, 0);
    crc = crc32(crc, (const unsigned char *)tag, 4);
    if (head_length)
        crc = crc32_z(crc, head, head_length);
    if (length)
        crc = crc32_z(crc, data, length);
    fz_write_uint32_be(ctx, out, (unsigned int)total);
    fz_write_data(ctx, out, tag, 4);
    if (head_length)
        fz_write_data(ctx, out, head, head_length);
    if (length)
        fz_write_data(ctx, out, data, length);
    fz_write_uint32_be(ctx, out, (unsigned int)crc);
}

static void put_uint32_be(unsigned char *p, unsigned long v)
{
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

cmupdf_png_stream *cmupdf_png_stream_new(cmupdf_context *c, const char *path, int width, int height, int dpi, cmupdf_error *error)
{
    static const unsigned char signature[8] = { 137, 80, 78, 71, 13, 10, 26, 10 };
    fz_context *ctx = FZ(c);
    cmupdf_png_stream *s = NULL;
    int failed = 0;
    fz_var(s);
    CMUPDF_TRY(ctx, error) {
        if (width < 1 || height < 1)
            fz_throw(ctx, FZ_ERROR_GENERIC, "PNG of %d×%d pixels", width, height);
        s = fz_malloc_struct(ctx, cmupdf_png_stream);
        s->adler = adler32(0L, Z_NULL, 0);
        s->out = fz_new_output_with_path(ctx, path, 0);
        fz_write_data(ctx, s->out, signature, sizeof signature);
        unsigned char header[13];
        put_uint32_be(header, (unsigned long)width);
        put_uint32_be(header + 4, (unsigned long)height);
        header[8] = 8;  /* bits per sample */
        header[9] = 2;  /* colour type: RGB */
        header[10] = 0; /* deflate */
        header[11] = 0; /* adaptive filtering */
        header[12] = 0; /* not interlaced */
        put_chunk(ctx, s->out, "IHDR", header, sizeof header, NULL, 0);
        if (dpi > 0) {
            unsigned char physical[9];
            unsigned long per_metre = (unsigned long)(dpi * 100.0 / 2.54 + 0.5);
            put_uint32_be(physical, per_metre);
            put_uint32_be(physical + 4, per_metre);
            physical[8] = 1; /* the unit is the metre */
            put_chunk(ctx, s->out, "pHYs", physical, sizeof physical, NULL, 0);
        }
    }
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        cmupdf_png_stream_drop(c, s);
        return NULL;
    }
    return s;
}

int cmupdf_png_stream_write_band(cmupdf_context *c, cmupdf_png_stream *s, const cmupdf_png_band *band, cmupdf_error *error)
{
    /* zlib header: deflate with a 32 KiB window, default level, no dictionary. */
    static const unsigned char zlib_header[2] = { 0x78, 0x9c };
    fz_context *ctx = FZ(c);
    int failed = 0;
    CMUPDF_TRY(ctx, error) {
        put_chunk(ctx, s->out, "IDAT", zlib_header, s->wrote_band ? 0 : sizeof zlib_header, band->data, band->length);
        s->adler = adler32_combine(s->adler, band->adler, (z_off_t)band->uncompressed_length);
        s->wrote_band = 1;
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

int cmupdf_png_stream_close(cmupdf_context *c, cmupdf_png_stream *s, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int failed = 0;
    CMUPDF_TRY(ctx, error) {
        if (!s->wrote_band)
            fz_throw(ctx, FZ_ERROR_GENERIC, "PNG closed before any band was written");
        unsigned char trailer[4];
        put_uint32_be(trailer, s->adler);
        put_chunk(ctx, s->out, "IDAT", trailer, sizeof trailer, NULL, 0);
        put_chunk(ctx, s->out, "IEND", NULL, 0, NULL, 0);
        fz_close_output(ctx, s->out);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

void cmupdf_png_stream_drop(cmupdf_context *c, cmupdf_png_stream *s)
{
    if (!s)
        return;
    fz_drop_output(FZ(c), s->out);
    fz_free(FZ(c), s);
}
