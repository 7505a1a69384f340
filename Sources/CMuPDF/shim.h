/* Private helpers shared by the CMuPDF source files. */
#ifndef CMUPDF_SHIM_H
#define CMUPDF_SHIM_H

#include <mupdf/fitz.h>
#include <stdio.h>

#include "CMuPDF.h"

#define FZ(ctx) ((fz_context *)(ctx))

struct pdf_document;
struct pdf_obj;

/* Largest single block MuPDF may allocate (1 GiB); see cmupdf_malloc. */
#define CMUPDF_MAX_ALLOCATION ((size_t)1 << 30)

/* MuPDF's allocator under the memory limit (memory_limit.c). */
void *cmupdf_malloc(void *user, size_t size);
void *cmupdf_realloc(void *user, void *old, size_t size);
void cmupdf_free(void *user, void *block);
/* Forgets this thread's refusals, at the start of every shim call. */
void cmupdf_memory_refusal_reset(void);
/* Marks `error` CMUPDF_ERROR_MEMORY_LIMIT when this thread was refused memory
   or MuPDF refused an image for its size. */
void cmupdf_memory_refusal_report(cmupdf_error *error);
/* Inside fz_try, at the end of the work: throws when this thread was refused
   memory meanwhile, though MuPDF carried on without it. */
void cmupdf_memory_refusal_throw(fz_context *ctx);

/* The frame of every shim call that reports through a cmupdf_error, written
   once:

       int failed = 0;
       fz_var(page);
       CMUPDF_TRY(ctx, error) {
           page = cmupdf_load_page(ctx, doc, number);
           ...
       }
       fz_always(ctx)
           fz_drop_page(ctx, page);
       CMUPDF_CATCH(ctx, error, failed);
       return failed ? -1 : 0;

   CMUPDF_TRY clears `error` (and this thread's memory refusals) and opens
   fz_try: a statement of its own, never the body of an `if`. A call that can
   fail before its frame (cmupdf_require_pdf) fills `error` and returns there.
   CMUPDF_CATCH is the fz_catch that sets the explicit failure flag `failed`
   (fz_caught() has been seen returning 0 there) and copies MuPDF's exception
   into `error`; what else a failure undoes comes after it, under
   `if (failed)`. */
#define CMUPDF_TRY(ctx, error) \
    cmupdf_clear_error(error); \
    fz_try(ctx)
#define CMUPDF_CATCH(ctx, error, failed) \
    fz_catch(ctx) \
        ((failed) = 1, cmupdf_fill_error((ctx), (error)))

/* Copies MuPDF's current exception into `error` and marks it failed. */
void cmupdf_fill_error(fz_context *ctx, cmupdf_error *error);
/* Fills `error` with one of sdlpdf's own failures. */
void cmupdf_set_error(cmupdf_error *error, int code, const char *message);
/* Resets `error` to "no failure" at the start of every call (CMUPDF_TRY). */
void cmupdf_clear_error(cmupdf_error *error);

/* The PDF behind `doc`, or NULL with `error` filled (CMUPDF_ERROR_NOT_PDF)
   for other formats; called before the frame, it throws nothing. */
struct pdf_document *cmupdf_require_pdf(fz_context *ctx, cmupdf_document *doc, cmupdf_error *error);

/* A base context with sdlpdf's allocator, quiet error callbacks and every
   document handler, counting against `budget`; `locks` NULL for one that
   one thread uses at a time. */
cmupdf_context *cmupdf_context_new_with_locks(size_t store_bytes, cmupdf_memory_budget *budget, const fz_locks_context *locks,
                                              cmupdf_error *error);

/* A device that passes every call on to `target` and throws FZ_ERROR_ABORT
   once `cookie` (may be NULL) is aborted or `time_limit_ms` (0: none) has
   passed since it was made (abort_device.c): MuPDF's own cookie checks do not
   reach Type3 glyphs. Drop it before `target`; close `target` itself. */
fz_device *cmupdf_new_abort_device(fz_context *ctx, fz_device *target, fz_cookie *cookie, int time_limit_ms);
/* fz_run_page onto `target` through an abort device; returns whether the
   run stopped at the time limit (MuPDF may swallow the abort and return what
   it had drawn). Close `target` itself. */
int cmupdf_run_page_abortable(fz_context *ctx, fz_page *page, fz_device *target, fz_cookie *cookie, int time_limit_ms);

/* How long extracting one page's text may take, in ms (abort_device.c). */
int cmupdf_text_time_limit_ms(void);

/* fz_load_page, first discarding appearances MuPDF synthesized for an
   earlier load of a PDF page (see page.c), through the page map when there
   is one (page_map.c); call it inside fz_try. */
fz_page *cmupdf_load_page(fz_context *ctx, fz_document *doc, int number);

/* The page map of a flat page tree (page_map.c); every function inside fz_try. */
/* Drops the map when one is in place. */
void cmupdf_page_map_drop(fz_context *ctx, struct pdf_document *pdf);
/* Drops the map when it no longer fits the document (repaired, other kids). */
void cmupdf_page_map_check(fz_context *ctx, struct pdf_document *pdf);
/* Page `number` loaded as fz_load_page does, through the map when there is
   one, its object (page->obj) the kid as the page-tree walk gives it. */
fz_page *cmupdf_page_map_load_page(fz_context *ctx, struct pdf_document *pdf, int number);
/* Page `number`'s object, borrowed, as pdf_lookup_page_obj without a map. */
struct pdf_obj *cmupdf_page_object(fz_context *ctx, struct pdf_document *pdf, int number);

#endif
