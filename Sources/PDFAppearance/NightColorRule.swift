/// The hue-preserving night rule behind `RenderFilter.colorCorrectInverted`.
///
/// For an original color `c` the night color has
/// - luma `1 − Y'(c)` (what plain inversion gives, so grays invert exactly), lifted by the palette's
///   contrast floor where `c` is a light color that differs visibly from the paper (see
///   `NightContrastFloor`) and mapped onto the night palette's paper…text luma range (see
///   `NightPalette`; the standard palette has no floor and leaves the range),
/// - the OKLCh hue of `c` (red text stays red, only light),
/// - the OKLCh chroma of `c`, reduced only as far as the sRGB gamut forces at that luma.
///
/// This is the exact computation; `ColorPipeline` samples it into a 3-D table. For each chroma,
/// Newton's method (analytic slope) finds the OKLab lightness with the target luma; the largest
/// chroma in gamut is found by regula falsi (Illinois) on the gamut margin, falling back to
/// bisection where the margin is unknown. A `Search` carries the lightness and chroma ratio
/// from one color to the next, so that neighboring table nodes start next to their answer.
enum NightColorRule {
    /// The chroma search stops when the bracket is narrower than chroma / 2¹⁴ (far below one 8-bit level)…
    private static let chromaResolution = 1.0 / 16384
    /// …or when the in-gamut end is this close to the gamut boundary (linear light).
    private static let boundaryTolerance = 1e-7
    private static let chromaIterations = 40
    private static let newtonIterations = 12
    private static let lumaTolerance = 1e-6
    /// A Newton step from a luma error below this is the last one (it leaves an error near 1e-6).
    private static let finalStepError = 1e-3
    private static let gamutTolerance = 1e-9

    /// What the previous color's search found, to start the next one near its answer.
    struct Search {
        var lightness: Double?
        /// In-gamut chroma / original chroma.
        var chromaRatio: Double?
    }

    /// The night color of a gamma-encoded sRGB color (components 0...1) on `palette`.
    static func nightColor(for original: SIMD3<Double>, palette: NightPalette = .standard) -> SIMD3<Double> {
        var search = Search()
        return nightColor(for: original, linear: SRGBTransfer.decode(original), search: &search, palette: palette)
    }

    /// The night color of `original`, whose linear-light value is `linear`, on `palette` (see
    /// `NightPalette` for how luma maps onto it), starting from `search` and leaving there what
    /// this color's search found.
    static func nightColor(for original: SIMD3<Double>, linear: SIMD3<Double>, search: inout Search,
                           palette: NightPalette = .standard) -> SIMD3<Double> {
        let lab = OKLab(linearSRGB: linear)
        let nightLuma = palette.contrastFloor.lifted(1 - Luma.of(original), lab: lab)
        let chroma = lab.chroma
        guard chroma > 1e-7 else { return palette.gray(night: nightLuma) }
        let hued = huedColor(lab: lab, chroma: chroma, targetLuma: palette.luma(night: nightLuma), search: &search)
        let tint = palette.tint(night: nightLuma)
        return tint == .zero ? hued : (hued + tint).clamped(lowerBound: .zero, upperBound: .one)
    }

    /// The color with the OKLCh hue of `lab` and its chroma `chroma`, reduced only as far as the
    /// gamut forces, at luma `targetLuma`.
    private static func huedColor(lab: OKLab, chroma: Double, targetLuma: Double, search: inout Search) -> SIMD3<Double> {
        let gray = SIMD3<Double>(repeating: targetLuma)
        let slice = HueSlice(direction: (lab.a / chroma, lab.b / chroma), targetLuma: targetLuma)
        var lightness = search.lightness ?? OKLab(linearSRGB: SIMD3(repeating: SRGBTransfer.decode(targetLuma))).l

        /// The solution at `chroma` and its gamut margin (≥ −tolerance: in gamut), nil when Newton fails.
        func evaluate(_ chroma: Double) -> (linear: SIMD3<Double>, margin: Double)? {
            guard let solved = slice.solveLightness(start: lightness, chroma: chroma) else { return nil }
            lightness = solved.lightness
            let linear = solved.linear
            return (linear, min(linear.min(), 1 - linear.max()))
        }
        func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
            let clamped = linear.clamped(lowerBound: .zero, upperBound: .one)
            return SIMD3(SRGBTransfer.encodeWithSlope(clamped.x, power: slice.power).value,
                         SRGBTransfer.encodeWithSlope(clamped.y, power: slice.power).value,
                         SRGBTransfer.encodeWithSlope(clamped.z, power: slice.power).value)
        }
        defer { search.lightness = lightness }

