import XCTest
@testable import PDFAppearance

/// `RenderOptions.nightMinimumContrast`: in Night every color that differs visibly from the day
/// paper (OKLab distance ≥ 0.05) is shown with at least that WCAG contrast against the night
/// paper, hue and order of luma kept; what is within 0.02 of the paper stays (almost) paper, and
/// black still becomes exactly the text color. Checked on the pipeline's 8-bit output (the table
/// the window, export and ink all use), not only on the exact rule.
final class NightContrastFloorTests: XCTestCase {
    /// The light green of the V8 bars in tracemonkey's Figure 10 (page 11), top to bottom of a bar's gradient.
    private static let figure10Greens = ["#DCFFA0", "#C8EE84", "#A7D054"].map { Color(hex: $0)! }
    private static let palettes: [(paper: Color, text: Color)] = [
        (.black, .white), (AppearancePalette.dimPaper, AppearancePalette.offWhiteText),
        (Color(hex: "#1A1B26")!, Color(hex: "#C0CAF5")!),
    ]

    private func night(paper: Color = .black, text: Color = .white, minimumContrast: Double = 3) -> RenderOptions {
        var options = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        options.nightPaperColor = paper
        options.nightTextColor = text
        options.nightMinimumContrast = minimumContrast
        return options
    }

    /// OKLab distance of a color (as 8 bits) from white paper.
    private func distanceFromPaper(_ color: Color) -> Double {
        let (r, g, b, _) = color.rgba8
        let lab = OKLab(sRGB: SIMD3(Double(r), Double(g), Double(b)) / 255), white = OKLab(sRGB: .one)
        return ((lab.l - white.l) * (lab.l - white.l) + lab.a * lab.a + lab.b * lab.b).squareRoot()
    }

    /// Pastel tints all around the hue circle (OKLCh lightness 0.78…0.96, chroma 0.04…0.14, in gamut),
    /// the Figure 10 greens and light grays: what charts, table shading and highlights are made of.
    private func pastels() -> [Color] {
        var colors = Self.figure10Greens + ["#EAEAEA", "#DDDDDD", "#F0F0F0"].map { Color(hex: $0)! }
        for hue in stride(from: 0.0, to: 360, by: 15) {
            for lightness in [0.78, 0.84, 0.90, 0.96] {
                for chroma in [0.04, 0.07, 0.10, 0.14] {
                    let angle = hue * .pi / 180
                    let linear = OKLab(l: lightness, a: chroma * cos(angle), b: chroma * sin(angle)).linearSRGB
                    guard linear.min() >= 0, linear.max() <= 1 else { continue }
                    colors.append(Color(rgb: SRGBTransfer.encode(linear)))
                }
            }
        }
        return colors
    }

    /// Every color near white on a lattice (channels 190…255 in steps of 3): where the paper, the
    /// barely visible and the lightest visible tints meet, and the table interpolates between them.
    private func nearWhiteLattice() -> [Color] {
        let levels = Array(stride(from: 255, through: 190, by: -3))
        return levels.flatMap { r in levels.flatMap { g in levels.map { b in Color(rgba8: (UInt8(r), UInt8(g), UInt8(b), 255)) } } }
    }

    func testTheFigure10GreenSinksIntoThePaperWithTheStrictRule() {
        let strict = night(minimumContrast: 1)
        let top = Self.figure10Greens[0]
        XCTAssertLessThan(NightHighlight.contrast(top.applying(strict), Color.white.applying(strict)), 1.5,
                          "the defect the floor fixes: \(top.applying(strict).hexString)")
        XCTAssertFalse(NightPalette(strict).contrastFloor.lifts, "1 is the strict rule")
    }

