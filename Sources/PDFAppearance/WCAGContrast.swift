/// WCAG 2 contrast: the ratio (L1 + 0.05) / (L2 + 0.05) of the relative luminances of two opaque
/// colors, lighter over darker, 1...21.
enum WCAGContrast {
    /// Relative luminance (linear light, Rec. 709 weights) of a gamma-encoded sRGB color.
    static func luminance(_ rgb: SIMD3<Double>) -> Double {
        (SRGBTransfer.decode(rgb.clamped(lowerBound: .zero, upperBound: .one)) * Luma.weights).sum()
    }

    /// The contrast ratio of two relative luminances.
    static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The relative luminance on the far side of `luminance` that has contrast `ratio` with it:
    /// above it when `lighter`, below it otherwise (clamped to 0...1).
    static func luminance(_ ratio: Double, from luminance: Double, lighter: Bool) -> Double {
        let target = lighter ? ratio * (luminance + 0.05) - 0.05 : (luminance + 0.05) / ratio - 0.05
        return min(max(target, 0), 1)
    }
}
