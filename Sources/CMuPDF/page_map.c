#include "shim.h"

#include <mupdf/pdf.h>
#include <stdlib.h>

/*
 * Without a page map MuPDF 1.21 finds PDF page n by walking the page tree from
 * its root (pdf_lookup_page_loc) and resolving every kid before n: in a flat
 * tree (one /Kids array) the last page of 20,000 parses all 20,000 page
 * objects first (about 1 KiB each), and a link's page number
 * (pdf_lookup_page_number) walks the kids of its page's parent the same way.
 *
 * With a map (pdf_document's fwd_page_map, rev_page_map, map_page_count,
 * public in pdf/document.h) pdf_lookup_page_obj reads the page's object number
 * from fwd_page_map and pdf_lookup_page_number binary-searches rev_page_map.
 * MuPDF's own builder (pdf_load_page_tree) resolves every kid to read its
 * /Type, the very cost to avoid. A flat tree is taken at its word instead:
 * with as many kids as its /Count, the last a page, kid i is page i, and the
 * kids' object numbers are the map without resolving any of them.
 *
 * Loading a page through the map in 1.21 has two faults, which
 * cmupdf_page_map_load_page repairs right after fz_load_page:
 *
 * - pdf_lookup_page_obj returns pdf_load_object (a reference the caller
 *   owns) where the walk returns a borrowed one, and pdf_load_page_imp keeps
 *   it again for page->obj without ever dropping the first: one reference too
 *   many on every load, so the page object is never freed.
 *
 * - page->obj is the page dictionary itself where the walk gives the kid, an
 *   indirect reference. MuPDF draws annotations without /AP with appearances
 *   it makes up in the document's local xref (see page.c): the first change
 *   there moves the page dictionary into the local xref and leaves a copy in
 *   the real one. An indirect reference follows the object (the local one
 *   while MuPDF works on annotations, the real one otherwise); the dictionary
 *   itself stays the moved one. The next real edit (an ink stroke adding
 *   itself to /Annots) discards the local xref, and with it the only xref
 *   that held that dictionary: the stroke is written into a page dictionary
 *   no xref holds any more, so it is neither drawn nor saved, and the
 *   annotations written into the page's /Annots array keep /AP entries
 *   naming streams that went with the local xref (ForeignAnnotationTests).
 *
 * So page->obj becomes the kid again, as the walk gives it, and both
 * references on the dictionary are dropped.
 *
 * The map is checked before every use: it is dropped when the document was
 * repaired (objects may have moved; a repaired document is never mapped) or
 * its root's kids are no longer the mapped ones, and when a kid looked up (or
 * met by the walk of page_sizes.c) turns out to be a node of pages: the tree
 * was not flat as it claimed, and the walk numbers its pages. MuPDF's
 * own users (pdf_load_outline loads and drops a map of its own when there is
 * none) nest on the map through page_map_nesting; this map is one level of it.
 */

static pdf_obj *cmupdf_root_kids(fz_context *ctx, pdf_document *pdf)
{
    return pdf_dict_get(ctx, pdf_dict_getp(ctx, pdf_trailer(ctx, pdf), "Root/Pages"), PDF_NAME(Kids));
}

static int cmupdf_compare_rev_entries(const void *a, const void *b)
{
    const pdf_rev_page_map *x = a, *y = b;
    return (x->object > y->object) - (x->object < y->object);
}

/* Whether the root of the page tree is one node with `count` kids, as many
   as its /Count, every one a reference to an object and the last a page. */
static int cmupdf_tree_is_flat(fz_context *ctx, pdf_document *pdf, int count)
{
    pdf_obj *root = pdf_dict_getp(ctx, pdf_trailer(ctx, pdf), "Root/Pages");
    pdf_obj *kids = pdf_dict_get(ctx, root, PDF_NAME(Kids));
    int n = pdf_array_len(ctx, kids);
    if (n != count || n <= 0 || pdf_to_int(ctx, pdf_dict_get(ctx, root, PDF_NAME(Count))) != count)
        return 0;
    for (int i = 0; i < n; i++)
        if (!pdf_is_indirect(ctx, pdf_array_get(ctx, kids, i)))
            return 0;
    return pdf_name_eq(ctx, pdf_dict_get(ctx, pdf_array_get(ctx, kids, n - 1), PDF_NAME(Type)), PDF_NAME(Page));
}