    func testVisibleColorsReachTheFloorOnEveryPalette() {
        let candidates = pastels() + nearWhiteLattice()
        for (paper, text) in Self.palettes {
            for minimumContrast in [3, 4.5] {
                let options = night(paper: paper, text: text, minimumContrast: minimumContrast)
                let nightPaper = Color.white.applying(options)
                var checked = 0
                for color in candidates where distanceFromPaper(color) >= 0.05 {
                    let shown = color.applying(options)
                    XCTAssertGreaterThanOrEqual(NightHighlight.contrast(shown, nightPaper), minimumContrast,
                                                "\(color.hexString) → \(shown.hexString) on \(paper.hexString), floor \(minimumContrast)")
                    checked += 1
                }
                XCTAssertGreaterThan(checked, 2000)
            }
        }
    }

    func testTheFigure10GreensStayGreenAndLight() {
        let options = night()
        for green in Self.figure10Greens {
            let shown = green.applying(options)
            XCTAssertGreaterThanOrEqual(NightHighlight.contrast(shown, .black), 3, shown.hexString)
            let day = OKLab(sRGB: green.rgb), lab = OKLab(sRGB: shown.rgb)
            XCTAssertGreaterThan(lab.chroma, 0.05, "still green, not gray: \(shown.hexString)")
            XCTAssertLessThanOrEqual(NightReference.hueDistance(day.hueDegrees, lab.hueDegrees), 3, shown.hexString)
        }
    }

    func testHueIsKept() {
        for (paper, text) in Self.palettes.prefix(2) {  // neutral palettes: a tinted one adds its tint
            let options = night(paper: paper, text: text)
            for color in pastels() where distanceFromPaper(color) >= 0.05 {
                let shown = color.applying(options)
                let day = OKLab(sRGB: color.rgb), lab = OKLab(sRGB: shown.rgb)
                guard day.chroma >= 0.05 && lab.chroma >= 0.05 else { continue }
                XCTAssertLessThanOrEqual(NightReference.hueDistance(day.hueDegrees, lab.hueDegrees), 3,
                                         "\(color.hexString) → \(shown.hexString) on \(paper.hexString)")
            }
        }
    }

    /// A lighter day color is a darker night color: luma order is reversed, never mixed up, among
    /// visible colors (pairs whose day lumas differ by more than the table's rounding can blur).
    func testOrderOfLumaIsKept() {
        for (paper, text) in Self.palettes.prefix(2) {
            let options = night(paper: paper, text: text)
            let shownGreens = Self.figure10Greens.map { Luma.of($0.applying(options).rgb) }
            XCTAssertEqual(shownGreens, shownGreens.sorted(), "the bar's gradient keeps its order, reversed")
            var generator = SeededGenerator(seed: 23)
            let visible = (0..<3000).map { _ in generator.opaqueColor() }.filter { distanceFromPaper($0) >= 0.05 }
                .map { (day: Luma.of($0.rgb), shown: Luma.of($0.applying(options).rgb), color: $0) }
                .sorted { $0.day < $1.day }
            var lighterIndex = 0, compared = 0
            for darker in visible {
                while lighterIndex < visible.count && visible[lighterIndex].day <= darker.day + 12.0 / 255 { lighterIndex += 1 }
                guard lighterIndex < visible.count else { break }
                let lighter = visible[lighterIndex]
                XCTAssertGreaterThan(darker.shown, lighter.shown,
                                     "\(darker.color.hexString) and \(lighter.color.hexString) on \(paper.hexString)")
                compared += 1
            }
            XCTAssertGreaterThan(compared, 2500)
        }
    }

    func testNearPaperStaysPaper() {
        for (paper, text) in Self.palettes {
            let options = night(paper: paper, text: text), strict = night(paper: paper, text: text, minimumContrast: 1)
            let nightPaper = Color.white.applying(options)
            var checked = 0
            for color in nearWhiteLattice() where distanceFromPaper(color) <= 0.02 {
                let shown = color.applying(options)
                XCTAssertLessThanOrEqual(NightHighlight.contrast(shown, nightPaper), 1.4,
                                         "\(color.hexString) → \(shown.hexString) on \(paper.hexString)")
                checked += 1
            }
            XCTAssertGreaterThan(checked, 50)
            for level in UInt8(250)...255 {  // grays take the exact gray table: not lifted at all
                let gray = Color(rgba8: (level, level, level, 255))
                XCTAssertEqual(gray.applying(options).hexString, gray.applying(strict).hexString, "gray \(level)")
            }
        }
    }

