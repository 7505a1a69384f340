#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

/*
 * libjpeg prints its warnings about damaged pictures ("Corrupt JPEG data:
 * bad Huffman code") to stderr itself: MuPDF (load-jpeg.c, filter-dct.c)
 * sets up libjpeg's standard error manager with jpeg_std_error and replaces
 * only error_exit, so MuPDF's warning callback never sees them. sdlpdf drops
 * MuPDF's own warnings (context.c); these go the same way.
 *
 * This definition of jpeg_std_error is the one MuPDF's static archive binds
 * to (an object of the program comes before the shared libjpeg), so every
 * error manager MuPDF sets up gets a silent output_message. It fills the
 * manager with libjpeg's own jpeg_std_error (found with RTLD_NEXT), so errors
 * still reach MuPDF through its error_exit, which throws them as MuPDF
 * errors. Interposing needs no linker flag, which a package used as a
 * versioned dependency may not have.
 */
static void cmupdf_jpeg_quiet(j_common_ptr cinfo)
{
    (void)cinfo;
}

struct jpeg_error_mgr *jpeg_std_error(struct jpeg_error_mgr *err)
{
    typedef struct jpeg_error_mgr *(*std_error_fn)(struct jpeg_error_mgr *);
    std_error_fn libjpeg_std_error = (std_error_fn)dlsym(RTLD_NEXT, "jpeg_std_error");
    if (!libjpeg_std_error) {
        fprintf(stderr, "sdlpdf: libjpeg's jpeg_std_error is missing: %s\n", dlerror());
        abort();
    }
    libjpeg_std_error(err);
    err->output_message = cmupdf_jpeg_quiet;
    return err;
}
