import CPixelKernels

/// The tables of a `PixelKernel` and the opaque-pixel function on them: a plain value of
/// pointers to allocations that `PixelKernel` owns, cheap to copy into a band loop's locals.
///
/// Interpolation (see `PixelKernel`): per channel and 8-bit level, `cells` holds the node index
/// offset of the level's cell (upper 32 bits) and a key (lower 32 bits): the fraction within the
/// cell in 1/256 steps times 2¹⁶, plus the channel's node index step. The largest and smallest of
/// the three keys thus name the largest and smallest fractions together with their axes, which
/// pick the tetrahedron (ties give equal weights, so either choice gives the same result), and the
/// three entries summed give the cell origin and, in the low bits, the sum of the keys.
///
/// The interpolation itself is C (`CPixelKernels`): one inline function for single pixels and
/// run kernels for rows, eight pixels at a time with AVX2 (and AVX-512 VNNI) where the CPU has
/// it; the vector kernels compute the cell entries from the level instead of loading them and
/// read the nodes as pairs (`nodePairs`), two 16-byte loads a pixel instead of four scattered
/// 8-byte ones.
struct PixelTables: @unchecked Sendable {
    /// Interpolation weights sum to this (a cell is divided into 256 steps).
    private static let weightScale = 256
    /// Table values are 8-bit levels times 16.
    private static let valueScale = 255.0 * 16
    /// Bits per channel field of a packed node.
    private static let fieldBits: UInt64 = 21

    let isIdentity: Bool
    /// `LUTGrid.nodeCount` packed nodes.
    let nodes: UnsafeMutablePointer<UInt64>
    /// Red, green and blue cell entries, 256 each.
    let cells: UnsafeMutablePointer<UInt64>
    /// Output per gray level.
    let grays: UnsafeMutablePointer<UInt32>
    /// The nodes again as pairs for the vector run kernels (see `CPixelKernels_fill_node_pairs`),
    /// built only when this CPU runs one of them and the tables are not the identity.
    let nodePairs: (diagonals: UnsafeMutablePointer<UInt16>, edges: UnsafeMutablePointer<UInt16>)?

    init(stages: ColorStages) {
        isIdentity = stages.isIdentity
        nodes = .allocate(capacity: LUTGrid.nodeCount)
        cells = .allocate(capacity: 3 * 256)
        grays = .allocate(capacity: 256)
        let last = LUTGrid.size - 1
        for level in 0..<256 {
            let position = level * last * Self.weightScale / 255
            let cell = min(position / Self.weightScale, last - 1)
            let key = UInt64(position - cell * Self.weightScale) << 16
            cells[level] = UInt64(cell * LUTGrid.redStep) << 32 | key | UInt64(LUTGrid.redStep)
            cells[256 + level] = UInt64(cell * LUTGrid.greenStep) << 32 | key | UInt64(LUTGrid.greenStep)
            cells[512 + level] = UInt64(cell * LUTGrid.blueStep) << 32 | key | UInt64(LUTGrid.blueStep)
        }
        if isIdentity {
            for level in 0..<256 {
                grays[level] = PixelKernel.pack(SIMD3(repeating: UInt32(level)))
            }
            nodes.initialize(repeating: 0, count: LUTGrid.nodeCount)
            nodePairs = nil
            return
        }
        for level in 0..<256 {
            let output = stages.apply(SIMD3(repeating: Double(level) / 255))
            let scaled = output.clamped(lowerBound: .zero, upperBound: .one) * 255
            grays[level] = PixelKernel.pack(SIMD3(UInt32(scaled.x + 0.5), UInt32(scaled.y + 0.5), UInt32(scaled.z + 0.5)))
        }
        let nightColors = stages.nightStageSeesInvertedInput ? LUTGrid.nightColors(for: stages.palette) : nil
        for index in 0..<LUTGrid.nodeCount {
            let output = stages.apply(LUTGrid.color(atNode: index), knownNightColor: nightColors?[index])
            let scaled = output.clamped(lowerBound: .zero, upperBound: .one) * Self.valueScale
            nodes[index] = UInt64(scaled.x + 0.5) | UInt64(scaled.y + 0.5) << Self.fieldBits
                | UInt64(scaled.z + 0.5) << (2 * Self.fieldBits)
        }
        guard CPixelKernels_active_path() != CPixelKernels_path_portable else {
            nodePairs = nil
            return
        }
        let pairs = (diagonals: UnsafeMutablePointer<UInt16>.allocate(capacity: 8 * LUTGrid.nodeCount),
                     edges: UnsafeMutablePointer<UInt16>.allocate(capacity: 24 * LUTGrid.nodeCount))
        nodePairs = pairs
        var tables = kernelTables
        CPixelKernels_fill_node_pairs(&tables, pairs.diagonals, pairs.edges)
    }

    func deallocate() {
        nodes.deallocate()
        cells.deallocate()
        grays.deallocate()
        nodePairs?.diagonals.deallocate()
        nodePairs?.edges.deallocate()
    }

    /// The display pixel for an opaque day pixel (alpha byte 255).
    @inline(__always)
    func transformOpaque(_ pixel: UInt32) -> UInt32 {
        if isIdentity { return pixel }
        if Self.isOpaqueGray(pixel) {
            return grays[Int(pixel & 0xFF)]
        }
        return interpolate(pixel)
    }

    /// True for an opaque pixel whose red, green and blue are equal.
    @inline(__always)
    static func isOpaqueGray(_ pixel: UInt32) -> Bool {
        (pixel ^ pixel >> 8) & 0xFFFF | ~pixel & 0xFF00_0000 == 0
    }

    /// The tables as the C kernels take them.
    var kernelTables: CPixelKernels_tables {
        CPixelKernels_tables(nodes: nodes, cells: cells, grays: grays, diagonals: nodePairs?.diagonals,
                             edges: nodePairs?.edges, grid_size: UInt32(LUTGrid.size))
    }

    /// Tetrahedral interpolation of an opaque pixel that is not gray, without branches.
    @inline(__always)
    func interpolate(_ pixel: UInt32) -> UInt32 {
        var tables = kernelTables
        return CPixelKernels_interpolate_pixel(&tables, pixel)
    }

    /// Transforms the opaque pixels at `source` into `destination` (which may be `source`) up to
    /// `count` or the first pixel that is not opaque; returns how many it transformed.
    func transformOpaque(from source: UnsafeRawPointer, to destination: UnsafeMutableRawPointer, count: Int) -> Int {
        if isIdentity {
            for index in 0..<count {
                let pixel = source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                guard UInt32(littleEndian: pixel) >= 0xFF00_0000 else { return index }
                destination.storeBytes(of: pixel, toByteOffset: index * 4, as: UInt32.self)
            }
            return count
        }
        var tables = kernelTables
        return CPixelKernels_transform_opaque(&tables, source.assumingMemoryBound(to: UInt8.self),
                                              destination.assumingMemoryBound(to: UInt8.self), count)
    }
}