/* Fills MuPDF's map from the kids of a flat tree, one level of page_map_nesting. */
static void cmupdf_map_kids(fz_context *ctx, pdf_document *pdf, int count)
{
    pdf_obj *kids = cmupdf_root_kids(ctx, pdf);
    int *fwd = NULL;
    pdf_rev_page_map *rev = NULL;
    fz_var(fwd);
    fz_var(rev);
    fz_try(ctx) {
        fwd = fz_malloc_array(ctx, count, int);
        rev = fz_malloc_array(ctx, count, pdf_rev_page_map);
    }
    fz_catch(ctx) {
        fz_free(ctx, fwd);
        fz_rethrow(ctx);
    }
    int sorted = 1;
    for (int i = 0; i < count; i++) {
        fwd[i] = pdf_to_num(ctx, pdf_array_get(ctx, kids, i));
        rev[i].page = i;
        rev[i].object = fwd[i];
        sorted = sorted && (i == 0 || fwd[i] > fwd[i - 1]);
    }
    /* Writers mostly number the pages in order: then the reverse map is sorted already. */
    if (!sorted)
        qsort(rev, count, sizeof *rev, cmupdf_compare_rev_entries);
    /* pdf_load_page_tree counts under FZ_LOCK_ALLOC; the callers hold the
       document's own lock (and fz_lock's debug variant is not in the
       release archive). */
    pdf->page_map_nesting++;
    pdf->map_page_count = count;
    pdf->fwd_page_map = fwd;
    pdf->rev_page_map = rev;
}

int cmupdf_document_map_flat_page_tree(cmupdf_context *c, cmupdf_document *doc, int count, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int failed = 0, flat = 0;
    CMUPDF_TRY(ctx, error) {
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (pdf) {
            cmupdf_page_map_check(ctx, pdf);
            flat = cmupdf_tree_is_flat(ctx, pdf, count);
            if (flat && !pdf->fwd_page_map && pdf->page_map_nesting == 0 && !pdf->repair_attempted)
                cmupdf_map_kids(ctx, pdf, count);
        }
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : flat;
}

void cmupdf_page_map_drop(fz_context *ctx, pdf_document *pdf)
{
    if (pdf->fwd_page_map && pdf->page_map_nesting > 0)
        pdf_drop_page_tree(ctx, pdf);
}

void cmupdf_page_map_check(fz_context *ctx, pdf_document *pdf)
{
    if (pdf->fwd_page_map && (pdf->repair_attempted || pdf_array_len(ctx, cmupdf_root_kids(ctx, pdf)) != pdf->map_page_count))
        cmupdf_page_map_drop(ctx, pdf);
}

/* Page `number`'s kid when the map holds it, NULL when there is no map (or
   the number is out of its range). A kid that is a node of pages, as MuPDF's
   walk tells one (/Type /Pages, or no /Type but /Kids and no /MediaBox),
   shows the tree was not flat as it claimed: the map is dropped. */
static pdf_obj *cmupdf_mapped_kid(fz_context *ctx, pdf_document *pdf, int number)
{
    cmupdf_page_map_check(ctx, pdf);
    if (!pdf->fwd_page_map || number < 0 || number >= pdf->map_page_count)
        return NULL;
    pdf_obj *kid = pdf_array_get(ctx, cmupdf_root_kids(ctx, pdf), number);
    pdf_obj *type = pdf_dict_get(ctx, kid, PDF_NAME(Type));
    int node = type ? pdf_name_eq(ctx, type, PDF_NAME(Pages))
                    : pdf_dict_get(ctx, kid, PDF_NAME(Kids)) && !pdf_dict_get(ctx, kid, PDF_NAME(MediaBox));
    if (pdf_to_num(ctx, kid) == pdf->fwd_page_map[number] && !node)
        return kid;
    cmupdf_page_map_drop(ctx, pdf);
    return NULL;
}

pdf_obj *cmupdf_page_object(fz_context *ctx, pdf_document *pdf, int number)
{
    pdf_obj *kid = cmupdf_mapped_kid(ctx, pdf, number);
    return kid ? kid : pdf_lookup_page_obj(ctx, pdf, number);
}

fz_page *cmupdf_page_map_load_page(fz_context *ctx, pdf_document *pdf, int number)
{
    pdf_obj *kid = cmupdf_mapped_kid(ctx, pdf, number);
    pdf_page *page = (pdf_page *)fz_load_page(ctx, (fz_document *)pdf, number);
    /* An open page (fz_load_page keeps it again) already has the kid. */
    if (kid && !pdf_is_indirect(ctx, page->obj)) {
        pdf_obj *dictionary = page->obj;
        page->obj = pdf_keep_obj(ctx, kid);
        pdf_drop_obj(ctx, dictionary); /* page->obj's */
        pdf_drop_obj(ctx, dictionary); /* pdf_lookup_page_obj's, which pdf_load_page_imp never drops */
    }
    return (fz_page *)page;
}
