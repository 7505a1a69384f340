/*
 * CPixelKernels: the colour pipeline's tetrahedral interpolation of opaque RGBA8 pixels,
 * one pixel at a time (inline, used by Swift for single colours and translucent pixels)
 * and over runs of pixels, eight at a time with AVX2 (or AVX2 plus AVX-512 VL/BW/VNNI on
 * 256-bit registers) when the CPU has it.
 *
 * It is C because Swift code is compiled for baseline x86-64 (SSE2) and has neither
 * per-function target attributes nor AVX2 intrinsics; the run kernel is chosen at run time.
 * Both paths do the same integer arithmetic on the same tables, so they give the same
 * bytes. The tables are built by PDFAppearance's PixelTables, which documents them.
 */
#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The tables of one pipeline (see PixelTables.swift).
   nodes: grid_size³ nodes, red-major; each packs red, green and blue (8-bit level × 16)
          into 21-bit fields of one uint64_t.
   cells: 3 × 256 entries (red, green, blue) per 8-bit level: node index offset of the
          level's cell << 32 | (fraction within the cell in 1/256 steps) << 16 | the
          channel's node index step.
   grays: the output for each opaque gray level.
   diagonals, edges: the nodes again as pairs for the vector kernels (see
          CPixelKernels_fill_node_pairs), or NULL, which makes them use the portable kernel. */
typedef struct CPixelKernels_tables {
    const uint64_t *nodes;
    const uint64_t *cells;
    const uint32_t *grays;
    const uint16_t *diagonals;
    const uint16_t *edges;
    uint32_t grid_size;
} CPixelKernels_tables;

/* Fills the node pair tables from `tables->nodes`: a tetrahedron's four nodes are the cell's
   origin o and opposite corner o + c, and an edge e = o + a and e + b along two different
   axes a and b, so two 16-byte loads fetch all four. Each entry holds two nodes' red, green
   and blue (8-bit level × 16) plus 8 interleaved as 16-bit values, then 4088 twice (an alpha
   that comes out as 255). The 8 is the rounding of the final shift by 12: the weights of a
   pixel's four nodes sum to 256, so they add 8 × 256 = 2048 to its sum. diagonals[8 × j ...] pairs node j with node j + c, and
   edges[8 × (3 × j + b) ...] pairs node j with node j + step of axis b (0 blue, 1 green,
   2 red). Pairs reaching past the grid are zero (never used). `diagonals` holds
   8 × grid_size³ values, `edges` 24 × grid_size³. */
void CPixelKernels_fill_node_pairs(const CPixelKernels_tables *tables, uint16_t *diagonals, uint16_t *edges);

/* Which run kernel a CPU uses. */
typedef enum CPixelKernels_path {
    CPixelKernels_path_portable = 0,
    CPixelKernels_path_avx2 = 1,
    /* The AVX2 kernel with vpternlogd and vpdpwssd (AVX-512 F, VL, BW and VNNI). */
    CPixelKernels_path_avx512 = 2,
} CPixelKernels_path;

/* Tetrahedral interpolation of one opaque pixel (little-endian R, G, B, A bytes as a
   uint32_t) that is not gray: the cell entries of the three levels give the cell's
   origin and the keys; the largest and smallest keys pick the tetrahedron, whose four
   nodes are weighted by fraction differences (weights sum to 256) with one 64-bit
   multiplication per node for all three fields. */
static inline uint32_t CPixelKernels_interpolate_pixel(const CPixelKernels_tables *tables, uint32_t pixel) {
    const uint64_t red = tables->cells[pixel & 0xFF];
    const uint64_t green = tables->cells[256 + (pixel >> 8 & 0xFF)];
    const uint64_t blue = tables->cells[512 + (pixel >> 16 & 0xFF)];
    const uint64_t sum = red + green + blue;
    const uint32_t red_key = (uint32_t)red, green_key = (uint32_t)green, blue_key = (uint32_t)blue;
    const uint32_t red_green_max = red_key > green_key ? red_key : green_key;
    const uint32_t red_green_min = red_key < green_key ? red_key : green_key;
    const uint32_t largest_key = red_green_max > blue_key ? red_green_max : blue_key;
    const uint32_t smallest_key = red_green_min < blue_key ? red_green_min : blue_key;
    const uint32_t middle_key = (uint32_t)sum - largest_key - smallest_key;
    const uint64_t largest = largest_key >> 16, middle = middle_key >> 16, smallest = smallest_key >> 16;
    const size_t corner_step = (size_t)tables->grid_size * tables->grid_size + tables->grid_size + 1;
    const uint64_t *origin = tables->nodes + (size_t)(sum >> 32);
    const uint64_t weighted = origin[0] * (256 - largest) + origin[largest_key & 0xFFFF] * (largest - middle)
        + origin[corner_step - (smallest_key & 0xFFFF)] * (middle - smallest) + origin[corner_step] * smallest
        + (2048 | (uint64_t)2048 << 21 | (uint64_t)2048 << 42);
    return ((uint32_t)(weighted >> 12) & 0xFF) | ((uint32_t)(weighted >> 25) & 0xFF00)
        | ((uint32_t)(weighted >> 38) & 0xFF0000) | 0xFF000000u;
}

