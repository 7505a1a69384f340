/* The body of the vector run kernels (see CPixelKernels.h), written once and compiled into
   avx2.c and avx512.c. Before including it, a file defines
     EIGHT_PIXEL_TARGET      the target attribute string of its instruction set,
     EIGHT_PIXEL_KERNEL      the name of the run kernel to define,
   and two static inline functions with that target:
     select_bits(mask, a, b)             the bits of a where mask is set, of b elsewhere;
     add_products(sum, pairs, weights)   sum plus _mm256_madd_epi16(pairs, weights).
   The interpolation is CPixelKernels_interpolate_pixel's, eight pixels at a time, on the same
   integers. The cell entries are computed instead of loaded, for two channels at once in 16-bit
   lanes (red with blue, green with alpha): position = level × last × 256 / 255 is
   level × quotient + floor(level × remainder / 255) with last × 256 = 255 × quotient + remainder,
   and floor(level × remainder / 255) = level × ⌊2¹⁶ × remainder / 255 + 1⌋ >> 16 for every level
   (the error stays below 1/255). A key here is fraction << 16 | 16 × node step | axis (blue 0,
   green 1, red 2), ordered like the table's keys; the sixteens make the byte offsets of the node
   pairs (16 bytes each) without shifts. The four nodes come as two pairs, diagonal (origin,
   opposite corner) and edge (origin + largest axis, + middle axis), each pair's red, green, blue
   and alpha interleaved so that one multiply-add per pair and pixel weighs two nodes at once:
   pixel lanes (i, i + 4) share a register, and the packs at the end put the pixels back in order.
   The pair offsets go through memory on purpose: scalar loads use the load ports, while
   extracting them from vector registers would compete with the arithmetic. */
#ifndef EIGHT_PIXEL_TARGET
#error "define EIGHT_PIXEL_TARGET, EIGHT_PIXEL_KERNEL, select_bits and add_products first"
#endif

/* Two 16-byte node pairs at byte offsets `low` and `high` of `table`, in the low and high half. */
__attribute__((target(EIGHT_PIXEL_TARGET))) static inline __m256i pairs_at(const char *table, uint32_t low, uint32_t high) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(table + low))),
                                   _mm_loadu_si128((const __m128i *)(table + high)), 1);
}

