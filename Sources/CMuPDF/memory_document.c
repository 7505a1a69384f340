/* Opening a document from bytes in memory (the fuzz targets, Tests/Fuzz). */
#include "shim.h"

cmupdf_document *cmupdf_document_open_memory(cmupdf_context *c, const unsigned char *bytes, size_t length,
                                             const char *magic, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *doc = NULL;
    fz_stream *stream = NULL;
    int failed = 0;
    fz_var(stream);
    CMUPDF_TRY(ctx, error) {
        stream = fz_open_memory(ctx, bytes, length);
        doc = fz_open_document_with_stream(ctx, magic, stream);
    }
    fz_always(ctx)
        fz_drop_stream(ctx, stream);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? NULL : (cmupdf_document *)doc;
}
