/* glibc's malloc tuning (mallopt), which Swift's Glibc module leaves out. */
#include <malloc.h>

/* The tuning of every process that shows pages (sdlpdf, and sdlpdf-bench's
   soak, which measures its memory): page pixel buffers are hundreds of KiB
   to MiBs; with a fixed mmap threshold glibc hands each one back to the
   kernel when it is freed instead of keeping it in the heap (glibc otherwise
   raises the threshold after the first frees). */
static inline void sdlpdf_malloc_tune_for_pages(void)
{
    mallopt(M_MMAP_THRESHOLD, 256 << 10);
}
