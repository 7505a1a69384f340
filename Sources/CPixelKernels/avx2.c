#include "run_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

/* floor(y / 255) in each 16-bit lane, for y < 65535. */
AVX2 static inline __m256i divide_by_255(__m256i y) {
    return _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(y, _mm256_set1_epi16(1)), _mm256_srli_epi16(y, 8)), 8);
}

/* Two 16-byte node pairs (see CPixelKernels_fill_node_pairs) in the low and high half. */
AVX2 static inline __m256i pairs_at(const uint16_t *table, uint32_t low, uint32_t high) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(table + 8 * (size_t)low))),
                                   _mm_loadu_si128((const __m128i *)(table + 8 * (size_t)high)), 1);
}

/* The interpolation of CPixelKernels_interpolate_pixel, eight pixels at a time, on the same
   integers. The cell entries are computed instead of loaded, for two channels at once in
   16-bit lanes (red with blue, green with alpha): position = level × last × 256 / 255 is
   level × quotient + level × remainder / 255 with last × 256 = 255 × quotient + remainder, so
   every product stays below 2¹⁶. A key here is fraction << 16 | node step << 2 | axis
   (blue 0, green 1, red 2), ordered like the table's keys. The four nodes come as two pairs,
   diagonal (origin, opposite corner) and edge (origin + largest axis, + middle axis), each
   pair's red, green, blue and alpha interleaved so that one multiply-add per pair and pixel
   weighs two nodes at once: pixel lanes (i, i + 4) share a register, and the packs at the
   end put the pixels back in order. */
