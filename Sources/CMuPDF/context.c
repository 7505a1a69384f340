#include "CMuPDF.h"
#include "shim.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* One process-wide set of MuPDF locks: every base context (one per document)
   and every clone shares them. */
static pthread_mutex_t cmupdf_mutexes[FZ_LOCK_MAX];
static pthread_once_t cmupdf_mutexes_once = PTHREAD_ONCE_INIT;

static void cmupdf_init_mutexes(void)
{
    for (int i = 0; i < FZ_LOCK_MAX; i++)
        pthread_mutex_init(&cmupdf_mutexes[i], NULL);
}

static void cmupdf_lock(void *user, int lock)
{
    (void)user;
    pthread_mutex_lock(&cmupdf_mutexes[lock]);
}

static void cmupdf_unlock(void *user, int lock)
{
    (void)user;
    pthread_mutex_unlock(&cmupdf_mutexes[lock]);
}

/* MuPDF prints errors and warnings to stderr by default; sdlpdf reports them
   through cmupdf_error instead, so these callbacks drop them. */
static void cmupdf_quiet(void *user, const char *message)
{
    (void)user;
    (void)message;
}

void cmupdf_fill_error(fz_context *ctx, cmupdf_error *error)
{
    if (!error)
        return;
    error->failed = 1;
    error->code = fz_caught(ctx);
    const char *message = fz_caught_message(ctx);
    snprintf(error->message, sizeof error->message, "%s", message ? message : "unknown MuPDF error");
    cmupdf_memory_refusal_report(error);
}

void cmupdf_set_error(cmupdf_error *error, int code, const char *message)
{
    if (!error)
        return;
    error->failed = 1;
    error->code = code;
    snprintf(error->message, sizeof error->message, "%s", message);
}

void cmupdf_clear_error(cmupdf_error *error)
{
    if (!error)
        return;
    error->failed = 0;
    error->code = 0;
    error->message[0] = 0;
    cmupdf_memory_refusal_reset();
}

cmupdf_context *cmupdf_context_new(size_t store_bytes, cmupdf_memory_budget *budget, cmupdf_error *error)
{
    pthread_once(&cmupdf_mutexes_once, cmupdf_init_mutexes);
    fz_locks_context locks = { NULL, cmupdf_lock, cmupdf_unlock };
    return cmupdf_context_new_with_locks(store_bytes, budget, &locks, error);
}

cmupdf_context *cmupdf_context_new_with_locks(size_t store_bytes, cmupdf_memory_budget *budget, const fz_locks_context *locks,
                                              cmupdf_error *error)
{
    cmupdf_clear_error(error);
    fz_alloc_context alloc = { budget, cmupdf_malloc, cmupdf_realloc, cmupdf_free };
    fz_context *ctx = fz_new_context(&alloc, locks, store_bytes);
    if (!ctx) {
        cmupdf_set_error(error, FZ_ERROR_GENERIC, "cannot create MuPDF context (out of memory)");
        return NULL;
    }
    fz_set_error_callback(ctx, cmupdf_quiet, NULL);
    fz_set_warning_callback(ctx, cmupdf_quiet, NULL);
    int failed = 0;
    fz_try(ctx)
        fz_register_document_handlers(ctx);
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        fz_drop_context(ctx);
        return NULL;
    }
    return (cmupdf_context *)ctx;
}

cmupdf_context *cmupdf_context_clone(cmupdf_context *base, cmupdf_error *error)
{
    cmupdf_clear_error(error);
    fz_context *ctx = fz_clone_context((fz_context *)base);
    if (!ctx) {
        cmupdf_set_error(error, FZ_ERROR_GENERIC, "cannot clone MuPDF context (out of memory)");
        return NULL;
    }
    fz_set_error_callback(ctx, cmupdf_quiet, NULL);
    fz_set_warning_callback(ctx, cmupdf_quiet, NULL);
    return (cmupdf_context *)ctx;
}

void cmupdf_context_drop(cmupdf_context *ctx)
{
    fz_drop_context((fz_context *)ctx);
}

/* A context of its own for work one thread does alone (find's copies of a
   document): its own resource store and no locks. Every context made by
   cmupdf_context_new and its clones share one set of locks, and MuPDF takes
   the allocation lock for every block it allocates or frees and every font
   it keeps or drops, so two threads extracting text through clones spend
   their time waiting for each other; with contexts of their own they never
   meet. Everything made with this context (documents, pages, structured
   text) must be used and dropped with it, by one thread at a time. */
cmupdf_context *cmupdf_single_thread_context_new(size_t store_bytes, cmupdf_memory_budget *budget, cmupdf_error *error)
{
    return cmupdf_context_new_with_locks(store_bytes, budget, NULL, error);
}

const char *cmupdf_version(void)
{
    return FZ_VERSION;
}
