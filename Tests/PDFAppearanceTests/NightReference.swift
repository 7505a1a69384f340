@testable import PDFAppearance

/// A slow, straightforward implementation of the night rule for checking the pipeline:
/// bisection on chroma for the gamut, and for each chroma bisection on OKLab lightness for the luma.
enum NightReference {
    /// The night color of a gamma-encoded sRGB color (components 0...1), in full precision.
    static func nightColor(for original: SIMD3<Double>) -> SIMD3<Double> {
        nightColor(for: original, targetLuma: 1 - Luma.of(original))
    }

    /// The color with the hue and (gamut-limited) chroma of `original` at luma `target`.
    static func nightColor(for original: SIMD3<Double>, targetLuma target: Double) -> SIMD3<Double> {
        let lab = OKLab(sRGB: original)
        let chroma = lab.chroma
        guard chroma > 1e-9 else { return SIMD3(repeating: target) }
        var feasible = SIMD3<Double>(repeating: target)
        var low = 0.0, high = chroma
        if let color = color(chroma: chroma, lab: lab, luma: target) { return color }
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if let color = color(chroma: middle, lab: lab, luma: target) {
                feasible = color
                low = middle
            } else {
                high = middle
            }
        }
        return feasible
    }

    /// The in-gamut color with the hue of `lab`, the given chroma and luma, if there is one.
    private static func color(chroma: Double, lab: OKLab, luma: Double) -> SIMD3<Double>? {
        let scale = chroma / lab.chroma
        var low = -0.1, high = 1.1
        for _ in 0..<40 {
            let middle = (low + high) / 2
            let rgb = OKLab(l: middle, a: lab.a * scale, b: lab.b * scale).sRGB
            if Luma.of(rgb) < luma { low = middle } else { high = middle }
        }
        let linear = OKLab(l: (low + high) / 2, a: lab.a * scale, b: lab.b * scale).linearSRGB
        guard linear.min() >= -1e-7, linear.max() <= 1 + 1e-7 else { return nil }
        return SRGBTransfer.encode(linear.clamped(lowerBound: .zero, upperBound: .one))
    }

    /// Smallest angle between two hues in degrees.
    static func hueDistance(_ first: Double, _ second: Double) -> Double {
        let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }
}
