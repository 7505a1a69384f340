#include "run_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

/* floor(y / 255) for 0 <= y < 65535. */
AVX2 static inline __m256i divide_by_255(__m256i y) {
    return _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(y, _mm256_set1_epi32(1)), _mm256_srli_epi32(y, 8)), 8);
}

/* The cell entry of PixelTables for eight levels, computed instead of loaded: the cell index
   (as a node index offset, `step` per cell) and the key (fraction << 16 | step). The position
   level × last × 256 / 255 is split as level × quotient + level × remainder / 255, where
   last × 256 = 255 × quotient + remainder, so every product stays below 2¹⁶. */
typedef struct {
    __m256i cell;
    __m256i key;
} cells8;

AVX2 static inline cells8 cells_of(__m256i level, __m256i quotient, __m256i remainder, __m256i last_cell, uint32_t step) {
    const __m256i position = _mm256_add_epi32(_mm256_mullo_epi32(level, quotient),
                                              divide_by_255(_mm256_mullo_epi32(level, remainder)));
    const __m256i cell = _mm256_min_epu32(_mm256_srli_epi32(position, 8), last_cell);
    const __m256i fraction = _mm256_sub_epi32(position, _mm256_slli_epi32(cell, 8));
    cells8 result = {cell, _mm256_or_si256(_mm256_slli_epi32(fraction, 16), _mm256_set1_epi32((int)step))};
    return result;
}

/* Σ node × weight for four pixels, as the low and high 32 bits of the packed nodes times the
   weight (a 64-bit product of the whole node, which never exceeds 64 bits, done in two halves). */
typedef struct {
    __m256i low;
    __m256i high;
} weighted4;

AVX2 static inline void add_node(weighted4 *sum, const long long *nodes, __m128i index, __m128i weight) {
    const __m256i node = _mm256_i32gather_epi64(nodes, index, 8);
    const __m256i wide_weight = _mm256_cvtepu32_epi64(weight);
    sum->low = _mm256_add_epi64(sum->low, _mm256_mul_epu32(node, wide_weight));
    sum->high = _mm256_add_epi64(sum->high, _mm256_mul_epu32(_mm256_srli_epi64(node, 32), wide_weight));
}

/* The 8-bit red, green and blue of four weighted sums, as pixels in the low half of each 64-bit lane. */
AVX2 static inline __m256i levels_of(weighted4 sum) {
    const __m256i rounding = _mm256_set1_epi64x((long long)(2048 | (uint64_t)2048 << 21 | (uint64_t)2048 << 42));
    const __m256i total = _mm256_add_epi64(_mm256_add_epi64(sum.low, _mm256_slli_epi64(sum.high, 32)), rounding);
    const __m256i red = _mm256_and_si256(_mm256_srli_epi64(total, 12), _mm256_set1_epi64x(0xFF));
    const __m256i green = _mm256_and_si256(_mm256_srli_epi64(total, 25), _mm256_set1_epi64x(0xFF00));
    const __m256i blue = _mm256_and_si256(_mm256_srli_epi64(total, 38), _mm256_set1_epi64x(0xFF0000));
    return _mm256_or_si256(_mm256_or_si256(red, green), blue);
}

