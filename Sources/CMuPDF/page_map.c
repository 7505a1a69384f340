#include "shim.h"

#include <mupdf/pdf.h>

/*
 * Without a page map, MuPDF 1.21 finds PDF page n by walking the page tree
 * from its root (pdf_lookup_page_loc), looking at every kid before it: in a
 * flat tree (one /Kids array) reading every page's size is quadratic in the
 * page count (20,000 pages: 2·10^8 kid visits, seconds). pdf_load_page_tree
 * walks the tree once into a forward map (page → object) that
 * pdf_lookup_page_obj then reads directly, and a reverse one that
 * pdf_lookup_page_number (link targets) binary-searches.
 *
 * The map names page objects by number, so it holds as long as pages are
 * neither inserted, deleted nor renumbered; sdlpdf only adds annotations and
 * saves without garbage collection, which keeps every number.
 *
 * A tree whose /Count entries do not match its kids is mapped by the kids it
 * has, while the walk goes by the counts: the two would number the pages
 * differently. Such a tree leaves a slot of the map empty, so a map with an
 * empty slot is dropped and the tree walked as before.
 */
static int cmupdf_page_map_is_complete(const pdf_document *pdf)
{
    for (int i = 0; i < pdf->map_page_count; i++)
        if (pdf->fwd_page_map[i] == 0)
            return 0;
    return 1;
}

int cmupdf_document_map_pages(cmupdf_context *c, cmupdf_document *doc, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    pdf_document *pdf = NULL;
    int failed = 0, mapped = 0;
    cmupdf_clear_error(error);
    fz_try(ctx) {
        pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (pdf && pdf->page_map_nesting == 0) {
            pdf_load_page_tree(ctx, pdf);
            if (pdf->fwd_page_map && !cmupdf_page_map_is_complete(pdf))
                pdf_drop_page_tree(ctx, pdf);
        }
        mapped = pdf && pdf->page_map_nesting > 0 && pdf->fwd_page_map;
    }
    fz_catch(ctx) {
        failed = 1;
        cmupdf_fill_error(ctx, error);
    }
    return failed ? -1 : mapped;
}

void cmupdf_document_unmap_pages(cmupdf_context *c, cmupdf_document *doc)
{
    fz_context *ctx = FZ(c);
    fz_try(ctx) {
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (pdf && pdf->page_map_nesting > 0)
            pdf_drop_page_tree(ctx, pdf);
    }
    fz_catch(ctx) {
        /* dropping never reports; nothing to hand back */
    }
}
