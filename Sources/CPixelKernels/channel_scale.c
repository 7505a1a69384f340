#include "CPixelKernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>
#endif

size_t CPixelKernels_scale_opaque(const uint8_t *source, uint8_t *destination, size_t count, uint64_t factors)
{
    size_t index = 0;
#if defined(__x86_64__) || defined(__i386__)
    /* SSE2 (every x86-64): four pixels a step. Each byte c, widened to a 16-bit lane, times its factor is
       a 32-bit product split into high and low halves; adding the rounding to the low half carries one
       into the high half exactly when the low half exceeds 65535 - rounding (compared as signed after
       flipping the top bit, which SSE2 needs for unsigned 16-bit values). */
    const __m128i lanes = _mm_set1_epi64x((long long)factors);
    const __m128i zero = _mm_setzero_si128(), top = _mm_set1_epi16((short)0x8000);
    const __m128i carry_above = _mm_set1_epi16((short)((65535u - CPixelKernels_scale_rounding) ^ 0x8000u));
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    for (; index + 4 <= count; index += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(source + 4 * index));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(pixels, opaque), opaque)) != 0xFFFF)
            break;
        __m128i halves[2] = { _mm_unpacklo_epi8(pixels, zero), _mm_unpackhi_epi8(pixels, zero) };
        for (int half = 0; half < 2; half++) {
            const __m128i high = _mm_mulhi_epu16(halves[half], lanes), low = _mm_mullo_epi16(halves[half], lanes);
            const __m128i carry = _mm_cmpgt_epi16(_mm_xor_si128(low, top), carry_above);
            halves[half] = _mm_sub_epi16(high, carry);
        }
        _mm_storeu_si128((__m128i *)(destination + 4 * index), _mm_packus_epi16(halves[0], halves[1]));
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
