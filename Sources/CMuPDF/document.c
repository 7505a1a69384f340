#include "shim.h"

#include <mupdf/pdf.h>

cmupdf_document *cmupdf_document_open(cmupdf_context *c, const char *path, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *doc = NULL;
    int failed = 0;
    CMUPDF_TRY(ctx, error)
        doc = fz_open_document(ctx, path);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? NULL : (cmupdf_document *)doc;
}

pdf_document *cmupdf_require_pdf(fz_context *ctx, cmupdf_document *doc, cmupdf_error *error)
{
    pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
    if (!pdf)
        cmupdf_set_error(error, CMUPDF_ERROR_NOT_PDF, "the document is not a PDF");
    return pdf;
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
    CMUPDF_TRY(ctx, error)
        result = fz_needs_password(ctx, (fz_document *)doc);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}

int cmupdf_document_authenticate(cmupdf_context *c, cmupdf_document *doc, const char *password, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    CMUPDF_TRY(ctx, error)
        result = fz_authenticate_password(ctx, (fz_document *)doc, password);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : (result != 0);
}

int cmupdf_document_count_pages(cmupdf_context *c, cmupdf_document *doc, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = -1, failed = 0;
    CMUPDF_TRY(ctx, error)
        result = fz_count_pages(ctx, (fz_document *)doc);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}

int cmupdf_page_bounds(cmupdf_context *c, cmupdf_document *doc, int number, cmupdf_rect *bounds, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_page *page = NULL;
    int failed = 0;
    fz_var(page);
    CMUPDF_TRY(ctx, error) {
        page = cmupdf_load_page(ctx, (fz_document *)doc, number);
        fz_rect r = fz_bound_page(ctx, page);
        bounds->x0 = r.x0; bounds->y0 = r.y0; bounds->x1 = r.x1; bounds->y1 = r.y1;
    }
    fz_always(ctx)
        fz_drop_page(ctx, page);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

int cmupdf_document_layout(cmupdf_context *c, cmupdf_document *doc, float width, float height, float em, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    CMUPDF_TRY(ctx, error) {
        if (fz_is_document_reflowable(ctx, (fz_document *)doc)) {
            fz_layout_document(ctx, (fz_document *)doc, width, height, em);
            result = 1;
        }
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}

int cmupdf_document_metadata(cmupdf_context *c, cmupdf_document *doc, const char *key, char *buffer, int size, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    CMUPDF_TRY(ctx, error)
        result = fz_lookup_metadata(ctx, (fz_document *)doc, key, buffer, size) > 0;
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}
