#include "run_kernels.h"

size_t CPixelKernels_transform_opaque_portable(const CPixelKernels_tables *tables, const uint8_t *source,
                                               uint8_t *destination, size_t count) {
    for (size_t index = 0; index < count; index++) {
        const uint32_t pixel = CPixelKernels_load_pixel(source + 4 * index);
        if (pixel < 0xFF000000u) {
            return index;
        }
        const int gray = ((pixel ^ pixel >> 8) & 0xFFFF) == 0;
        CPixelKernels_store_pixel(destination + 4 * index,
                                  gray ? tables->grays[pixel & 0xFF] : CPixelKernels_interpolate_pixel(tables, pixel));
    }
    return count;
}
