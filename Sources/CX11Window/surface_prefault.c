#define _GNU_SOURCE
#include "CX11Window.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

/* Bytes populated by one madvise call. The kernel holds the process's memory
 * map for the length of a call, and the main thread's allocations of tile
 * pixels and textures (mmap) wait for it. */
#define SURFACE_PREFAULT_CHUNK (256 << 10)

int sdlpdf_surface_populate(void *address, size_t length)
{
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t start = (uintptr_t)address & ~(page - 1);
    uintptr_t end = (uintptr_t)address + length;
    if (end <= start) {
        return 0;
    }
    for (uintptr_t chunk = start; chunk < end; chunk += SURFACE_PREFAULT_CHUNK) {
        size_t size = end - chunk < SURFACE_PREFAULT_CHUNK ? end - chunk : SURFACE_PREFAULT_CHUNK;
        if (madvise((void *)chunk, size, MADV_POPULATE_WRITE) != 0) {
            return 0;
        }
    }
    return 1;
}

struct surface_range {
    void *address;
    size_t length;
};

static void *populate_thread(void *argument)
{
    struct surface_range range = *(struct surface_range *)argument;
    free(argument);
    sdlpdf_surface_populate(range.address, range.length);
    return NULL;
}

int sdlpdf_surface_prefault_start(void *address, size_t length)
{
    struct surface_range *range = malloc(sizeof *range);
    if (!range) {
        return 0;
    }
    range->address = address;
    range->length = length;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 64 << 10);
    pthread_t thread;
    int started = pthread_create(&thread, &attributes, populate_thread, range) == 0;
    pthread_attr_destroy(&attributes);
    if (!started) {
        free(range);
        return 0;
    }
    pthread_setname_np(thread, "sdlpdf.prefault");
    return 1;
}
