/// The tables of a `PixelKernel` and the opaque-pixel function on them: a plain value of
/// pointers into one allocation that `PixelKernel` owns, cheap to copy into a band loop's locals.
///
/// Interpolation (see `PixelKernel`): per channel and 8-bit level, `cells` holds the node index
/// offset of the level's cell (upper 32 bits) and a key (lower 32 bits): the fraction within the
/// cell in 1/256 steps times 2¹⁶, plus the channel's node index step. The largest and smallest of
/// the three keys thus name the largest and smallest fractions together with their axes, which
/// pick the tetrahedron (ties give equal weights, so either choice gives the same result), and the
/// three entries summed give the cell origin and, in the low bits, the sum of the keys.
struct PixelTables: @unchecked Sendable {
    /// Interpolation weights sum to this (a cell is divided into 256 steps).
    private static let weightScale = 256
    /// Table values are 8-bit levels times 16.
    private static let valueScale = 255.0 * 16
    /// Bits per channel field of a packed node.
    private static let fieldBits: UInt64 = 21
    /// Bits to drop from a weighted field sum to get 8-bit levels (16 × 256 = 2¹²).
    private static let resultShift: UInt64 = 12
    /// Half of 2¹² in every field, for rounding.
    private static let rounding: UInt64 = 2048 | 2048 << 21 | 2048 << 42
    /// Node index step from a cell's origin to its opposite corner.
    private static let cornerStep = LUTGrid.redStep + LUTGrid.greenStep + LUTGrid.blueStep

    let isIdentity: Bool
    /// `LUTGrid.nodeCount` packed nodes.
    let nodes: UnsafeMutablePointer<UInt64>
    /// Red, green and blue cell entries, 256 each.
    let cells: UnsafeMutablePointer<UInt64>
    /// Output per gray level.
    let grays: UnsafeMutablePointer<UInt32>

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
            return
        }
        for level in 0..<256 {
            let output = stages.apply(SIMD3(repeating: Double(level) / 255))
            let scaled = output.clamped(lowerBound: .zero, upperBound: .one) * 255
            grays[level] = PixelKernel.pack(SIMD3(UInt32(scaled.x + 0.5), UInt32(scaled.y + 0.5), UInt32(scaled.z + 0.5)))
        }
        let nightColors = stages.nightStageSeesInvertedInput ? LUTGrid.nightColors : nil
        for index in 0..<LUTGrid.nodeCount {
            let output = stages.apply(LUTGrid.color(atNode: index), knownNightColor: nightColors?[index])
            let scaled = output.clamped(lowerBound: .zero, upperBound: .one) * Self.valueScale
            nodes[index] = UInt64(scaled.x + 0.5) | UInt64(scaled.y + 0.5) << Self.fieldBits
                | UInt64(scaled.z + 0.5) << (2 * Self.fieldBits)
        }
    }

    func deallocate() {
        nodes.deallocate()
        cells.deallocate()
        grays.deallocate()
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

    /// Tetrahedral interpolation of an opaque pixel without branches.
    @inline(__always)
    func interpolate(_ pixel: UInt32) -> UInt32 {
        let red = cells[Int(pixel & 0xFF)]
        let green = cells[256 + Int(pixel >> 8 & 0xFF)]
        let blue = cells[512 + Int(pixel >> 16 & 0xFF)]
        let sum = red &+ green &+ blue
        let redKey = UInt32(truncatingIfNeeded: red)
        let greenKey = UInt32(truncatingIfNeeded: green)
        let blueKey = UInt32(truncatingIfNeeded: blue)
        let largestKey = max(redKey, max(greenKey, blueKey))
        let smallestKey = min(redKey, min(greenKey, blueKey))
        let middleKey = UInt32(truncatingIfNeeded: sum) &- largestKey &- smallestKey
        let largest = UInt64(largestKey >> 16), middle = UInt64(middleKey >> 16), smallest = UInt64(smallestKey >> 16)
        let origin = nodes + Int(truncatingIfNeeded: sum >> 32)
        let first = origin[Int(largestKey & 0xFFFF)]
        let second = origin[Self.cornerStep - Int(smallestKey & 0xFFFF)]
        let weighted = origin[0] &* (UInt64(Self.weightScale) &- largest) &+ first &* (largest &- middle)
            &+ second &* (middle &- smallest) &+ origin[Self.cornerStep] &* smallest &+ Self.rounding
        let r = UInt32(truncatingIfNeeded: weighted &>> Self.resultShift) & 0xFF
        let g = UInt32(truncatingIfNeeded: weighted &>> (Self.resultShift + Self.fieldBits - 8)) & 0xFF00
        let b = UInt32(truncatingIfNeeded: weighted &>> (Self.resultShift + 2 * Self.fieldBits - 16)) & 0xFF_0000
        return r | g | b | 0xFF00_0000
    }
}
