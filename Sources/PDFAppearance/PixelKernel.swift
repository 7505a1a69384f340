/// The per-pixel color function shared by every path of a `ColorPipeline`, on RGBA8 pixels
/// (bytes R, G, B, A; premultiplied alpha) loaded as little-endian `UInt32`.
///
/// Opaque grays use a 256-entry table computed exactly; other opaque colors are interpolated
/// tetrahedrally in fixed point from the stages sampled on `LUTGrid`. A table node packs its three
/// channels (8-bit level × 16) into 21-bit fields of one `UInt64`, so one multiplication weights
/// all three channels at once: weights are 1/256 of a cell and sum to 256, so a field never
/// exceeds 255 × 16 × 256 < 2²¹.
///
/// Pixels that are not opaque are un-premultiplied, transformed like opaque ones, premultiplied
/// again and drawn over the background fill.
final class PixelKernel: @unchecked Sendable {
    /// Interpolation weights sum to this (a cell is divided into 256 steps).
    private static let weightScale: Int32 = 256
    /// Table values are 8-bit levels times 16.
    private static let valueScale = 255.0 * 16
    /// Bits per channel field of a packed node.
    private static let fieldBits: UInt64 = 21
    /// Bits to drop from a weighted field sum to get 8-bit levels (16 × 256 = 2¹²).
    private static let resultShift: UInt64 = 12
    /// Half of 2¹² in every field, for rounding.
    private static let rounding: UInt64 = 2048 | 2048 << 21 | 2048 << 42

    let isColorIdentity: Bool
    /// The output of opaque white, the pixel most pages are made of.
    let opaqueWhiteOutput: UInt32
    private let nodes: UnsafeMutablePointer<UInt64>
    private let grays: UnsafeMutablePointer<UInt32>
    /// Per 8-bit level and channel: the node index offset of the cell (lower 16 bits) and the
    /// fraction within the cell in 1/256 steps (upper bits).
    private let redCells: UnsafeMutablePointer<Int32>
    private let greenCells: UnsafeMutablePointer<Int32>
    private let blueCells: UnsafeMutablePointer<Int32>
    /// Indexed by the fraction order (bit 0: r ≥ g, bit 1: g ≥ b, bit 2: r ≥ b): the node index steps
    /// from the cell origin to the tetrahedron's second and third vertices (largest axis, then
    /// largest two axes). Codes 3 and 4 cannot occur.
    private let tetrahedronSteps: UnsafeMutablePointer<SIMD2<Int32>>
    /// Premultiplied background fill, nil when transparent.
    private let fill: SIMD4<UInt32>?

    init(stages: ColorStages, backgroundFill: Color?) {
        isColorIdentity = stages.isIdentity
        nodes = .allocate(capacity: LUTGrid.nodeCount)
        grays = .allocate(capacity: 256)
        redCells = .allocate(capacity: 256)
        greenCells = .allocate(capacity: 256)
        blueCells = .allocate(capacity: 256)
        tetrahedronSteps = .allocate(capacity: 8)
        let (r, g, b) = (Int32(LUTGrid.redStep), Int32(LUTGrid.greenStep), Int32(LUTGrid.blueStep))
        let steps: [SIMD2<Int32>] = [
            [b, b + g],  // b > g > r
            [b, b + r],  // b > r ≥ g
            [g, g + b],  // g ≥ b > r
            [0, 0],      // impossible: r ≥ g ≥ b but r < b
            [0, 0],      // impossible: r < g < b but r ≥ b
            [r, r + b],  // r ≥ b > g
            [g, g + r],  // g > r ≥ b
            [r, r + g],  // r ≥ g ≥ b
        ]
        tetrahedronSteps.initialize(from: steps, count: 8)
        fill = backgroundFill.map { color in
            let (r, g, b, a) = color.rgba8
            let alpha = UInt32(a)
            return SIMD4((SIMD3(UInt32(r), UInt32(g), UInt32(b)) &* alpha &+ 127) / 255, alpha)
        }

        let last = Int32(LUTGrid.size - 1)
        for level in 0..<256 {
            let position = Int32(level) * last * Self.weightScale / 255
            let cell = min(position / Self.weightScale, last - 1)
            let fraction = position - cell * Self.weightScale
            redCells[level] = cell * Int32(LUTGrid.redStep) | fraction << 16
            greenCells[level] = cell * Int32(LUTGrid.greenStep) | fraction << 16
            blueCells[level] = cell * Int32(LUTGrid.blueStep) | fraction << 16
        }
        if isColorIdentity {
            for level in 0..<256 {
                grays[level] = Self.pack(SIMD3(repeating: UInt32(level)))
            }
            nodes.initialize(repeating: 0, count: LUTGrid.nodeCount)
        } else {
            for level in 0..<256 {
                let output = stages.apply(SIMD3(repeating: Double(level) / 255))
                grays[level] = Self.pack(Self.quantize(output))
            }
            let nightColors = stages.nightStageSeesInvertedInput ? LUTGrid.nightColors : nil
            for index in 0..<LUTGrid.nodeCount {
                let output = stages.apply(LUTGrid.color(atNode: index), knownNightColor: nightColors?[index])
                let scaled = (output.clamped(lowerBound: .zero, upperBound: .one) * Self.valueScale).rounded(.toNearestOrAwayFromZero)
                nodes[index] = UInt64(scaled.x) | UInt64(scaled.y) << Self.fieldBits | UInt64(scaled.z) << (2 * Self.fieldBits)
            }
        }
        opaqueWhiteOutput = grays[255]
    }

