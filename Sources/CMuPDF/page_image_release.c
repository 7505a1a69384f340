#include "shim.h"

#include <mupdf/pdf.h>

/*
 * MuPDF keeps every image a PDF page loads in the resource store, under the
 * image's object (pdf_load_image), and the image keeps its decoded pixels in
 * the store too, one copy for each subsampling a zoom asked for: a 9258 ×
 * 12259 scan drawn at 200 % holds 7 MB. Nothing drops them but the store's
 * own limit, so a reader paging through a book and zooming now and then sees
 * MuPDF's memory climb until every image of the book is held at every zoom
 * it was seen at (the soak's book: +5.3 MiB from its 1,000th action to its
 * 4,000th).
 *
 * When a page's display list leaves the document's cache (the page is far
 * from the reader now), this takes the page's images out of the store: the
 * image XObjects of its resources and of the forms it draws. An image that a
 * display list still holds (another page near the reader shows it) stays, so
 * it is never decoded twice; one that only the store held is freed, and
 * MuPDF frees its decoded pixels with it. Coming back to the page loads the
 * image again from the file (its object stays parsed) and decodes it again.
 */

/* Forms inside forms visited at most, and XObjects looked at in all: a page's
   resources are a graph (a form may name itself), and a hostile one must not
   make the walk long. */
enum { CMUPDF_RELEASE_FORM_DEPTH = 4, CMUPDF_RELEASE_XOBJECT_BUDGET = 512 };

/* Takes `dict`'s image out of the store when nothing but the store holds it;
   1 when it did. */
static int cmupdf_release_image(fz_context *ctx, pdf_obj *dict)
{
    fz_image *image = pdf_find_item(ctx, fz_drop_image_imp, dict);
    if (!image)
        return 0;
    /* The references of the store, of this lookup, and of the store's keys
       of its decoded pixels; any other is a display list's. Read under the
       lock MuPDF counts them under (fz_lock itself would call the lock
       debugging that the Debian archive leaves out). */
    ctx->locks.lock(ctx->locks.user, FZ_LOCK_ALLOC);
    int held_elsewhere = image->key_storable.storable.refs - image->key_storable.store_key_refs > 2;
    ctx->locks.unlock(ctx->locks.user, FZ_LOCK_ALLOC);
    /* The store lets go of its reference without asking whether only its
       keys are left (fz_remove_item), so the lookup's reference is dropped
       last: that drop reaps the decoded pixels and frees the image. */
    if (!held_elsewhere)
        pdf_remove_item(ctx, fz_drop_image_imp, dict);
    fz_drop_image(ctx, image);
    return !held_elsewhere;
}

static int cmupdf_release_xobjects(fz_context *ctx, pdf_obj *resources, int depth, int *budget)
{
    int released = 0;
    pdf_obj *xobjects = pdf_dict_get(ctx, resources, PDF_NAME(XObject));
    int n = pdf_dict_len(ctx, xobjects);
    for (int i = 0; i < n && *budget > 0; i++, (*budget)--) {
        pdf_obj *xobject = pdf_dict_get_val(ctx, xobjects, i);
        pdf_obj *subtype = pdf_dict_get(ctx, xobject, PDF_NAME(Subtype));
        if (pdf_name_eq(ctx, subtype, PDF_NAME(Image)))
            released += cmupdf_release_image(ctx, xobject);
        else if (pdf_name_eq(ctx, subtype, PDF_NAME(Form)) && depth < CMUPDF_RELEASE_FORM_DEPTH)
            released += cmupdf_release_xobjects(ctx, pdf_dict_get(ctx, xobject, PDF_NAME(Resources)), depth + 1, budget);
    }
    return released;
}

int cmupdf_page_release_images(cmupdf_context *c, cmupdf_document *doc, int index, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int released = 0, failed = 0;
    CMUPDF_TRY(ctx, error) {
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (pdf) {
            /* Borrowed: with a page map pdf_lookup_page_obj returns a reference of its own. */
            pdf_obj *page = cmupdf_page_object(ctx, pdf, index);
            int budget = CMUPDF_RELEASE_XOBJECT_BUDGET;
            released = cmupdf_release_xobjects(ctx, pdf_dict_get_inheritable(ctx, page, PDF_NAME(Resources)), 0, &budget);
        }
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : released;
}
