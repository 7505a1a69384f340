import XCTest
@testable import PDFAppearance

/// `RenderOptions.nightPaperColor` / `.nightTextColor`: white paper becomes the paper color, black
/// the text color, luma maps linearly between them, and colors keep their hue.
final class NightPaletteTests: XCTestCase {
    private static let dimPaper = AppearancePalette.dimPaper
    private static let offWhite = AppearancePalette.offWhiteText

    private func night(paper: Color, text: Color = .white, filters: RenderFilter = .colorCorrectInverted) -> RenderOptions {
        var options = RenderOptions(invertRenderColor: true, filters: filters)
        options.nightPaperColor = paper
        options.nightTextColor = text
        return options
    }

    /// `night(...)` with the strict rule (no contrast floor), whose luma maps exactly.
    private func strictNight(paper: Color, text: Color) -> RenderOptions {
        var options = night(paper: paper, text: text)
        options.nightMinimumContrast = 1
        return options
    }

    func testPaperAndTextBecomeExactlyTheChosenColors() {
        for (paper, text) in [(Self.dimPaper, Color.white), (Self.dimPaper, Self.offWhite),
                              (Color(hex: "#1A1B26")!, Color(hex: "#C0CAF5")!)] {
            let options = night(paper: paper, text: text)
            XCTAssertEqual(Color.white.applying(options).hexString, paper.hexString)
            XCTAssertEqual(Color.black.applying(options).hexString, text.hexString)
        }
    }

    func testGraysMapLinearlyFromPaperToText() {
        let options = strictNight(paper: Self.dimPaper, text: Self.offWhite)
        for level in 0...255 {
            let gray = UInt8(level)
            let output = Color(rgba8: (gray, gray, gray, 255)).applying(options)
            let nightLuma = 1 - Double(level) / 255
            let expected = Self.dimPaper.rgb + nightLuma * (Self.offWhite.rgb - Self.dimPaper.rgb)
            for channel in 0..<3 {
                XCTAssertEqual(output.rgb[channel], expected[channel], accuracy: 0.51 / 255, "gray \(level) → \(output.hexString)")
            }
        }
    }

    /// The exact rule with a palette: luma from paper to text, hue and gamut-limited chroma kept
    /// (checked against the slow reference at the mapped luma).
    func testColorsKeepHueAtTheMappedLuma() {
        let options = strictNight(paper: Self.dimPaper, text: Self.offWhite)
        let paperLuma = Luma.of(Self.dimPaper.rgb), textLuma = Luma.of(Self.offWhite.rgb)
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<800 {
            let input = generator.opaqueColor()
            let output = input.applying(options)
            let target = paperLuma + (1 - Luma.of(input.rgb)) * (textLuma - paperLuma)
            let reference = NightReference.nightColor(for: input.rgb, targetLuma: target)
            let label = "\(input.hexString) → \(output.hexString), reference \(Color(rgb: reference).hexString)"
            XCTAssertEqual(Luma.of(output.rgb), target, accuracy: 2.0 / 255, "luma: \(label)")
            let inLab = OKLab(sRGB: input.rgb), outLab = OKLab(sRGB: output.rgb), refLab = OKLab(sRGB: reference)
            if inLab.chroma >= 0.05 && outLab.chroma >= 0.05 {
                XCTAssertLessThanOrEqual(NightReference.hueDistance(inLab.hueDegrees, outLab.hueDegrees), 3, "hue: \(label)")
            }
            XCTAssertEqual(outLab.chroma, refLab.chroma, accuracy: 0.02, "chroma: \(label)")
        }
    }

    /// A tinted palette adds its tint at zero luma: the luma stays the mapped one.
    func testTintedPaletteKeepsTheMappedLuma() {
        let paper = Color(hex: "#1A1B26")!, text = Color(hex: "#C0CAF5")!
        let options = strictNight(paper: paper, text: text)
        let paperLuma = Luma.of(paper.rgb), textLuma = Luma.of(text.rgb)
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            let input = generator.opaqueColor()
            let output = input.applying(options)
            let target = paperLuma + (1 - Luma.of(input.rgb)) * (textLuma - paperLuma)
            // Only where adding the tint leaves the gamut does the clamp move the luma.
            XCTAssertEqual(Luma.of(output.rgb), target, accuracy: 6.0 / 255, "\(input.hexString) → \(output.hexString)")
        }
    }

    func testStandardPaletteIsTodaysNightRule() {
        let standard = night(paper: .black, text: .white)
        XCTAssertEqual(standard, RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted))
    }

    func testPlainInversionMapsEachChannelOntoThePalette() {
        let options = night(paper: Self.dimPaper, text: Self.offWhite, filters: [])
        let red = Color(hex: "#FF0000")!.applying(options)
        // Inverted red is cyan (0, 1, 1): red channel at the paper, the others at the text.
        XCTAssertEqual(red.hexString, "#12E6E6")
    }

    func testSepiaNightTonesThePalette() {
        let options = night(paper: Self.dimPaper, text: .white, filters: [.colorCorrectInverted, .sepia])
        let paper = Color.white.applying(options)
        let expected = Color(rgb: SepiaTone.matrix(intensity: 1).apply(Self.dimPaper.rgb))
        XCTAssertEqual(paper.hexString, expected.hexString)
    }

    func testPaletteIsPartOfThePipelineIdentity() {
        let black = ColorPipeline.cached(for: night(paper: .black))
        let dim = ColorPipeline.cached(for: night(paper: Self.dimPaper))
        XCTAssertFalse(black === dim)
        XCTAssertEqual(dim.apply(to: .white).hexString, "#121212")
    }

    func testConfigurationPaletteAppliesToTheModes() {
        let configuration = PDFConfiguration {
            $0.palette = AppearancePalette(nightPaperColor: Self.dimPaper, nightTextColor: Self.offWhite, sepiaStrength: 0.5)
        }
        let manager = PDFAppearanceModeManager(configuration: configuration)
        XCTAssertEqual(manager.renderOptions(for: .night).nightPaperColor, Self.dimPaper)
        XCTAssertEqual(manager.renderOptions(for: .night).nightTextColor, Self.offWhite)
        XCTAssertEqual(manager.renderOptions(for: .sepia).sepiaIntensity, 0.5)
        XCTAssertEqual(manager.displayColor(for: .white).hexString, "#FFFFFF", "Default ignores the night palette")
        manager.appearanceMode = .night
        XCTAssertEqual(manager.displayColor(for: .white).hexString, "#121212")
        XCTAssertEqual(manager.displayColor(for: .black).hexString, "#E6E6E6")
    }

    func testConfigurationWithoutPaletteKeepsTheDocumentsOptions() {
        let document = OptionsDocument()
        document.updateRenderOptions(for: .page) { $0.nightPaperColor = Self.dimPaper; $0.sepiaIntensity = 0.3 }
        let manager = PDFAppearanceModeManager(document: document)
        XCTAssertEqual(manager.renderOptions(for: .night).nightPaperColor, Self.dimPaper)
        XCTAssertEqual(manager.renderOptions(for: .sepia).sepiaIntensity, 0.3)
    }
}
