#include "shim.h"

#include <mupdf/pdf.h>

/* Annotation layers: a page drawn in parts, for RenderOptions.annotationHandling and for
   Highlight annotations in Night (see Document+AnnotationLayers.swift). */

static int is_highlight(fz_context *ctx, pdf_annot *annot)
{
    return pdf_annot_type(ctx, annot) == PDF_ANNOT_HIGHLIGHT;
}

/* Runs the parts of `page` that `layers` names onto `dev`; returns how many annotations it ran. */
static int run_layers(fz_context *ctx, fz_page *page, int layers, fz_device *dev, fz_matrix ctm, fz_cookie *cookie)
{
    int count = 0;
    if (layers & CMUPDF_LAYER_CONTENTS)
        fz_run_page_contents(ctx, page, dev, ctm, cookie);
    pdf_page *pdf = pdf_page_from_fz_page(ctx, page);
    if (!pdf)
        return 0;
    for (pdf_annot *annot = pdf_first_annot(ctx, pdf); annot; annot = pdf_next_annot(ctx, annot)) {
        int wanted = is_highlight(ctx, annot) ? layers & CMUPDF_LAYER_HIGHLIGHTS : layers & CMUPDF_LAYER_OTHER_ANNOTATIONS;
        if (!wanted)
            continue;
        pdf_run_annot(ctx, annot, dev, ctm, cookie);
        count++;
    }
    if (layers & CMUPDF_LAYER_OTHER_ANNOTATIONS) {
        for (pdf_annot *widget = pdf_first_widget(ctx, pdf); widget; widget = pdf_next_widget(ctx, widget)) {
            pdf_run_annot(ctx, widget, dev, ctm, cookie);
            count++;
        }
    }
    return count;
}

int cmupdf_render_layers(cmupdf_context *c, cmupdf_document *doc, int number, int layers, cmupdf_matrix m,
                         int origin_x, int origin_y, int width, int height, unsigned char *pixels, int stride,
                         int transparent, cmupdf_cookie *cookie, int *annotation_count, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_page *page = NULL;
    fz_pixmap *pix = NULL;
    fz_device *dev = NULL, *guard = NULL;
    int failed = 0;
    *annotation_count = 0;
    fz_var(page);
    fz_var(pix);
    fz_var(dev);
    fz_var(guard);
    CMUPDF_TRY(ctx, error) {
        page = cmupdf_load_page(ctx, (fz_document *)doc, number);
        pix = fz_new_pixmap_with_data(ctx, fz_device_rgb(ctx), width, height, NULL, 1, stride, pixels);
        pix->x = origin_x;
        pix->y = origin_y;
        if (transparent)
            fz_clear_pixmap(ctx, pix);
        else
            fz_clear_pixmap_with_value(ctx, pix, 0xFF);
        dev = fz_new_draw_device(ctx, fz_identity, pix);
        fz_matrix ctm = fz_make_matrix(m.a, m.b, m.c, m.d, m.e, m.f);
        /* Drawn from the page, not a display list: the abort device lets the
           cookie stop Type3 glyphs that MuPDF runs without it. */
        guard = cmupdf_new_abort_device(ctx, dev, (fz_cookie *)cookie, 0);
        *annotation_count = run_layers(ctx, page, layers, guard, ctm, (fz_cookie *)cookie);
        fz_close_device(ctx, dev);
    }
    fz_always(ctx) {
        fz_drop_device(ctx, guard);
        fz_drop_device(ctx, dev);
        fz_drop_pixmap(ctx, pix);
        fz_drop_page(ctx, page);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

int cmupdf_page_annotation_counts(cmupdf_context *c, cmupdf_document *doc, int number, int *highlights, int *others,
                                  cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_page *page = NULL;
    int failed = 0;
    *highlights = 0;
    *others = 0;
    fz_var(page);
    CMUPDF_TRY(ctx, error) {
        page = cmupdf_load_page(ctx, (fz_document *)doc, number);
        pdf_page *pdf = pdf_page_from_fz_page(ctx, page);
        if (pdf) {
            for (pdf_annot *annot = pdf_first_annot(ctx, pdf); annot; annot = pdf_next_annot(ctx, annot))
                (*(is_highlight(ctx, annot) ? highlights : others))++;
            for (pdf_annot *widget = pdf_first_widget(ctx, pdf); widget; widget = pdf_next_widget(ctx, widget))
                (*others)++;
        }
    }
    fz_always(ctx) {
        fz_drop_page(ctx, page);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}
