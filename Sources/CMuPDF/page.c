#include "shim.h"

#include <mupdf/pdf.h>

/*
 * MuPDF 1.21 draws an annotation that has no appearance stream (/AP) with
 * one it synthesizes when the page loads (pdf_load_annots → pdf_update_page).
 * The synthesized stream and the annotation's new /AP entry go into the
 * document's "local xref", an overlay that is never saved: the first change
 * to an object there copies it out of the real xref (copy on write), and any
 * real edit discards the overlay.
 *
 * The copy happens once per object. The page's annotation dictionaries are
 * read from the real xref, so when a page is loaded again while the overlay
 * from an earlier load still holds the page object, the annotations written
 * into the page's /Annots array (direct objects, as pypdf and FPDF write them)
 * are the real xref's: synthesis then writes /AP and a changed /Rect into the
 * document itself, naming streams that exist only in the overlay. The next
 * ink edit discards the overlay, so those annotations lose their look on
 * screen, and a save writes references to objects that were never written.
 *
 * sdlpdf never keeps a page loaded between calls, so dropping the overlay
 * before every load makes each load synthesize into a fresh overlay from the
 * file's own, untouched annotations. The page itself is found through the
 * page map of a flat tree when there is one (page_map.c).
 */
fz_page *cmupdf_load_page(fz_context *ctx, fz_document *doc, int number)
{
    pdf_document *pdf = pdf_document_from_fz_document(ctx, doc);
    if (!pdf)
        return fz_load_page(ctx, doc, number);
    if (pdf->local_xref)
        pdf_drop_local_xref_and_resources(ctx, pdf);
    return cmupdf_page_map_load_page(ctx, pdf, number);
}
