#include <stdio.h>

#include <jpeglib.h>

/*
 * libjpeg prints its warnings about damaged pictures ("Corrupt JPEG data:
 * bad Huffman code") to stderr itself: MuPDF (load-jpeg.c, filter-dct.c)
 * sets up libjpeg's standard error manager with jpeg_std_error and replaces
 * only error_exit, so MuPDF's warning callback never sees them. sdlpdf drops
 * MuPDF's own warnings (context.c); these go the same way. The link wraps
 * jpeg_std_error (Package.swift: --wrap=jpeg_std_error), so every error
 * manager MuPDF sets up gets a silent output_message. Errors still reach
 * MuPDF through its error_exit, which throws them as MuPDF errors.
 */
struct jpeg_error_mgr *__real_jpeg_std_error(struct jpeg_error_mgr *err);
struct jpeg_error_mgr *__wrap_jpeg_std_error(struct jpeg_error_mgr *err);

static void cmupdf_jpeg_quiet(j_common_ptr cinfo)
{
    (void)cinfo;
}

struct jpeg_error_mgr *__wrap_jpeg_std_error(struct jpeg_error_mgr *err)
{
    __real_jpeg_std_error(err);
    err->output_message = cmupdf_jpeg_quiet;
    return err;
}