    func testPaperAndBlackBecomeExactlyThePaletteColorsAtEveryFloor() {
        for (paper, text) in Self.palettes {
            for minimumContrast in [1, 1.5, 3, 4.5, 7, 21] {
                let options = night(paper: paper, text: text, minimumContrast: minimumContrast)
                XCTAssertEqual(Color.black.applying(options).hexString, text.hexString, "floor \(minimumContrast)")
                XCTAssertEqual(Color.white.applying(options).hexString, paper.hexString, "floor \(minimumContrast)")
            }
        }
    }

    /// Dark colors are left alone: only night lumas below twice the floor's are lifted.
    func testDarkColorsKeepTheirStrictNightColor() {
        let options = night(), strict = night(minimumContrast: 1)
        for hex in ["#000000", "#202020", "#1F3A93", "#8B0000", "#003300"] {
            let color = Color(hex: hex)!
            XCTAssertEqual(color.applying(options).hexString, color.applying(strict).hexString, hex)
        }
    }

    /// The table the pixels go through follows the exact rule with the floor.
    func testTheTableFollowsTheExactRule() {
        for (paper, text) in Self.palettes.prefix(2) {
            let options = night(paper: paper, text: text)
            let palette = NightPalette(options)
            var generator = SeededGenerator(seed: 31)
            for _ in 0..<1500 {
                let color = generator.opaqueColor()
                let exact = NightColorRule.nightColor(for: color.rgb, palette: palette)
                let shown = color.applying(options)
                XCTAssertEqual(Luma.of(shown.rgb), Luma.of(exact), accuracy: 2.0 / 255,
                               "\(color.hexString) → \(shown.hexString), exact \(Color(rgb: exact).hexString)")
            }
        }
    }

    /// What surrounds the pages (the desk) can be drawn without the floor: the strict night color.
    func testApplyingWithoutTheFloorGivesTheStrictNightColor() {
        let pipeline = ColorPipeline.cached(for: night()), strict = ColorPipeline.cached(for: night(minimumContrast: 1))
        for hex in ["#D9D9D9", "#DCFFA0", "#FFFFFF", "#1F6FEB"] {
            let color = Color(hex: hex)!
            let shown = pipeline.applyWithoutContrastFloor(to: color).rgba8, expected = strict.apply(to: color).rgba8
            XCTAssertLessThanOrEqual(max(abs(Int(shown.0) - Int(expected.0)), abs(Int(shown.1) - Int(expected.1)),
                                         abs(Int(shown.2) - Int(expected.2))), 1, hex)
        }
        XCTAssertEqual(pipeline.applyWithoutContrastFloor(to: Color(hex: "#D9D9D9")!).hexString, "#262626")
        let sepia = ColorPipeline.cached(for: RenderOptions(filters: .sepia))
        XCTAssertEqual(sepia.applyWithoutContrastFloor(to: Color(hex: "#DCFFA0")!), sepia.apply(to: Color(hex: "#DCFFA0")!))
    }

    /// Ink and anything else drawn with `displayColor(for:)` follows the same floor.
    func testInkFollowsTheFloor() {
        let manager = PDFAppearanceModeManager()
        manager.appearanceMode = .night
        XCTAssertEqual(manager.renderOptions.nightMinimumContrast, 3, "the default floor")
        let pastelInk = Color(hex: "#FFD6E7")!
        XCTAssertGreaterThanOrEqual(NightHighlight.contrast(manager.displayColor(for: pastelInk), manager.displayColor(for: .white)), 3)
        manager.configuration = PDFConfiguration { $0.palette = AppearancePalette(nightMinimumContrast: 1) }
        XCTAssertLessThan(NightHighlight.contrast(manager.displayColor(for: pastelInk), manager.displayColor(for: .white)), 1.5)
    }
}
