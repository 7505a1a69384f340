/// The hue-preserving night rule behind `RenderFilter.colorCorrectInverted`.
///
/// For an original color `c` the night color has
/// - luma `1 − Y'(c)` (what plain inversion gives, so grays invert exactly),
/// - the OKLCh hue of `c` (red text stays red, only light),
/// - the OKLCh chroma of `c`, reduced only as far as the sRGB gamut forces at that luma.
///
/// This is the exact (slow) computation; `ColorPipeline` samples it into a 3-D table.
enum NightColorRule {
    /// Iterations of the chroma bisection; 0.33 / 2¹⁴ is far below one 8-bit level.
    private static let chromaIterations = 14
    private static let newtonIterations = 12
    private static let gamutTolerance = 1e-9

    /// The night color of a gamma-encoded sRGB color (components 0...1).
    static func nightColor(for original: SIMD3<Double>) -> SIMD3<Double> {
        let targetLuma = 1 - Luma.of(original)
        let lab = OKLab(sRGB: original)
        let chroma = lab.chroma
        let gray = SIMD3<Double>(repeating: targetLuma)
        guard chroma > 1e-7 else { return gray }
        let direction = (a: lab.a / chroma, b: lab.b / chroma)
        var lightness = OKLab(sRGB: gray).l

        func inGamutColor(chroma: Double) -> SIMD3<Double>? {
            guard let solved = solveLightness(start: lightness, chroma: chroma, direction: direction,
                                              targetLuma: targetLuma) else { return nil }
            let linear = solved.linear
            guard linear.min() >= -gamutTolerance, linear.max() <= 1 + gamutTolerance else { return nil }
            lightness = solved.lightness
            return SRGBTransfer.encode(linear.clamped(lowerBound: .zero, upperBound: .one))
        }

        if let full = inGamutColor(chroma: chroma) { return full }
        var best = gray
        var low = 0.0, high = chroma
        for _ in 0..<chromaIterations {
            let middle = (low + high) / 2
            if let color = inGamutColor(chroma: middle) {
                best = color
                low = middle
            } else {
                high = middle
            }
        }
        return best
    }

    /// `colorCorrectInverted` as a pipeline stage: its input is an already inverted color,
    /// so the hue comes from the color before inversion and the luma from the inverted one.
    static func correctingInverted(_ inverted: SIMD3<Double>) -> SIMD3<Double> {
        nightColor(for: 1 - inverted)
    }

    /// Newton's method on OKLab lightness so that the color (L, chroma, hue) has the target luma.
    private static func solveLightness(start: Double, chroma: Double, direction: (a: Double, b: Double),
                                       targetLuma: Double) -> (lightness: Double, linear: SIMD3<Double>)? {
        func evaluate(_ l: Double) -> (luma: Double, linear: SIMD3<Double>) {
            let linear = OKLab(l: l, a: chroma * direction.a, b: chroma * direction.b).linearSRGB
            return (Luma.of(SRGBTransfer.encode(linear)), linear)
        }
        var l = start
        for _ in 0..<newtonIterations {
            let current = evaluate(l)
            let error = current.luma - targetLuma
            if abs(error) < 1e-8 { return (l, current.linear) }
            let step = 1e-6
            let slope = (evaluate(l + step).luma - current.luma) / step
            guard slope > 1e-6 else { return nil }
            l = min(max(l - error / slope, -0.2), 1.2)
        }
        return nil
    }
}
