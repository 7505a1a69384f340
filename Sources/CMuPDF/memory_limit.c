#include "CMuPDF.h"
#include "shim.h"

#include <malloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Bytes MuPDF may hold at once for one budget (one document). */
static size_t cmupdf_memory_limit_bytes;

/* The bytes one context family (a base context and its clones: one
   document) holds now, counted by malloc_usable_size; the allocator's user
   pointer, so every clone counts against its document's budget. */
struct cmupdf_memory_budget {
    size_t used_bytes;
};
/* Set when this thread's MuPDF was refused a block since its last shim call
   began (cmupdf_clear_error): MuPDF swallows many allocation failures (an
   image it cannot decode is left out), so the refusal itself is the signal. */
static _Thread_local int cmupdf_memory_refused;

/* The default limit, worked out once: sysconf(_SC_PHYS_PAGES) is a sysinfo
   system call, and cmupdf_malloc asks for the limit on every block (under
   MuPDF's allocation lock, which every thread's allocations share). */
static size_t cmupdf_memory_limit_default_bytes;
static pthread_once_t cmupdf_memory_limit_default_once = PTHREAD_ONCE_INIT;

static void cmupdf_memory_limit_compute_default(void)
{
    long pages = sysconf(_SC_PHYS_PAGES);
    long page_size = sysconf(_SC_PAGESIZE);
    size_t ceiling = (size_t)2 << 30;
    size_t quarter = pages > 0 && page_size > 0 ? (size_t)pages / 4 * (size_t)page_size : ceiling;
    cmupdf_memory_limit_default_bytes = quarter < ceiling ? quarter : ceiling;
}

size_t cmupdf_memory_limit_default(void)
{
    pthread_once(&cmupdf_memory_limit_default_once, cmupdf_memory_limit_compute_default);
    return cmupdf_memory_limit_default_bytes;
}

void cmupdf_memory_limit_set(size_t bytes)
{
    __atomic_store_n(&cmupdf_memory_limit_bytes, bytes, __ATOMIC_RELAXED);
}

size_t cmupdf_memory_limit_get(void)
{
    size_t limit = __atomic_load_n(&cmupdf_memory_limit_bytes, __ATOMIC_RELAXED);
    return limit ? limit : cmupdf_memory_limit_default();
}

cmupdf_memory_budget *cmupdf_memory_budget_new(void)
{
    return calloc(1, sizeof(cmupdf_memory_budget));
}

void cmupdf_memory_budget_free(cmupdf_memory_budget *budget)
{
    free(budget);
}

size_t cmupdf_memory_budget_in_use(const cmupdf_memory_budget *budget)
{
    return __atomic_load_n(&budget->used_bytes, __ATOMIC_RELAXED);
}

void cmupdf_memory_refusal_reset(void)
{
    cmupdf_memory_refused = 0;
}

int cmupdf_memory_was_refused(void)
{
    return cmupdf_memory_refused;
}

/* MuPDF's own refusals of images too large to allocate (pdf-image.c refuses
   a side over 65536 pixels before asking for memory). */
static int cmupdf_is_size_refusal(const char *message)
{
    return strcmp(message, "image is too wide") == 0 || strcmp(message, "image is too high") == 0;
}

void cmupdf_memory_refusal_report(cmupdf_error *error)
{
    if (error && (cmupdf_memory_refused || cmupdf_is_size_refusal(error->message))) {
        error->failed = 1;
        error->code = CMUPDF_ERROR_MEMORY_LIMIT;
    }
}

void cmupdf_memory_refusal_throw(fz_context *ctx)
{
    if (cmupdf_memory_refused)
        fz_throw(ctx, FZ_ERROR_MEMORY, "needs more memory than the limit allows");
}

/* Whether `size` more bytes would pass a single block's cap or `budget`'s
   limit; marks the refusal when not. */
static int cmupdf_memory_allows(const cmupdf_memory_budget *budget, size_t size, size_t released)
{
    size_t limit = cmupdf_memory_limit_get();
    size_t used = cmupdf_memory_budget_in_use(budget) - released;
    if (size <= CMUPDF_MAX_ALLOCATION && size <= limit && used <= limit - size)
        return 1;
    cmupdf_memory_refused = 1;
    return 0;
}

/* MuPDF's allocator (see cmupdf_context_new). A block over
   CMUPDF_MAX_ALLOCATION fails at once: decompression bombs (a 100000×100000
   JBIG2 page in a content stream) then fail instead of decoding for minutes
   in code that never checks the cookie. Everything a document's contexts
   hold together (`user`, its budget) stays under the memory limit; MuPDF answers a refusal by emptying its
   store and trying again, then by failing what needed the block. */
void *cmupdf_malloc(void *user, size_t size)
{
    cmupdf_memory_budget *budget = user;
    if (!cmupdf_memory_allows(budget, size, 0))
        return NULL;
    void *block = malloc(size);
    if (block)
        __atomic_add_fetch(&budget->used_bytes, malloc_usable_size(block), __ATOMIC_RELAXED);
    return block;
}

void *cmupdf_realloc(void *user, void *old, size_t size)
{
    cmupdf_memory_budget *budget = user;
    size_t old_size = old ? malloc_usable_size(old) : 0;
    if (!cmupdf_memory_allows(budget, size, old_size))
        return NULL;
    void *block = realloc(old, size);
    if (block) {
        __atomic_sub_fetch(&budget->used_bytes, old_size, __ATOMIC_RELAXED);
        __atomic_add_fetch(&budget->used_bytes, malloc_usable_size(block), __ATOMIC_RELAXED);
    }
    return block;
}

void cmupdf_free(void *user, void *block)
{
    cmupdf_memory_budget *budget = user;
    if (block)
        __atomic_sub_fetch(&budget->used_bytes, malloc_usable_size(block), __ATOMIC_RELAXED);
    free(block);
}
