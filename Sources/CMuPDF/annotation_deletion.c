#include "shim.h"

#include <mupdf/pdf.h>

/* Frees the object `ref` refers to, when it is an indirect reference to one. */
static void cmupdf_delete_if_object(fz_context *ctx, pdf_document *pdf, pdf_obj *ref)
{
    if (pdf_is_indirect(ctx, ref) && pdf_resolve_indirect(ctx, ref))
        pdf_delete_object(ctx, pdf, pdf_to_num(ctx, ref));
}

int cmupdf_annotation_delete(cmupdf_context *c, cmupdf_document *doc, int object_number, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    pdf_obj *ref = NULL;
    int failed = 0;
    pdf_document *pdf = cmupdf_require_pdf(ctx, doc, error);
    if (!pdf)
        return -1;
    fz_var(ref);
    CMUPDF_TRY(ctx, error) {
        ref = pdf_new_indirect(ctx, pdf, object_number, 0);
        if (!pdf_is_dict(ctx, ref) || !pdf_dict_get(ctx, ref, PDF_NAME(Subtype)))
            fz_throw(ctx, FZ_ERROR_GENERIC, "object %d is not an annotation", object_number);
        pdf_obj *appearances = pdf_dict_get(ctx, ref, PDF_NAME(AP));
        cmupdf_delete_if_object(ctx, pdf, pdf_dict_get(ctx, appearances, PDF_NAME(N)));
        cmupdf_delete_if_object(ctx, pdf, pdf_dict_get(ctx, appearances, PDF_NAME(R)));
        cmupdf_delete_if_object(ctx, pdf, pdf_dict_get(ctx, appearances, PDF_NAME(D)));
        pdf_delete_object(ctx, pdf, object_number);
    }
    fz_always(ctx)
        pdf_drop_obj(ctx, ref);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}
