#include "run_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define EIGHT_PIXEL_TARGET "avx2"
#define EIGHT_PIXEL_KERNEL CPixelKernels_transform_opaque_avx2

__attribute__((target(EIGHT_PIXEL_TARGET))) static inline __m256i select_bits(__m256i mask, __m256i a, __m256i b) {
    return _mm256_or_si256(_mm256_and_si256(mask, a), _mm256_andnot_si256(mask, b));
}

__attribute__((target(EIGHT_PIXEL_TARGET))) static inline __m256i add_products(__m256i sum, __m256i pairs, __m256i weights) {
    return _mm256_add_epi32(sum, _mm256_madd_epi16(pairs, weights));
}

#include "eight_pixel_kernel.h"
#endif
