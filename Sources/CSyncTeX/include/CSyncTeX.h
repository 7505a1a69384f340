/*
 * CSyncTeX: the only code in sdlpdf that calls libsynctex, the SyncTeX
 * parser TeX Live ships. It reads FILE.synctex.gz beside FILE.pdf and
 * answers forward (source line to boxes on pages) and inverse (a point on a
 * page to a source line) queries. Pages count from 0; coordinates are
 * points from the page's top-left. Failures come back as an error record.
 * A scanner is used by one thread at a time.
 */
#ifndef CSYNCTEX_H
#define CSYNCTEX_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sdlpdf_synctex_error {
    int failed;
    char message[512];
} sdlpdf_synctex_error;

typedef struct sdlpdf_synctex sdlpdf_synctex;

/* A box SyncTeX gives for a source line. */
typedef struct sdlpdf_synctex_box {
    int page;
    double x, y, width, height;
} sdlpdf_synctex_box;

/* Reads the SyncTeX file of the PDF at `pdf_path` (PDF.synctex.gz or
   PDF.synctex beside it). NULL with `error` when there is none or it cannot be read. */
sdlpdf_synctex *sdlpdf_synctex_open(const char *pdf_path, sdlpdf_synctex_error *error);

/* The boxes of line `line` (from 1) of the source file `input`, at most
   `capacity` into `boxes`; returns how many there are (0: the line made
   no boxes), or -1 with `error`. */
int sdlpdf_synctex_forward(sdlpdf_synctex *synctex, const char *input, int line, int column, sdlpdf_synctex_box *boxes,
                           size_t capacity, sdlpdf_synctex_error *error);

/* The source file, line and column (column -1 when SyncTeX does not know
   it) of the point (`x`, `y`) on page `page`; returns 1 when found, 0 when
   nothing there comes from a source, -1 with `error`. */
int sdlpdf_synctex_inverse(sdlpdf_synctex *synctex, int page, double x, double y, char *input, size_t input_size, int *line,
                           int *column, sdlpdf_synctex_error *error);

void sdlpdf_synctex_close(sdlpdf_synctex *synctex);

#ifdef __cplusplus
}
#endif

#endif