AVX2 size_t CPixelKernels_transform_opaque_avx2(const CPixelKernels_tables *tables, const uint8_t *source,
                                                uint8_t *destination, size_t count) {
    if (tables->diagonals == NULL || tables->edges == NULL) {
        return CPixelKernels_transform_opaque_portable(tables, source, destination, count);
    }
    const uint32_t size = tables->grid_size, last = size - 1;
    const __m256i quotient = _mm256_set1_epi16((short)(last * 256 / 255));
    const __m256i remainder = _mm256_set1_epi16((short)(last * 256 % 255));
    const __m256i last_cell = _mm256_set1_epi16((short)(last - 1));
    const __m256i red_blue_steps = _mm256_set1_epi32((int)(size * size | 1u << 16));
    const __m256i green_steps = _mm256_set1_epi32((int)size);
    const __m256i red_key = _mm256_set1_epi32((int)(size * size << 2 | 2));
    const __m256i green_key = _mm256_set1_epi32((int)(size << 2 | 1));
    const __m256i blue_key = _mm256_set1_epi32(1 << 2);
    const __m256i byte = _mm256_set1_epi32(0xFF);
    const __m256i byte_pairs = _mm256_set1_epi32(0x00FF00FF);
    const __m256i low_three_bytes = _mm256_set1_epi32(0xFFFFFF);
    const __m256i all_ones = _mm256_set1_epi32(-1);
    const __m256i low_half = _mm256_set1_epi32(0xFFFF);
    const __m256i high_half = _mm256_set1_epi32((int)0xFFFF0000u);
    const __m256i axis_bits = _mm256_set1_epi32(3);
    const __m256i cell_weight = _mm256_set1_epi32(256);
    const __m256i rounding = _mm256_set1_epi32(2048);
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
            _mm256_and_si256(_mm256_xor_si256(pixels, _mm256_srli_epi32(pixels, 8)), low_half), _mm256_setzero_si256());
        const int gray_lanes = _mm256_movemask_ps(_mm256_castsi256_ps(gray));
        __m256i output;
        if (gray_lanes == 0xFF) {
            output = _mm256_i32gather_epi32(grays, red, 4);
        } else {
            const __m256i red_blue = _mm256_and_si256(pixels, byte_pairs);
            const __m256i green_alpha = _mm256_and_si256(_mm256_srli_epi32(pixels, 8), byte_pairs);
            const __m256i red_blue_position = _mm256_add_epi16(
                _mm256_mullo_epi16(red_blue, quotient), divide_by_255(_mm256_mullo_epi16(red_blue, remainder)));
            const __m256i green_alpha_position = _mm256_add_epi16(
                _mm256_mullo_epi16(green_alpha, quotient), divide_by_255(_mm256_mullo_epi16(green_alpha, remainder)));
            const __m256i red_blue_cell = _mm256_min_epu16(_mm256_srli_epi16(red_blue_position, 8), last_cell);
            const __m256i green_alpha_cell = _mm256_min_epu16(_mm256_srli_epi16(green_alpha_position, 8), last_cell);
            const __m256i red_blue_fraction = _mm256_sub_epi16(red_blue_position, _mm256_slli_epi16(red_blue_cell, 8));
            const __m256i green_alpha_fraction = _mm256_sub_epi16(green_alpha_position, _mm256_slli_epi16(green_alpha_cell, 8));
            const __m256i r = _mm256_or_si256(_mm256_slli_epi32(red_blue_fraction, 16), red_key);
            const __m256i g = _mm256_or_si256(_mm256_slli_epi32(green_alpha_fraction, 16), green_key);
            const __m256i b = _mm256_or_si256(_mm256_and_si256(red_blue_fraction, high_half), blue_key);
            const __m256i origin = _mm256_add_epi32(_mm256_madd_epi16(red_blue_cell, red_blue_steps),
                                                    _mm256_madd_epi16(green_alpha_cell, green_steps));

            const __m256i largest_key = _mm256_max_epu32(_mm256_max_epu32(r, g), b);
            const __m256i smallest_key = _mm256_min_epu32(_mm256_min_epu32(r, g), b);
            const __m256i middle_key = _mm256_sub_epi32(
                _mm256_sub_epi32(_mm256_add_epi32(_mm256_add_epi32(r, g), b), largest_key), smallest_key);
            const __m256i largest = _mm256_srli_epi32(largest_key, 16);
            const __m256i middle = _mm256_srli_epi32(middle_key, 16);
            const __m256i smallest = _mm256_srli_epi32(smallest_key, 16);
            const __m256i first = _mm256_add_epi32(origin, _mm256_srli_epi32(_mm256_and_si256(largest_key, low_half), 2));
            const __m256i edge = _mm256_add_epi32(_mm256_add_epi32(first, _mm256_add_epi32(first, first)),
                                                  _mm256_and_si256(middle_key, axis_bits));
            const __m256i diagonal_weights = _mm256_or_si256(_mm256_sub_epi32(cell_weight, largest),
                                                             _mm256_slli_epi32(smallest, 16));
            const __m256i edge_weights = _mm256_or_si256(_mm256_sub_epi32(largest, middle),
                                                         _mm256_slli_epi32(_mm256_sub_epi32(middle, smallest), 16));
            uint32_t diagonal_at[8] __attribute__((aligned(32)));
            uint32_t edge_at[8] __attribute__((aligned(32)));
            _mm256_store_si256((__m256i *)diagonal_at, origin);
            _mm256_store_si256((__m256i *)edge_at, edge);
            __m256i levels[4];
            for (int lane = 0; lane < 4; lane++) {
                const __m256i spread = _mm256_setr_epi32(lane, lane, lane, lane, lane + 4, lane + 4, lane + 4, lane + 4);
                const __m256i diagonal = _mm256_madd_epi16(pairs_at(tables->diagonals, diagonal_at[lane], diagonal_at[lane + 4]),
                                                           _mm256_permutevar8x32_epi32(diagonal_weights, spread));
                const __m256i edges = _mm256_madd_epi16(pairs_at(tables->edges, edge_at[lane], edge_at[lane + 4]),
                                                        _mm256_permutevar8x32_epi32(edge_weights, spread));
                levels[lane] = _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(diagonal, edges), rounding), 12);
            }
            output = _mm256_packus_epi16(_mm256_packus_epi32(levels[0], levels[1]), _mm256_packus_epi32(levels[2], levels[3]));
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
