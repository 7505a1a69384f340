#include "shim.h"

#include <stdlib.h>

cmupdf_cookie *cmupdf_cookie_new(void)
{
    return (cmupdf_cookie *)calloc(1, sizeof(fz_cookie));
}

void cmupdf_cookie_abort(cmupdf_cookie *cookie)
{
    __atomic_store_n(&((fz_cookie *)cookie)->abort, 1, __ATOMIC_RELAXED);
}

void cmupdf_cookie_resume(cmupdf_cookie *cookie)
{
    __atomic_store_n(&((fz_cookie *)cookie)->abort, 0, __ATOMIC_RELAXED);
}

int cmupdf_cookie_aborted(const cmupdf_cookie *cookie)
{
    return __atomic_load_n(&((const fz_cookie *)cookie)->abort, __ATOMIC_RELAXED);
}

void cmupdf_cookie_free(cmupdf_cookie *cookie)
{
    free(cookie);
}

cmupdf_display_list *cmupdf_display_list_new(cmupdf_context *c, cmupdf_document *doc, int number, cmupdf_cookie *cookie,
                                             int *uses_overprint, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_page *page = NULL;
    fz_display_list *list = NULL;
    fz_device *dev = NULL;
    int failed = 0;
    fz_var(page);
    fz_var(list);
    fz_var(dev);
    CMUPDF_TRY(ctx, error) {
        page = cmupdf_load_page(ctx, (fz_document *)doc, number);
        list = fz_new_display_list(ctx, fz_bound_page(ctx, page));
        dev = fz_new_list_device(ctx, list);
        cmupdf_run_page_abortable(ctx, page, dev, (fz_cookie *)cookie, 0);
        fz_close_device(ctx, dev);
        *uses_overprint = fz_page_uses_overprint(ctx, page);
        cmupdf_memory_refusal_throw(ctx);
    }
    fz_always(ctx) {
        fz_drop_device(ctx, dev);
        fz_drop_page(ctx, page);
    }
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        fz_drop_display_list(ctx, list);
        return NULL;
    }
    return (cmupdf_display_list *)list;
}

void cmupdf_display_list_drop(cmupdf_context *c, cmupdf_display_list *list)
{
    fz_drop_display_list(FZ(c), (fz_display_list *)list);
}

int cmupdf_display_list_render(cmupdf_context *c, cmupdf_display_list *list, cmupdf_matrix m,
                               int origin_x, int origin_y, int width, int height,
                               unsigned char *pixels, int stride, int simulate_overprint, int rgb,
                               cmupdf_cookie *cookie, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_separations *seps = NULL;
    fz_pixmap *pix = NULL;
    fz_device *dev = NULL;
    int failed = 0;
    fz_var(seps);
    fz_var(pix);
    fz_var(dev);
    CMUPDF_TRY(ctx, error) {
        /* No spot colorants: the pixel layout stays RGBA. */
        if (simulate_overprint)
            seps = fz_new_separations(ctx, 0);
        pix = fz_new_pixmap_with_data(ctx, fz_device_rgb(ctx), width, height, seps, !rgb, stride, pixels);
        pix->x = origin_x;
        pix->y = origin_y;
        fz_clear_pixmap_with_value(ctx, pix, 0xFF);
        dev = fz_new_draw_device(ctx, fz_identity, pix);
        fz_matrix ctm = fz_make_matrix(m.a, m.b, m.c, m.d, m.e, m.f);
        fz_rect area = fz_make_rect(origin_x, origin_y, origin_x + width, origin_y + height);
        fz_run_display_list(ctx, (fz_display_list *)list, dev, ctm, area, (fz_cookie *)cookie);
        fz_close_device(ctx, dev);
        cmupdf_memory_refusal_throw(ctx);
    }
    fz_always(ctx) {
        fz_drop_device(ctx, dev);
        fz_drop_pixmap(ctx, pix);
        fz_drop_separations(ctx, seps);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

void cmupdf_page_geometry(cmupdf_rect bounds, float scale, int rotation, cmupdf_matrix *transform, cmupdf_irect *box)
{
    fz_matrix ctm = fz_pre_scale(fz_rotate(rotation), scale, scale);
    fz_rect r = fz_transform_rect(fz_make_rect(bounds.x0, bounds.y0, bounds.x1, bounds.y1), ctm);
    fz_irect ir = fz_round_rect(r);
    transform->a = ctm.a; transform->b = ctm.b; transform->c = ctm.c;
    transform->d = ctm.d; transform->e = ctm.e; transform->f = ctm.f;
    box->x0 = ir.x0; box->y0 = ir.y0; box->x1 = ir.x1; box->y1 = ir.y1;
}
