import CPixelKernels

/// The per-pixel color function shared by every path of a `ColorPipeline`, on RGBA8 pixels
/// (bytes R, G, B, A; premultiplied alpha) loaded as little-endian `UInt32`.
///
/// Opaque grays use a 256-entry table computed exactly; other opaque colors are interpolated
/// tetrahedrally in fixed point from the stages sampled on `LUTGrid`. A table node packs its three
/// channels (8-bit level × 16) into 21-bit fields of one `UInt64`, so one multiplication weights
/// all three channels at once: weights are 1/256 of a cell and sum to 256, so a field never
/// exceeds 255 × 16 × 256 < 2²¹.
///
/// Stages that only scale channels (`ColorStages.channelScales`: dimmed photographs) are a plain
/// multiply instead (`CPixelKernels_scale_pixel`), on every path, and build no tables (2 MiB
/// with the vector kernels' node pairs).
///
/// Pixels that are not opaque are un-premultiplied, transformed like opaque ones, premultiplied
/// again and drawn over the background fill.
///
/// The tables live in one allocation described by `PixelTables`, a value that band loops copy
/// into locals: stores through an output pointer then cannot force reloads of the table pointers.
final class PixelKernel: @unchecked Sendable {
    /// How opaque pixels are transformed.
    enum OpaqueTransform {
        /// Interpolated from the stages sampled into tables.
        case interpolated(PixelTables)
        /// Multiplied by `CPixelKernels_scale_factors` (stages that only scale channels).
        case scaled(factors: UInt64)
    }

    let opaque: OpaqueTransform
    /// Premultiplied background fill, nil when transparent.
    private let fill: SIMD4<UInt32>?
    /// True when the stages change no color.
    let isColorIdentity: Bool

    /// The interpolation tables; nil for stages that only scale channels.
    var tables: PixelTables? {
        if case .interpolated(let tables) = opaque { return tables }
        return nil
    }

    /// The output of opaque white, the pixel most pages are made of.
    var opaqueWhiteOutput: UInt32 { transformOpaque(0xFFFF_FFFF) }

    init(stages: ColorStages, backgroundFill: Color?) {
        isColorIdentity = stages.isIdentity
        if let scales = stages.channelScales {
            let factors = (scales * 65536).rounded(.toNearestOrEven).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 65535))
            opaque = .scaled(factors: CPixelKernels_scale_factors(UInt16(factors.x), UInt16(factors.y), UInt16(factors.z)))
        } else {
            opaque = .interpolated(PixelTables(stages: stages))
        }
        fill = backgroundFill.map { color in
            let (r, g, b, a) = color.rgba8
            let alpha = UInt32(a)
            return SIMD4((SIMD3(UInt32(r), UInt32(g), UInt32(b)) &* alpha &+ 127) / 255, alpha)
        }
    }

    deinit {
        tables?.deallocate()
    }

    /// The display pixel for a day pixel.
    @inline(__always)
    func transform(_ pixel: UInt32) -> UInt32 {
        if pixel >= 0xFF00_0000 {
            return transformOpaque(pixel)
        }
        return transformTranslucent(pixel)
    }

    /// The display pixel for an opaque day pixel (alpha byte 255).
    @inline(__always)
    func transformOpaque(_ pixel: UInt32) -> UInt32 {
        switch opaque {
        case .interpolated(let tables): tables.transformOpaque(pixel)
        case .scaled(let factors): CPixelKernels_scale_pixel(pixel, factors)
        }
    }

    func transformTranslucent(_ pixel: UInt32) -> UInt32 {
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

    /// An opaque pixel from 8-bit channel values.
    static func pack(_ rgb: SIMD3<UInt32>) -> UInt32 {
        rgb.x | rgb.y << 8 | rgb.z << 16 | 0xFF00_0000
    }
}
