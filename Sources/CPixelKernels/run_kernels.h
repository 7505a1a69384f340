/* The run kernels behind CPixelKernels_transform_opaque (see CPixelKernels.h). */
#ifndef CPIXELKERNELS_RUN_KERNELS_H
#define CPIXELKERNELS_RUN_KERNELS_H

#include "CPixelKernels.h"

/* The little-endian pixel at `bytes` (R, G, B, A). */
static inline uint32_t CPixelKernels_load_pixel(const uint8_t *bytes) {
    return (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24;
}

static inline void CPixelKernels_store_pixel(uint8_t *bytes, uint32_t pixel) {
    bytes[0] = (uint8_t)pixel;
    bytes[1] = (uint8_t)(pixel >> 8);
    bytes[2] = (uint8_t)(pixel >> 16);
    bytes[3] = (uint8_t)(pixel >> 24);
}

/* One pixel at a time; any CPU. */
size_t CPixelKernels_transform_opaque_portable(const CPixelKernels_tables *tables, const uint8_t *source,
                                               uint8_t *destination, size_t count);

/* Eight pixels at a time with AVX2 (see eight_pixel_kernel.h); the rest on the portable kernel. */
size_t CPixelKernels_transform_opaque_avx2(const CPixelKernels_tables *tables, const uint8_t *source,
                                           uint8_t *destination, size_t count);

/* The same with AVX-512 VL/BW/VNNI instructions on 256-bit registers. */
size_t CPixelKernels_transform_opaque_avx512(const CPixelKernels_tables *tables, const uint8_t *source,
                                             uint8_t *destination, size_t count);

#endif
