/// The sepia filter: half-desaturated content mapped channel by channel from a warm dark brown
/// (for black) to a warm cream (for white paper), so gray levels keep their order and colors
/// stay distinguishable.
enum SepiaTone {
    /// White paper becomes this cream.
    static let cream = SIMD3<Double>(0xF6, 0xEA, 0xD2) / 255
    /// Black becomes this brown.
    static let brown = SIMD3<Double>(0x3A, 0x2A, 0x1C) / 255
    /// How far colors move toward their luma before toning.
    static let desaturation = 0.5

    /// The sepia matrix at full intensity.
    static let fullMatrix: ColorMatrix = {
        let span = cream - brown
        func row(_ channel: Int) -> SIMD4<Double> {
            var weights = Luma.weights * desaturation
            weights[channel] += 1 - desaturation
            return SIMD4(weights * span[channel], brown[channel])
        }
        return ColorMatrix(red: row(0), green: row(1), blue: row(2))
    }()

    /// The sepia matrix at `intensity` (0 = unchanged, 1 = full sepia).
    static func matrix(intensity: Double) -> ColorMatrix {
        fullMatrix.blended(fromIdentity: min(max(intensity, 0), 1))
    }
}