    deinit {
        nodes.deallocate()
        grays.deallocate()
        redCells.deallocate()
        greenCells.deallocate()
        blueCells.deallocate()
        tetrahedronSteps.deallocate()
    }

    /// The display pixel for a day pixel.
    @inline(__always)
    func transform(_ pixel: UInt32) -> UInt32 {
        if pixel >> 24 == 255 {
            return transformOpaque(pixel)
        }
        return transformTranslucent(pixel)
    }

    /// The display pixel for an opaque day pixel (alpha byte 255).
    @inline(__always)
    func transformOpaque(_ pixel: UInt32) -> UInt32 {
        if isColorIdentity { return pixel }
        let red = Int(pixel & 0xFF), green = Int(pixel >> 8 & 0xFF), blue = Int(pixel >> 16 & 0xFF)
        if red == green && green == blue {
            return grays[red]
        }
        return interpolate(red: red, green: green, blue: blue)
    }

    /// Tetrahedral interpolation without branches: the order of the three cell fractions picks
    /// the tetrahedron (via `tetrahedronSteps`), the sorted fractions are the weights.
    @inline(__always)
    private func interpolate(red: Int, green: Int, blue: Int) -> UInt32 {
        let redCell = redCells[red], greenCell = greenCells[green], blueCell = blueCells[blue]
        let base = Int((redCell & 0xFFFF) &+ (greenCell & 0xFFFF) &+ (blueCell & 0xFFFF))
        let fr = redCell &>> 16, fg = greenCell &>> 16, fb = blueCell &>> 16
        let largest = max(fr, max(fg, fb)), smallest = min(fr, min(fg, fb))
        let middle = fr &+ fg &+ fb &- largest &- smallest
        let steps = tetrahedronSteps[Int(Self.isAtLeast(fr, fg) | Self.isAtLeast(fg, fb) << 1 | Self.isAtLeast(fr, fb) << 2)]
        let origin = nodes[base]
        let first = nodes[base + Int(steps.x)]
        let second = nodes[base + Int(steps.y)]
        let corner = nodes[base + LUTGrid.redStep + LUTGrid.greenStep + LUTGrid.blueStep]
        let sum = origin &* UInt64(Self.weightScale &- largest) &+ first &* UInt64(largest &- middle)
            &+ second &* UInt64(middle &- smallest) &+ corner &* UInt64(smallest) &+ Self.rounding
        let red = UInt32(truncatingIfNeeded: sum &>> Self.resultShift) & 0xFF
        let green = UInt32(truncatingIfNeeded: sum &>> (Self.resultShift + Self.fieldBits)) & 0xFF
        let blue = UInt32(truncatingIfNeeded: sum &>> (Self.resultShift + 2 * Self.fieldBits)) & 0xFF
        return red | green << 8 | blue << 16 | 0xFF00_0000
    }

    /// 1 when `a ≥ b`, else 0, without a branch (fractions are 0...256, so `b − a − 1` cannot overflow).
    @inline(__always)
    private static func isAtLeast(_ a: Int32, _ b: Int32) -> UInt32 {
        UInt32(bitPattern: b &- a &- 1) >> 31
    }

    private func transformTranslucent(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        var premultiplied = SIMD4<UInt32>(repeating: 0)
        if alpha > 0 {
            let straight = (SIMD3(pixel & 0xFF, pixel >> 8 & 0xFF, pixel >> 16 & 0xFF) &* 255 &+ alpha / 2) / alpha
            let opaque = transformOpaque(Self.pack(straight.clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))))
            let rgb = SIMD3(opaque & 0xFF, opaque >> 8 & 0xFF, opaque >> 16 & 0xFF)
            premultiplied = SIMD4((rgb &* alpha &+ 127) / 255, alpha)
        }
        if let fill {
            premultiplied &+= (fill &* (255 - alpha) &+ 127) / 255
        }
        return premultiplied.x | premultiplied.y << 8 | premultiplied.z << 16 | premultiplied.w << 24
    }

    private static func quantize(_ rgb: SIMD3<Double>) -> SIMD3<UInt32> {
        let scaled = (rgb.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
        return SIMD3(UInt32(scaled.x), UInt32(scaled.y), UInt32(scaled.z))
    }

    /// An opaque pixel from 8-bit channel values.
    static func pack(_ rgb: SIMD3<UInt32>) -> UInt32 {
        rgb.x | rgb.y << 8 | rgb.z << 16 | 0xFF00_0000
    }
}
