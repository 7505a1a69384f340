#include "shim.h"

#include <mupdf/pdf.h>

cmupdf_document *cmupdf_document_open(cmupdf_context *c, const char *path, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *doc = NULL;
    int failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx)
        doc = fz_open_document(ctx, path);
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? NULL : (cmupdf_document *)doc;
}

void cmupdf_document_drop(cmupdf_context *c, cmupdf_document *doc)
{
    fz_context *ctx = FZ(c);
    fz_try(ctx) {
        /* pdf_drop_document frees rev_page_map but not fwd_page_map. */
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (pdf)
            cmupdf_page_map_drop(ctx, pdf);
        fz_drop_document(ctx, (fz_document *)doc);
    }
    fz_catch(ctx) {
        /* dropping never reports; nothing to hand back */
    }
}

int cmupdf_document_needs_password(cmupdf_context *c, cmupdf_document *doc, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx)
        result = fz_needs_password(ctx, (fz_document *)doc);
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : result;
}

int cmupdf_document_authenticate(cmupdf_context *c, cmupdf_document *doc, const char *password, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx)
        result = fz_authenticate_password(ctx, (fz_document *)doc, password);
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : (result != 0);
}

int cmupdf_document_count_pages(cmupdf_context *c, cmupdf_document *doc, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = -1, failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx)
        result = fz_count_pages(ctx, (fz_document *)doc);
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : result;
}

int cmupdf_page_bounds(cmupdf_context *c, cmupdf_document *doc, int number, cmupdf_rect *bounds, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_page *page = NULL;
    int failed = 0;
    cmupdf_clear_error(error);
    fz_var(page);
    fz_try(ctx) {
        page = cmupdf_load_page(ctx, (fz_document *)doc, number);
        fz_rect r = fz_bound_page(ctx, page);
        bounds->x0 = r.x0; bounds->y0 = r.y0; bounds->x1 = r.x1; bounds->y1 = r.y1;
    }
    fz_always(ctx)
        fz_drop_page(ctx, page);
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : 0;
}

int cmupdf_document_layout(cmupdf_context *c, cmupdf_document *doc, float width, float height, float em, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx) {
        if (fz_is_document_reflowable(ctx, (fz_document *)doc)) {
            fz_layout_document(ctx, (fz_document *)doc, width, height, em);
            result = 1;
        }
    }
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : result;
}

int cmupdf_document_metadata(cmupdf_context *c, cmupdf_document *doc, const char *key, char *buffer, int size, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    cmupdf_clear_error(error);
    fz_try(ctx)
        result = fz_lookup_metadata(ctx, (fz_document *)doc, key, buffer, size) > 0;
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : result;
}
