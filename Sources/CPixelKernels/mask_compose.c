#include "CPixelKernels.h"

#include <string.h>

static int coverage_class(uint8_t coverage)
{
    return coverage == 0 ? 0 : coverage == 255 ? 2 : 1;
}

size_t CPixelKernels_mask_run(const uint8_t *mask, size_t step, size_t count, int *run_class)
{
    if (count == 0)
        return 0;
    const int first = coverage_class(mask[0]);
    size_t length = 1;
    if (first == 0 && step == 3) {
        /* The common case, pixels without images: skip four mask pixels at a time. */
        while (length + 4 <= count) {
            const uint8_t *p = mask + length * 3;
            if (p[0] | p[3] | p[6] | p[9])
                break;
            length += 4;
        }
    } else if (first == 2 && step == 3) {
        /* Inside a photograph, likewise. */
        while (length + 4 <= count) {
            const uint8_t *p = mask + length * 3;
            if ((p[0] & p[3] & p[6] & p[9]) != 255)
                break;
            length += 4;
        }
    } else if ((first == 0 || first == 2) && step == 1) {
        /* One coverage byte a pixel: eight at a time. */
        const uint64_t same = first == 0 ? 0 : UINT64_MAX;
        while (length + 8 <= count) {
            uint64_t word;
            memcpy(&word, mask + length, sizeof word);
            if (word != same)
                break;
            length += 8;
        }
    }
    while (length < count && coverage_class(mask[length * step]) == first)
        length++;
    *run_class = first;
    return length;
}
