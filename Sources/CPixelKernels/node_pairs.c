#include "CPixelKernels.h"

/* Channel `channel` of a packed node, as the 16-bit value the pair tables hold: the node's
   value plus the rounding (see CPixelKernels_fill_node_pairs). */
static uint16_t channel_of(uint64_t node, int channel) {
    return (uint16_t)((node >> (21 * channel) & 0x1FFFFF) + 8);
}

/* Writes the pair (node first, node second) at `entry`; second is absent past the grid. */
static void write_pair(uint16_t *entry, uint64_t first, const uint64_t *second) {
    for (int channel = 0; channel < 3; channel++) {
        entry[2 * channel] = channel_of(first, channel);
        entry[2 * channel + 1] = second ? channel_of(*second, channel) : 0;
    }
    entry[6] = 4088;
    entry[7] = 4088;
}

void CPixelKernels_fill_node_pairs(const CPixelKernels_tables *tables, uint16_t *diagonals, uint16_t *edges) {
    const size_t size = tables->grid_size, count = size * size * size;
    const size_t axis_steps[3] = {1, size, size * size};
    const size_t corner_step = axis_steps[0] + axis_steps[1] + axis_steps[2];
    for (size_t node = 0; node < count; node++) {
        const uint64_t value = tables->nodes[node];
        write_pair(diagonals + 8 * node, value, node + corner_step < count ? tables->nodes + node + corner_step : NULL);
        for (size_t axis = 0; axis < 3; axis++) {
            const size_t other = node + axis_steps[axis];
            write_pair(edges + 8 * (3 * node + axis), value, other < count ? tables->nodes + other : NULL);
        }
    }
}