AVX2 size_t CPixelKernels_transform_opaque_avx2(const CPixelKernels_tables *tables, const uint8_t *source,
                                                uint8_t *destination, size_t count) {
    const uint32_t size = tables->grid_size, last = size - 1;
    const __m256i quotient = _mm256_set1_epi32((int)(last * 256 / 255));
    const __m256i remainder = _mm256_set1_epi32((int)(last * 256 % 255));
    const __m256i last_cell = _mm256_set1_epi32((int)(last - 1));
    const __m256i red_step = _mm256_set1_epi32((int)(size * size));
    const __m256i green_step = _mm256_set1_epi32((int)size);
    const __m256i corner_step = _mm256_set1_epi32((int)(size * size + size + 1));
    const __m256i byte = _mm256_set1_epi32(0xFF);
    const __m256i low_three_bytes = _mm256_set1_epi32(0xFFFFFF);
    const __m256i all_ones = _mm256_set1_epi32(-1);
    const __m256i key_steps = _mm256_set1_epi32(0xFFFF);
    const __m256i cell_weight = _mm256_set1_epi32(256);
    const __m256i interleaved_halves = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const long long *nodes = (const long long *)tables->nodes;
    const int *grays = (const int *)tables->grays;

    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        const __m256i pixels = _mm256_loadu_si256((const __m256i *)(source + 4 * index));
        const __m256i opaque = _mm256_cmpeq_epi32(_mm256_or_si256(pixels, low_three_bytes), all_ones);
        if (_mm256_movemask_ps(_mm256_castsi256_ps(opaque)) != 0xFF) {
            break;
        }
        const __m256i red = _mm256_and_si256(pixels, byte);
        const __m256i gray = _mm256_cmpeq_epi32(
            _mm256_and_si256(_mm256_xor_si256(pixels, _mm256_srli_epi32(pixels, 8)), key_steps), _mm256_setzero_si256());
        const int gray_lanes = _mm256_movemask_ps(_mm256_castsi256_ps(gray));
        __m256i output;
        if (gray_lanes == 0xFF) {
            output = _mm256_i32gather_epi32(grays, red, 4);
        } else {
            const cells8 r = cells_of(red, quotient, remainder, last_cell, size * size);
            const cells8 g = cells_of(_mm256_and_si256(_mm256_srli_epi32(pixels, 8), byte), quotient, remainder,
                                      last_cell, size);
            const cells8 b = cells_of(_mm256_and_si256(_mm256_srli_epi32(pixels, 16), byte), quotient, remainder,
                                      last_cell, 1);
            const __m256i origin = _mm256_add_epi32(
                _mm256_add_epi32(_mm256_mullo_epi32(r.cell, red_step), _mm256_mullo_epi32(g.cell, green_step)), b.cell);
            const __m256i largest_key = _mm256_max_epu32(_mm256_max_epu32(r.key, g.key), b.key);
            const __m256i smallest_key = _mm256_min_epu32(_mm256_min_epu32(r.key, g.key), b.key);
            const __m256i middle_key = _mm256_sub_epi32(
                _mm256_sub_epi32(_mm256_add_epi32(_mm256_add_epi32(r.key, g.key), b.key), largest_key), smallest_key);
            const __m256i largest = _mm256_srli_epi32(largest_key, 16);
            const __m256i middle = _mm256_srli_epi32(middle_key, 16);
            const __m256i smallest = _mm256_srli_epi32(smallest_key, 16);
            const __m256i corner = _mm256_add_epi32(origin, corner_step);
            const __m256i indices[4] = {
                origin,
                _mm256_add_epi32(origin, _mm256_and_si256(largest_key, key_steps)),
                _mm256_sub_epi32(corner, _mm256_and_si256(smallest_key, key_steps)),
                corner,
            };
            const __m256i weights[4] = {
                _mm256_sub_epi32(cell_weight, largest),
                _mm256_sub_epi32(largest, middle),
                _mm256_sub_epi32(middle, smallest),
                smallest,
            };
            weighted4 first = {_mm256_setzero_si256(), _mm256_setzero_si256()};
            weighted4 second = first;
            for (int node = 0; node < 4; node++) {
                add_node(&first, nodes, _mm256_castsi256_si128(indices[node]), _mm256_castsi256_si128(weights[node]));
                add_node(&second, nodes, _mm256_extracti128_si256(indices[node], 1),
                         _mm256_extracti128_si256(weights[node], 1));
            }
            const __m256i interleaved = _mm256_or_si256(levels_of(first), _mm256_slli_epi64(levels_of(second), 32));
            output = _mm256_or_si256(_mm256_permutevar8x32_epi32(interleaved, interleaved_halves),
                                     _mm256_set1_epi32((int)0xFF000000u));
            if (gray_lanes != 0) {
                output = _mm256_mask_i32gather_epi32(output, grays, red, gray, 4);
            }
        }
        _mm256_storeu_si256((__m256i *)(destination + 4 * index), output);
    }
    return index + CPixelKernels_transform_opaque_portable(tables, source + 4 * index, destination + 4 * index,
                                                           count - index);
}
#endif
