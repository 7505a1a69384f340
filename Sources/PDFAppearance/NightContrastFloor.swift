/// The contrast floor of the night rule (`RenderOptions.nightMinimumContrast`): every color that
/// differs visibly from the day paper is shown with at least the minimum WCAG contrast against the
/// night paper, with its hue kept and the order of luma among colors kept.
///
/// The night rule places a color at night luma n (0 the paper, 1 the text, see `NightPalette`); the
/// floor lifts n before the rule picks the color of that luma:
/// - `floor` is the night luma of the gray with the minimum contrast. A color of some luma has at
///   least the relative luminance of the gray of that luma (the sRGB transfer is convex), so every
///   color at night luma `floor` or above has the contrast too;
/// - a soft shoulder maps night luma 0...1 onto `floor`...1: strictly increasing, the identity from
///   `knee` = 2 · `floor` up (dark text and strong colors keep their night color, black still becomes
///   exactly the text color) and with slope 1 at the knee, so the lift starts smoothly;
/// - how much of the lift a color gets depends on its OKLab distance from the day paper: none within
///   `paperDistance` (what is almost paper stays almost paper), all of it from `liftedDistance` on,
///   a smoothstep between.
/// A minimum contrast of 1 or less lifts nothing: the strict rule. (For a palette whose text is darker
/// than its paper the lift runs the other way, and only grays are sure to reach the contrast.)
struct NightContrastFloor: Hashable, Sendable {
    /// Colors this close to the day paper (OKLab distance) are not lifted.
    static let paperDistance = 0.02
    /// Colors at least this far from the day paper get the whole lift: less than the 0.05 from
    /// which the floor is promised, so that the table, which interpolates between nodes 8 levels
    /// apart, keeps the promise from 0.05 on (and stays within contrast 1.4 of the paper up to 0.02).
    static let liftedDistance = 0.04
    /// The floor aims this much above the minimum contrast, so that table interpolation and 8-bit
    /// rounding leave the shown colors above it.
    static let targetMargin = 1.06

    /// The least night luma a visible color is shown at; 0 without a floor.
    let floor: Double
    /// The night luma from which up nothing is lifted.
    private let knee: Double
    /// The shoulder's curvature: night luma `knee − w` becomes `knee − w / (1 + bend · w)`.
    private let bend: Double
    /// The day paper in OKLab (white unless a page color tints it first).
    private let dayPaper: SIMD3<Double>

    /// The floor of `minimumContrast` between the night `paper` and `text` colors (gamma-encoded
    /// sRGB), for colors compared with `dayPaper`, the color the night rule sees for white paper.
    init(minimumContrast: Double, paper: SIMD3<Double>, text: SIMD3<Double>, dayPaper: SIMD3<Double> = .one) {
        let lab = OKLab(sRGB: dayPaper.clamped(lowerBound: .zero, upperBound: .one))
        self.dayPaper = SIMD3(lab.l, lab.a, lab.b)
        let paperLuma = Luma.of(paper), lumaRange = Luma.of(text) - paperLuma
        let paperLuminance = WCAGContrast.luminance(paper), textLuminance = WCAGContrast.luminance(text)
        guard minimumContrast > 1, abs(lumaRange) > 1e-6 else {
            (floor, knee, bend) = (0, 0, 0)
            return
        }
        let lighter = textLuminance > paperLuminance
        let wanted = WCAGContrast.luminance(minimumContrast * Self.targetMargin, from: paperLuminance, lighter: lighter)
        let reachable = lighter ? min(wanted, textLuminance) : max(wanted, textLuminance)
        floor = min(max((SRGBTransfer.encode(reachable) - paperLuma) / lumaRange, 0), 1)
        knee = min(1, 2 * floor)
        bend = knee - floor > 1e-9 ? floor / ((knee - floor) * knee) : .infinity
    }

    /// True when the floor lifts some colors.
    var lifts: Bool { floor > 0 }

    /// The night luma a color at night luma `nightLuma` is shown at; `lab` is the color in OKLab.
    func lifted(_ nightLuma: Double, lab: OKLab) -> Double {
        guard lifts, nightLuma < knee else { return nightLuma }
        let distance = ((SIMD3(lab.l, lab.a, lab.b) - dayPaper) * (SIMD3(lab.l, lab.a, lab.b) - dayPaper)).sum().squareRoot()
        let visibility = Self.visibility(distance)
        guard visibility > 0 else { return nightLuma }
        let below = knee - max(nightLuma, 0)
        let shoulder = bend.isFinite ? knee - below / (1 + bend * below) : knee
        return nightLuma + visibility * (shoulder - nightLuma)
    }

    /// How much of the lift a color at OKLab `distance` from the day paper gets, 0...1.
    private static func visibility(_ distance: Double) -> Double {
        let position = min(max((distance - paperDistance) / (liftedDistance - paperDistance), 0), 1)
        return position * position * (3 - 2 * position)
    }
}
