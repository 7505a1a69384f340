#include "shim.h"

int cmupdf_document_relayout_pages(cmupdf_context *c, cmupdf_document *doc, int *pages, int count, float width, float height,
                                   float em, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *d = (fz_document *)doc;
    fz_bookmark *marks = NULL;
    int failed = 0, i;
    fz_var(marks);
    CMUPDF_TRY(ctx, error) {
        marks = fz_malloc_array(ctx, count > 0 ? count : 1, fz_bookmark);
        for (i = 0; i < count; i++)
            marks[i] = fz_make_bookmark(ctx, d, fz_location_from_page_number(ctx, d, pages[i]));
        fz_layout_document(ctx, d, width, height, em);
        for (i = 0; i < count; i++) {
            pages[i] = fz_page_number_from_location(ctx, d, fz_lookup_bookmark(ctx, d, marks[i]));
            if (pages[i] < 0)
                pages[i] = 0;
        }
    }
    fz_always(ctx)
        fz_free(ctx, marks);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}