/* The run kernel this CPU uses. */
CPixelKernels_path CPixelKernels_active_path(void);

/* True when this CPU can run `path`. */
int CPixelKernels_supports(CPixelKernels_path path);

/* Transforms pixels[0..<count] of `source` into `destination` (which may equal source;
   both may be unaligned) and stops before the first pixel that is not opaque: opaque
   grays (red = green = blue) take `grays`, other pixels the interpolation. Returns the
   number of pixels transformed. */
size_t CPixelKernels_transform_opaque(const CPixelKernels_tables *tables, const uint8_t *source,
                                      uint8_t *destination, size_t count);

/* CPixelKernels_transform_opaque on `path`, or on the portable kernel when the CPU cannot
   run `path` (for tests). */
size_t CPixelKernels_transform_opaque_on(CPixelKernels_path path, const CPixelKernels_tables *tables,
                                         const uint8_t *source, uint8_t *destination, size_t count);

/* ---- Kept images (night-images): composing recoloured and kept pixels by an image mask. ---- */

/* The length of the run of pixels starting at `mask` (one coverage byte every `step` bytes, at
   most `count` pixels) whose coverage is of one class, stored in `run_class`: 0 (no image),
   2 (fully an image, coverage 255) or 1 (an image edge, anything between). */
size_t CPixelKernels_mask_run(const uint8_t *mask, size_t step, size_t count, int *run_class);

/* An image edge pixel: `kept` over `recoloured` with `coverage` (0...255), each byte
   (alpha too) rounded to nearest. */
static inline uint32_t CPixelKernels_blend_kept(uint32_t recoloured, uint32_t kept, uint32_t coverage) {
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        const uint32_t r = recoloured >> shift & 0xFF, k = kept >> shift & 0xFF;
        result |= ((r * (255 - coverage) + k * coverage + 127) / 255) << shift;
    }
    return result;
}

/* ---- Channel scaling (night-speed): kept photographs dimmed by a plain multiply. ---- */

/* The factors of a per-channel scale as CPixelKernels_scale_opaque takes them: four 16-bit
   factors (red, green, blue, alpha; each scale × 65536, at most 65535), red lowest. */
static inline uint64_t CPixelKernels_scale_factors(uint16_t red, uint16_t green, uint16_t blue) {
    return (uint64_t)red | (uint64_t)green << 16 | (uint64_t)blue << 32 | (uint64_t)0xFFFF << 48;
}

/* What CPixelKernels_scale_pixel adds before dropping 16 bits: a half, and 128/65536 more, which
   outweighs the factor's own rounding (at most 255 × 0.5/65536), so an exact half (255 × 0.7) rounds up. */
#define CPixelKernels_scale_rounding 32896u

/* One pixel (little-endian R, G, B, A bytes as a uint32_t) scaled channel by channel: each byte
   c becomes (c × factor + CPixelKernels_scale_rounding) >> 16, which keeps alpha 255 at factor 65535. */
static inline uint32_t CPixelKernels_scale_pixel(uint32_t pixel, uint64_t factors) {
    uint32_t result = 0;
    for (int channel = 0; channel < 4; channel++) {
        const uint32_t c = pixel >> (8 * channel) & 0xFF, factor = (uint32_t)(factors >> (16 * channel) & 0xFFFF);
        result |= (c * factor + CPixelKernels_scale_rounding) >> 16 << (8 * channel);
    }
    return result;
}

/* Scales pixels[0..<count] of `source` into `destination` (which may equal source; both may be
   unaligned) by CPixelKernels_scale_pixel, four at a time with SSE2, and stops before the first
   pixel that is not opaque. Returns the number of pixels scaled. */
size_t CPixelKernels_scale_opaque(const uint8_t *source, uint8_t *destination, size_t count, uint64_t factors);

#ifdef __cplusplus
}
#endif

#endif
