/// Rec. 709 luma weights, applied to gamma-encoded sRGB values (Y' = 0.2126 R' + 0.7152 G' + 0.0722 B').
enum Luma {
    static let weights = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// Luma of a gamma-encoded sRGB color.
    static func of(_ rgb: SIMD3<Double>) -> Double {
        (rgb * weights).sum()
    }
}
