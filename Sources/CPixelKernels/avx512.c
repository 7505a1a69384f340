#include "run_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

/* The AVX2 kernel with two AVX-512 instructions on 256-bit registers (no 512-bit
   operations, which Zen 4 runs at half rate): a bit select is one vpternlogd, and the edge
   pair's products are added by vpdpwssd (AVX-512 VNNI) in the same instruction. */
#define EIGHT_PIXEL_TARGET "avx2,avx512f,avx512vl,avx512bw,avx512vnni"
#define EIGHT_PIXEL_KERNEL CPixelKernels_transform_opaque_avx512

__attribute__((target(EIGHT_PIXEL_TARGET))) static inline __m256i select_bits(__m256i mask, __m256i a, __m256i b) {
    return _mm256_ternarylogic_epi32(mask, a, b, 0xCA);
}

__attribute__((target(EIGHT_PIXEL_TARGET))) static inline __m256i add_products(__m256i sum, __m256i pairs, __m256i weights) {
    return _mm256_dpwssd_epi32(sum, pairs, weights);
}

#include "eight_pixel_kernel.h"
#endif
