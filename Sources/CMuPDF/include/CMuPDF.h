/*
 * CMuPDF: the only code in sdlpdf that calls MuPDF directly.
 *
 * MuPDF reports errors with setjmp/longjmp (fz_try/fz_catch). Swift must never
 * sit between a setjmp and its longjmp, so every function here wraps its MuPDF
 * calls in its own fz_try/fz_always/fz_catch and reports failure through a
 * cmupdf_error record instead. MuPDF types stay opaque to Swift.
 */
#ifndef CMUPDF_H
#define CMUPDF_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Why a call failed. `failed` is set explicitly in fz_catch (fz_caught() has
   been seen returning 0 there), `code` is MuPDF's FZ_ERROR_* value. */
typedef struct cmupdf_error {
    int failed;
    int code;
    char message[512];
} cmupdf_error;

/* Error codes sdlpdf reports that are not MuPDF's own. */
enum {
    CMUPDF_ERROR_NEEDS_PASSWORD = 1001,
    CMUPDF_ERROR_WRONG_PASSWORD = 1002,
    CMUPDF_ERROR_PAGE_RANGE = 1003,
};

typedef struct cmupdf_context cmupdf_context;   /* fz_context (base or per-thread clone) */
typedef struct cmupdf_document cmupdf_document; /* fz_document */
typedef struct cmupdf_display_list cmupdf_display_list; /* fz_display_list */
typedef struct cmupdf_cookie cmupdf_cookie;     /* fz_cookie, lets another thread abort a render */

typedef struct cmupdf_rect {
    float x0, y0, x1, y1;
} cmupdf_rect;

/* A row-major 2-D affine transform, as fz_matrix. */
typedef struct cmupdf_matrix {
    float a, b, c, d, e, f;
} cmupdf_matrix;

/* Creates the base context: real mutexes for MuPDF's locks, quiet error and
   warning callbacks (messages are kept for the error record, never printed),
   document handlers registered. Returns NULL and fills `error` on failure. */
cmupdf_context *cmupdf_context_new(size_t store_bytes, cmupdf_error *error);
/* A context for another thread sharing the base context's store and locks. */
cmupdf_context *cmupdf_context_clone(cmupdf_context *ctx, cmupdf_error *error);
void cmupdf_context_drop(cmupdf_context *ctx);

/* Opens any format MuPDF knows (fz_open_document). */
cmupdf_document *cmupdf_document_open(cmupdf_context *ctx, const char *path, cmupdf_error *error);
void cmupdf_document_drop(cmupdf_context *ctx, cmupdf_document *doc);
/* 1 if the document is encrypted and not yet unlocked (fz_needs_password). */
int cmupdf_document_needs_password(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_error *error);
/* 1 if the password unlocks it (fz_authenticate_password). */
int cmupdf_document_authenticate(cmupdf_context *ctx, cmupdf_document *doc, const char *password, cmupdf_error *error);
/* Number of pages, -1 on failure (fz_count_pages). */
int cmupdf_document_count_pages(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_error *error);
/* Page bounds in points, unrotated by the viewer (fz_bound_page). */
int cmupdf_page_bounds(cmupdf_context *ctx, cmupdf_document *doc, int page, cmupdf_rect *bounds, cmupdf_error *error);

/* Records a page (contents, annotations, widgets) into a display list that
   any thread may then render with its own cloned context (fz_new_display_list_from_page). */
cmupdf_display_list *cmupdf_display_list_new(cmupdf_context *ctx, cmupdf_document *doc, int page, cmupdf_cookie *cookie, cmupdf_error *error);
void cmupdf_display_list_drop(cmupdf_context *ctx, cmupdf_display_list *list);

cmupdf_cookie *cmupdf_cookie_new(void);
void cmupdf_cookie_abort(cmupdf_cookie *cookie);
int cmupdf_cookie_aborted(const cmupdf_cookie *cookie);
void cmupdf_cookie_free(cmupdf_cookie *cookie);

/* Renders `list` through `transform` into caller-owned RGBA memory (4 bytes
   a pixel, R G B A, premultiplied; white paper, opaque), `width`×`height`
   pixels at `stride` bytes a row. (`origin_x`, `origin_y`) is the device
   pixel at the buffer's top-left, so a tile of a large page renders alone. */
int cmupdf_display_list_render(cmupdf_context *ctx, cmupdf_display_list *list, cmupdf_matrix transform,
                               int origin_x, int origin_y, int width, int height,
                               unsigned char *pixels, int stride, cmupdf_cookie *cookie, cmupdf_error *error);

#ifdef __cplusplus
}
#endif
#endif