        let full = evaluate(chroma)
        if let full, full.margin >= -gamutTolerance {
            search.chromaRatio = 1
            return encoded(full.linear)
        }
        // Bracket: `low` in gamut (chroma 0 is the gray, always in gamut), `high` outside.
        let grayLinear = SRGBTransfer.decode(targetLuma)
        var low = 0.0, lowMargin = max(0, min(grayLinear, 1 - grayLinear))
        var lowLinear: SIMD3<Double>?
        var high = chroma, highMargin = full?.margin
        var keptSide = 0  // +1: low kept last time, −1: high kept (Illinois halves the stale end's margin)
        var guess = search.chromaRatio.map { $0 * chroma }
        for _ in 0..<chromaIterations where high - low > chroma * chromaResolution {
            var next = (low + high) / 2
            if let candidate = guess, candidate > low, candidate < high {
                next = candidate
            } else if let highMargin, lowMargin - highMargin > 0 {
                let falsePosition = low + (high - low) * lowMargin / (lowMargin - highMargin)
                let inset = (high - low) * 1e-3
                next = min(max(falsePosition, low + inset), high - inset)
            }
            guess = nil
            let result = evaluate(next)
            if let result, result.margin >= -gamutTolerance {
                low = next
                lowLinear = result.linear
                lowMargin = result.margin
                if result.margin <= boundaryTolerance { break }
                if keptSide == -1, let margin = highMargin { highMargin = margin / 2 }
                keptSide = -1
            } else {
                high = next
                highMargin = result?.margin
                if keptSide == 1 { lowMargin /= 2 }
                keptSide = 1
            }
        }
        search.chromaRatio = low / chroma
        return lowLinear.map(encoded) ?? gray
    }

    /// Colors of one OKLCh hue, searched for the target luma.
    private struct HueSlice {
        let direction: (a: Double, b: Double)
        let targetLuma: Double
        let power = PowerFiveTwelfths.shared

        /// Newton's method on OKLab lightness so that the color (L, chroma, hue) has the target luma.
        func solveLightness(start: Double, chroma: Double) -> (lightness: Double, linear: SIMD3<Double>)? {
            let a = chroma * direction.a, b = chroma * direction.b
            // OKLab to cone responses: l = L + offsets.x, m = L + offsets.y, s = L + offsets.z.
            let offsets = SIMD3(0.3963377774 * a + 0.2158037573 * b,
                                -0.1055613458 * a - 0.0638541728 * b,
                                -0.0894841775 * a - 1.2914855480 * b)
            var lightness = start
            for _ in 0..<newtonIterations {
                let cone = lightness + offsets
                let squared = cone * cone
                let cubed = squared * cone
                let linear = OKLab.linearSRGB(cubedCones: cubed)
                let linearSlope = OKLab.linearSRGB(cubedCones: 3 * squared)
                let red = SRGBTransfer.encodeWithSlope(linear.x, power: power)
                let green = SRGBTransfer.encodeWithSlope(linear.y, power: power)
                let blue = SRGBTransfer.encodeWithSlope(linear.z, power: power)
                let weights = Luma.weights
                let error = weights.x * red.value + weights.y * green.value + weights.z * blue.value - targetLuma
                if abs(error) < lumaTolerance { return (lightness, linear) }
                let slope = weights.x * red.slope * linearSlope.x + weights.y * green.slope * linearSlope.y
                    + weights.z * blue.slope * linearSlope.z
                guard slope > 1e-6 else { return nil }
                lightness = min(max(lightness - error / slope, -0.2), 1.2)
                if abs(error) < finalStepError {
                    // Newton converges quadratically: this step leaves an error near error², so the
                    // result needs no more encoding, only the color at the new lightness.
                    let cone = lightness + offsets
                    return (lightness, OKLab.linearSRGB(cubedCones: cone * cone * cone))
                }
            }
            return nil
        }
    }
}
