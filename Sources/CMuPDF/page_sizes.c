#include "shim.h"

#include <mupdf/pdf.h>

/*
 * MuPDF 1.21 finds PDF page n by walking the page tree from its root
 * (pdf_lookup_page_loc), past every kid before it: reading every page's size
 * one lookup at a time is quadratic in the page count of a flat tree (one
 * /Kids array; 20,000 pages: 2·10^8 kid visits, seconds). This walks the tree
 * once, in page order, and reads each page's bounds from its dictionary as
 * pdf_bound_page does (pdf_page_obj_transform: MediaBox, CropBox, /Rotate,
 * inherited), without loading the page.
 *
 * The lookup counts pages by the /Count of each node; the walk by the kids
 * it finds. Where the two could disagree (a node whose /Count is not the
 * pages under it, a kid that is neither /Page nor /Pages, a cycle, a total
 * other than `count`) the walk gives up and the caller reads sizes page by
 * page as before, so every page keeps the number MuPDF gives it.
 */
static int cmupdf_walk_pages(fz_context *ctx, pdf_obj *node, cmupdf_rect *bounds, int count, int found, int depth)
{
    int start = found;
    if (depth > 64 || pdf_mark_obj(ctx, node))
        fz_throw(ctx, FZ_ERROR_GENERIC, "page tree too deep or cyclic");
    fz_try(ctx) {
        pdf_obj *kids = pdf_dict_get(ctx, node, PDF_NAME(Kids));
        int n = pdf_array_len(ctx, kids);
        for (int i = 0; i < n; i++) {
            pdf_obj *kid = pdf_array_get(ctx, kids, i);
            pdf_obj *type = pdf_dict_get(ctx, kid, PDF_NAME(Type));
            if (pdf_name_eq(ctx, type, PDF_NAME(Pages)))
                found = cmupdf_walk_pages(ctx, kid, bounds, count, found, depth + 1);
            else if (pdf_name_eq(ctx, type, PDF_NAME(Page)) && found < count) {
                fz_rect mediabox;
                fz_matrix ctm;
                pdf_page_obj_transform(ctx, kid, &mediabox, &ctm);
                fz_rect r = fz_transform_rect(mediabox, ctm);
                bounds[found].x0 = r.x0; bounds[found].y0 = r.y0; bounds[found].x1 = r.x1; bounds[found].y1 = r.y1;
                found++;
            } else
                fz_throw(ctx, FZ_ERROR_GENERIC, "page tree kid is neither a page nor pages, or too many pages");
        }
        if (pdf_to_int(ctx, pdf_dict_get(ctx, node, PDF_NAME(Count))) != found - start)
            fz_throw(ctx, FZ_ERROR_GENERIC, "page tree node counts other pages than it holds");
    }
    fz_always(ctx)
        pdf_unmark_obj(ctx, node);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return found;
}

int cmupdf_document_all_page_bounds(cmupdf_context *c, cmupdf_document *doc, cmupdf_rect *bounds, int count,
                                    cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int failed = 0, read = 0;
    cmupdf_clear_error(error);
    fz_try(ctx) {
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (pdf) {
            pdf_obj *root = pdf_dict_getp(ctx, pdf_trailer(ctx, pdf), "Root/Pages");
            read = cmupdf_walk_pages(ctx, root, bounds, count, 0, 0) == count;
        }
    }
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : read;
}
