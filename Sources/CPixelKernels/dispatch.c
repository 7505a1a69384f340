#include "run_kernels.h"

int CPixelKernels_supports(CPixelKernels_path path) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
#endif
    switch (path) {
    case CPixelKernels_path_portable:
        return 1;
    case CPixelKernels_path_avx2:
#if defined(__x86_64__) || defined(__i386__)
        return __builtin_cpu_supports("avx2");
#else
        return 0;
#endif
    case CPixelKernels_path_avx512:
#if defined(__x86_64__) || defined(__i386__)
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl")
            && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vnni");
#else
        return 0;
#endif
    }
    return 0;
}

CPixelKernels_path CPixelKernels_active_path(void) {
    /* 0: not yet known, else the path + 1. Racing first calls store the same value. */
    static _Atomic int known = 0;
    int value = known;
    if (value == 0) {
        const CPixelKernels_path best = CPixelKernels_supports(CPixelKernels_path_avx512) ? CPixelKernels_path_avx512
            : CPixelKernels_supports(CPixelKernels_path_avx2)                            ? CPixelKernels_path_avx2
                                                                                         : CPixelKernels_path_portable;
        value = 1 + best;
        known = value;
    }
    return (CPixelKernels_path)(value - 1);
}

size_t CPixelKernels_transform_opaque_on(CPixelKernels_path path, const CPixelKernels_tables *tables,
                                         const uint8_t *source, uint8_t *destination, size_t count) {
#if defined(__x86_64__) || defined(__i386__)
    if (path == CPixelKernels_path_avx512 && CPixelKernels_supports(CPixelKernels_path_avx512)) {
        return CPixelKernels_transform_opaque_avx512(tables, source, destination, count);
    }
    if (path == CPixelKernels_path_avx2 && CPixelKernels_supports(CPixelKernels_path_avx2)) {
        return CPixelKernels_transform_opaque_avx2(tables, source, destination, count);
    }
#endif
    return CPixelKernels_transform_opaque_portable(tables, source, destination, count);
}

size_t CPixelKernels_transform_opaque(const CPixelKernels_tables *tables, const uint8_t *source,
                                      uint8_t *destination, size_t count) {
    return CPixelKernels_transform_opaque_on(CPixelKernels_active_path(), tables, source, destination, count);
}
