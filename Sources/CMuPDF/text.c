#include "shim.h"

#include <pthread.h>

/* The UI font is created once and shared by every context of the interface
   family (fonts are reference counted under MuPDF's locks). A font belongs to
   the family that made it (its FreeType library and memory budget), so only
   contexts of that one family, which lives as long as the process, may draw
   with it (TextRenderer's). */
static fz_font *cmupdf_ui_font;
static pthread_mutex_t cmupdf_ui_font_lock = PTHREAD_MUTEX_INITIALIZER;

/* Returns the shared UI font (built-in Helvetica), creating it on first use.
   Throws through MuPDF when it cannot be created. */
static fz_font *cmupdf_ui_font_get(fz_context *ctx)
{
    pthread_mutex_lock(&cmupdf_ui_font_lock);
    fz_font *font = cmupdf_ui_font;
    pthread_mutex_unlock(&cmupdf_ui_font_lock);
    if (font)
        return font;
    font = fz_new_base14_font(ctx, "Helvetica");
    pthread_mutex_lock(&cmupdf_ui_font_lock);
    if (!cmupdf_ui_font) {
        cmupdf_ui_font = font;
        font = NULL;
    }
    pthread_mutex_unlock(&cmupdf_ui_font_lock);
    fz_drop_font(ctx, font);
    return cmupdf_ui_font;
}

int cmupdf_text_measure(cmupdf_context *c, const char *utf8, float size, float *width, float *ascent, float *descent, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int failed = 0;
    CMUPDF_TRY(ctx, error) {
        fz_font *font = cmupdf_ui_font_get(ctx);
        fz_matrix end = fz_measure_string(ctx, font, fz_scale(size, size), utf8, 0, 0, FZ_BIDI_LTR, FZ_LANG_UNSET);
        *width = end.e;
        *ascent = fz_font_ascender(ctx, font) * size;
        *descent = -fz_font_descender(ctx, font) * size;
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

int cmupdf_text_draw(cmupdf_context *c, const char *utf8, float size, const float rgba[4], float x, float y,
                     unsigned char *pixels, int width, int height, int stride, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_pixmap *pix = NULL;
    fz_device *dev = NULL;
    fz_text *text = NULL;
    int failed = 0;
    fz_var(pix);
    fz_var(dev);
    fz_var(text);
    CMUPDF_TRY(ctx, error) {
        fz_font *font = cmupdf_ui_font_get(ctx);
        pix = fz_new_pixmap_with_data(ctx, fz_device_rgb(ctx), width, height, NULL, 1, stride, pixels);
        text = fz_new_text(ctx);
        /* Text space has y up; the flip puts glyphs upright in pixel space. */
        fz_matrix trm = fz_make_matrix(size, 0, 0, -size, x, y);
        fz_show_string(ctx, text, font, trm, utf8, 0, 0, FZ_BIDI_LTR, FZ_LANG_UNSET);
        dev = fz_new_draw_device(ctx, fz_identity, pix);
        float color[3] = { rgba[0], rgba[1], rgba[2] };
        fz_fill_text(ctx, dev, text, fz_identity, fz_device_rgb(ctx), color, rgba[3], fz_default_color_params);
        fz_close_device(ctx, dev);
    }
    fz_always(ctx) {
        fz_drop_device(ctx, dev);
        fz_drop_text(ctx, text);
        fz_drop_pixmap(ctx, pix);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}
