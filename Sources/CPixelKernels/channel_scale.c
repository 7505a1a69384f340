#include "CPixelKernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>
#endif

size_t CPixelKernels_scale_opaque(const uint8_t *source, uint8_t *destination, size_t count, uint64_t factors)
{
    size_t index = 0;
#if defined(__x86_64__) || defined(__i386__)
    /* SSE2 (every x86-64): four pixels a step. A byte moved into the high half of a 16-bit lane
       is c << 8, whose unsigned high product with the factor is floor(c × factor / 256). */
    const __m128i lanes = _mm_set1_epi64x((long long)factors);
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128), opaque = _mm_set1_epi32((int)0xFF000000u);
    for (; index + 4 <= count; index += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(source + 4 * index));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(pixels, opaque), opaque)) != 0xFFFF)
            break;
        const __m128i low = _mm_srli_epi16(_mm_add_epi16(_mm_mulhi_epu16(_mm_unpacklo_epi8(zero, pixels), lanes), half), 8);
        const __m128i high = _mm_srli_epi16(_mm_add_epi16(_mm_mulhi_epu16(_mm_unpackhi_epi8(zero, pixels), lanes), half), 8);
        _mm_storeu_si128((__m128i *)(destination + 4 * index), _mm_packus_epi16(low, high));
    }
#endif
    for (; index < count; index++) {
        const uint32_t pixel = (uint32_t)source[4 * index] | (uint32_t)source[4 * index + 1] << 8
            | (uint32_t)source[4 * index + 2] << 16 | (uint32_t)source[4 * index + 3] << 24;
        if (pixel < 0xFF000000u)
            return index;
        const uint32_t scaled = CPixelKernels_scale_pixel(pixel, factors);
        destination[4 * index] = (uint8_t)scaled;
        destination[4 * index + 1] = (uint8_t)(scaled >> 8);
        destination[4 * index + 2] = (uint8_t)(scaled >> 16);
        destination[4 * index + 3] = (uint8_t)(scaled >> 24);
    }
    return count;
}
