/// The paper and text colors of a night page (`RenderOptions.nightPaperColor`, `.nightTextColor`),
/// its contrast floor (`.nightMinimumContrast`) and how the night rule maps luma onto them.
///
/// The night rule inverts luma: white paper has night luma 0, black text 1. With a palette,
/// night luma n becomes the luma `Y'(paper) + n · (Y'(text) − Y'(paper))`, so white paper becomes
/// exactly the paper color and black exactly the text color; a gray becomes the mix
/// `paper + n · (text − paper)`. A colored pixel keeps its OKLCh hue and chroma (as far as the
/// gamut allows) at that luma; when the palette is tinted (its colors are not grays), the tint of
/// the gray at that luma is added to it too, an offset of zero luma, so the luma stays exact.
/// Before luma is mapped, `contrastFloor` lifts light colors that differ visibly from the paper
/// (see `NightContrastFloor`). The standard palette (black paper, white text, no floor) is the
/// strict night rule.
struct NightPalette: Hashable, Sendable {
    /// White paper becomes this (gamma-encoded sRGB, 0...1).
    let paper: SIMD3<Double>
    /// Black text becomes this.
    let text: SIMD3<Double>
    /// How far light colors are lifted off the paper.
    let contrastFloor: NightContrastFloor

    /// Black paper, white text, no floor: plain luma inversion.
    static let standard = NightPalette(paper: .zero, text: .one)

    /// A palette whose visible colors keep `minimumContrast` against `paper` (1: no floor); colors
    /// are compared with `dayPaper`, the color the night rule sees for white paper.
    init(paper: SIMD3<Double>, text: SIMD3<Double>, minimumContrast: Double = 1, dayPaper: SIMD3<Double> = .one) {
        self.paper = paper.clamped(lowerBound: .zero, upperBound: .one)
        self.text = text.clamped(lowerBound: .zero, upperBound: .one)
        contrastFloor = NightContrastFloor(minimumContrast: minimumContrast, paper: self.paper, text: self.text,
                                           dayPaper: dayPaper)
    }

    /// The palette of `options` (opaque components; alpha is ignored), whose colors reach the night
    /// stage multiplied by `dayPaper` (the page color, if any).
    init(_ options: RenderOptions, dayPaper: SIMD3<Double> = .one) {
        self.init(paper: options.nightPaperColor.rgb, text: options.nightTextColor.rgb,
                  minimumContrast: options.nightMinimumContrast, dayPaper: dayPaper)
    }

    /// Black paper and white text, whatever the floor: plain inversion needs no mapping.
    var isStandard: Bool { paper == .zero && text == .one }

    /// True when paper and text are grays: then colored content keeps its hue exactly.
    var isNeutral: Bool {
        paper.x == paper.y && paper.y == paper.z && text.x == text.y && text.y == text.z
    }

    /// The luma that night luma `nightLuma` (0 for white paper, 1 for black) has on this palette.
    func luma(night nightLuma: Double) -> Double {
        let paperLuma = Luma.of(paper)
        return paperLuma + nightLuma * (Luma.of(text) - paperLuma)
    }

    /// The gray of night luma `nightLuma` on this palette: the paper at 0, the text at 1.
    func gray(night nightLuma: Double) -> SIMD3<Double> {
        paper + nightLuma * (text - paper)
    }

    /// What the palette adds to a neutral color of night luma `nightLuma` (zero luma; zero when neutral).
    func tint(night nightLuma: Double) -> SIMD3<Double> {
        isNeutral ? .zero : gray(night: nightLuma) - SIMD3(repeating: luma(night: nightLuma))
    }

    /// Plain inversion (`invertRenderColor` without `.colorCorrectInverted`) on this palette:
    /// each inverted channel mapped from 0...1 onto paper...text.
    func mapInverted(_ inverted: SIMD3<Double>) -> SIMD3<Double> {
        isStandard ? inverted : paper + inverted * (text - paper)
    }
}
