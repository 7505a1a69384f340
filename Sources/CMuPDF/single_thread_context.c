#include "shim.h"

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
