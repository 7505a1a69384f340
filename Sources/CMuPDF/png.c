#include "shim.h"

void cmupdf_png_pack_rgb(unsigned char *pixels, int width, int rows, int stride)
{
    for (int y = 0; y < rows; y++) {
        unsigned char *row = pixels + (size_t)y * stride;
        const unsigned char *s = row;
        unsigned char *d = row;
        for (int x = 0; x < width; x++, s += 4, d += 3) {
            d[0] = s[0];
            d[1] = s[1];
            d[2] = s[2];
        }
    }
}