__attribute__((target(EIGHT_PIXEL_TARGET))) size_t EIGHT_PIXEL_KERNEL(const CPixelKernels_tables *tables, const uint8_t *source,
                                                                      uint8_t *destination, size_t count) {
    /* 16 × the red step must fit the signed 16-bit lanes of the offset multiply-add. */
    if (tables->diagonals == NULL || tables->edges == NULL || 16 * tables->grid_size * tables->grid_size > INT16_MAX) {
        return CPixelKernels_transform_opaque_portable(tables, source, destination, count);
    }
    const uint32_t size = tables->grid_size, last = size - 1;
    const __m256i quotient = _mm256_set1_epi16((short)(last * 256 / 255));
    const __m256i remainder_scale = _mm256_set1_epi16((short)(65536 * (last * 256 % 255) / 255 + 1));
    const __m256i last_cell = _mm256_set1_epi16((short)(last - 1));
    const __m256i red_blue_steps = _mm256_set1_epi32((int)(16 * size * size | 16u << 16));
    const __m256i green_steps = _mm256_set1_epi32((int)(16 * size));
    const __m256i red_key = _mm256_set1_epi32((int)(16 * size * size | 2));
    const __m256i green_key = _mm256_set1_epi32((int)(16 * size | 1));
    const __m256i blue_key = _mm256_set1_epi32(16);
    const __m256i step_bits = _mm256_set1_epi32(0xFFFC);
    const __m256i axis_bits = _mm256_set1_epi32(3);
    const __m256i byte = _mm256_set1_epi32(0xFF);
    const __m256i byte_pairs = _mm256_set1_epi32(0x00FF00FF);
    const __m256i low_three_bytes = _mm256_set1_epi32(0xFFFFFF);
    const __m256i all_ones = _mm256_set1_epi32(-1);
    const __m256i low_half = _mm256_set1_epi32(0xFFFF);
    const __m256i high_half = _mm256_set1_epi32((int)0xFFFF0000u);
    const __m256i cell_weight = _mm256_set1_epi32(256);
    const int *grays = (const int *)tables->grays;
    const char *diagonals = (const char *)tables->diagonals, *edges = (const char *)tables->edges;

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
            const __m256i green_alpha = _mm256_srli_epi16(pixels, 8);
            const __m256i red_blue_position = _mm256_add_epi16(
                _mm256_mullo_epi16(red_blue, quotient), _mm256_mulhi_epu16(red_blue, remainder_scale));
            const __m256i green_alpha_position = _mm256_add_epi16(
                _mm256_mullo_epi16(green_alpha, quotient), _mm256_mulhi_epu16(green_alpha, remainder_scale));
            const __m256i red_blue_cell = _mm256_min_epu16(_mm256_srli_epi16(red_blue_position, 8), last_cell);
            const __m256i green_alpha_cell = _mm256_min_epu16(_mm256_srli_epi16(green_alpha_position, 8), last_cell);
            const __m256i red_blue_fraction = _mm256_sub_epi16(red_blue_position, _mm256_slli_epi16(red_blue_cell, 8));
            const __m256i green_alpha_fraction = _mm256_sub_epi16(green_alpha_position, _mm256_slli_epi16(green_alpha_cell, 8));
            const __m256i r = _mm256_or_si256(_mm256_slli_epi32(red_blue_fraction, 16), red_key);
            const __m256i g = _mm256_or_si256(_mm256_slli_epi32(green_alpha_fraction, 16), green_key);
            const __m256i b = select_bits(high_half, red_blue_fraction, blue_key);
            const __m256i origin = _mm256_add_epi32(_mm256_madd_epi16(red_blue_cell, red_blue_steps),
                                                    _mm256_madd_epi16(green_alpha_cell, green_steps));

            const __m256i red_green_max = _mm256_max_epu32(r, g), red_green_min = _mm256_min_epu32(r, g);
            const __m256i largest_key = _mm256_max_epu32(red_green_max, b);
            const __m256i smallest_key = _mm256_min_epu32(red_green_min, b);
            const __m256i middle_key = _mm256_max_epu32(red_green_min, _mm256_min_epu32(red_green_max, b));
            const __m256i largest = _mm256_srli_epi32(largest_key, 16);
            const __m256i middle = _mm256_srli_epi32(middle_key, 16);
            const __m256i first = _mm256_add_epi32(origin, _mm256_and_si256(largest_key, step_bits));
            const __m256i edge = _mm256_add_epi32(_mm256_add_epi32(first, _mm256_add_epi32(first, first)),
                                                  _mm256_slli_epi32(_mm256_and_si256(middle_key, axis_bits), 4));
            /* Diagonal weights (256 − largest, smallest), edge weights (largest − middle, middle − smallest). */
            const __m256i diagonal_weights = select_bits(high_half, smallest_key, _mm256_sub_epi32(cell_weight, largest));
            const __m256i edge_weights = _mm256_sub_epi16(select_bits(high_half, middle_key, largest),
                                                          select_bits(high_half, smallest_key, middle));
            volatile uint32_t diagonal_at[8] __attribute__((aligned(32)));
            volatile uint32_t edge_at[8] __attribute__((aligned(32)));
            _mm256_store_si256((__m256i *)diagonal_at, origin);
            _mm256_store_si256((__m256i *)edge_at, edge);
            __m256i levels[4];
            for (int lane = 0; lane < 4; lane++) {
                const __m256i spread = _mm256_setr_epi32(lane, lane, lane, lane, lane + 4, lane + 4, lane + 4, lane + 4);
                const __m256i diagonal = _mm256_madd_epi16(pairs_at(diagonals, diagonal_at[lane], diagonal_at[lane + 4]),
                                                           _mm256_permutevar8x32_epi32(diagonal_weights, spread));
                const __m256i sum = add_products(diagonal, pairs_at(edges, edge_at[lane], edge_at[lane + 4]),
                                                 _mm256_permutevar8x32_epi32(edge_weights, spread));
                levels[lane] = _mm256_srli_epi32(sum, 12);
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
