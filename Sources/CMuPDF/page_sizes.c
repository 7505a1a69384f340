#include "shim.h"

#include <mupdf/pdf.h>

/*
 * MuPDF 1.21 finds PDF page n by walking the page tree from its root
 * (pdf_lookup_page_loc), past every kid before it: reading every page's size
 * one lookup at a time is quadratic in the page count of a flat tree (one
 * /Kids array; 20,000 pages: 2·10^8 kid visits, seconds), and even one
 * lookup of the last page parses every page object (about 1 KiB each).
 *
 * This walks the tree in page order in steps of a few hundred pages, so the
 * document lock is free between steps, reading each page's bounds from its
 * dictionary as pdf_bound_page does (pdf_page_obj_transform: MediaBox,
 * CropBox, /Rotate, inherited) without loading the page. Each step drops
 * again the page objects it parsed itself (pdf_mark_xref before it,
 * pdf_clear_xref_to_mark after: the file still has them), so the walk's
 * memory does not grow with the document, while what a lookup in between
 * parsed stays cached for the next lookup.
 *
 * A flat tree is found directly through a page map (page_map.c); the walk
 * drops that map when the root's kids hold a node of pages after all.
 *
 * The lookup counts pages by the /Count of each node; the walk by the kids
 * it finds. Where the two could disagree (a node whose /Count is not the
 * pages under it, a kid that is neither /Page nor /Pages, a cycle, a total
 * other than `count`) the walk gives up and the caller reads sizes page by
 * page, so every page keeps the number MuPDF gives it.
 */

static pdf_obj *cmupdf_walk_root(fz_context *ctx, pdf_document *pdf)
{
    return pdf_dict_getp(ctx, pdf_trailer(ctx, pdf), "Root/Pages");
}

/* Whether objects parsed from the file may be dropped again: not when the
   document has changes of its own (an edited object held only by the xref
   would be lost) or was repaired (its objects may not be in the file). */
static int cmupdf_walk_may_forget(fz_context *ctx, pdf_document *pdf)
{
    return !pdf_has_unsaved_changes(ctx, pdf) && !pdf->repair_attempted;
}

/* One step of the walk (see the top of this file); returns 1 when every page
   was read, 0 when pages remain, and throws when the tree is not one the walk
   numbers as MuPDF does. */
static int cmupdf_walk_pages(fz_context *ctx, pdf_document *pdf, cmupdf_page_walk *walk, cmupdf_rect *bounds,
                             int count, int budget)
{
    pdf_obj *nodes[CMUPDF_PAGE_WALK_DEPTH];
    nodes[0] = cmupdf_walk_root(ctx, pdf);
    for (int d = 0; d < walk->depth; d++)
        nodes[d + 1] = pdf_array_get(ctx, pdf_dict_get(ctx, nodes[d], PDF_NAME(Kids)), walk->kid[d]);
    while (budget > 0) {
        pdf_obj *node = nodes[walk->depth];
        pdf_obj *kids = pdf_dict_get(ctx, node, PDF_NAME(Kids));
        int d = walk->depth;
        if (walk->kid[d] >= pdf_array_len(ctx, kids)) {
            if (pdf_to_int(ctx, pdf_dict_get(ctx, node, PDF_NAME(Count))) != walk->found - walk->start[d])
                fz_throw(ctx, FZ_ERROR_GENERIC, "page tree node counts other pages than it holds");
            if (d == 0) {
                if (walk->found != count)
                    fz_throw(ctx, FZ_ERROR_GENERIC, "page tree holds other pages than it counts");
                return 1;
            }
            walk->depth--;
            walk->kid[walk->depth]++;
            continue;
        }
        pdf_obj *kid = pdf_array_get(ctx, kids, walk->kid[d]);
        pdf_obj *type = pdf_dict_get(ctx, kid, PDF_NAME(Type));
        if (pdf_name_eq(ctx, type, PDF_NAME(Pages))) {
            if (d == 0)
                cmupdf_page_map_drop(ctx, pdf);
            if (d + 1 >= CMUPDF_PAGE_WALK_DEPTH)
                fz_throw(ctx, FZ_ERROR_GENERIC, "page tree too deep or cyclic");
            walk->depth = d + 1;
            walk->kid[d + 1] = 0;
            walk->start[d + 1] = walk->found;
            nodes[d + 1] = kid;
        } else if (pdf_name_eq(ctx, type, PDF_NAME(Page)) && walk->found < count) {
            fz_rect mediabox;
            fz_matrix ctm;
            pdf_page_obj_transform(ctx, kid, &mediabox, &ctm);
            fz_rect r = fz_transform_rect(mediabox, ctm);
            cmupdf_rect *b = &bounds[walk->found];
            b->x0 = r.x0; b->y0 = r.y0; b->x1 = r.x1; b->y1 = r.y1;
            walk->found++;
            walk->kid[d]++;
            budget--;
        } else
            fz_throw(ctx, FZ_ERROR_GENERIC, "page tree kid is neither a page nor pages, or too many pages");
    }
    return 0;
}

int cmupdf_page_walk_step(cmupdf_context *c, cmupdf_document *doc, cmupdf_page_walk *walk, cmupdf_rect *bounds,
                          int count, int budget, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int result = 0, failed = 0;
    CMUPDF_TRY(ctx, error) {
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (!pdf)
            fz_throw(ctx, FZ_ERROR_GENERIC, "not a PDF");
        int forget = cmupdf_walk_may_forget(ctx, pdf);
        if (forget)
            pdf_mark_xref(ctx, pdf);
        result = cmupdf_walk_pages(ctx, pdf, walk, bounds, count, budget);
        if (forget)
            pdf_clear_xref_to_mark(ctx, pdf);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : result;
}
