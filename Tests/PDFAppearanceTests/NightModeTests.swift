import XCTest
@testable import PDFAppearance

/// The strict night rule (`nightMinimumContrast` 1): inverted luma, hue kept. The contrast floor
/// on top of it is `NightContrastFloorTests`'.
final class NightModeTests: XCTestCase {
    private let night: RenderOptions = {
        var options = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        options.nightMinimumContrast = 1
        return options
    }()

    private func nightHex(_ hex: String) -> String {
        Color(hex: hex)!.applying(night).hexString
    }

    func testGraysInvertExactly() {
        for level in 0...255 {
            let gray = UInt8(level)
            let result = Color(rgba8: (gray, gray, gray, 255)).applying(night).rgba8
            XCTAssertEqual([result.0, result.1, result.2], Array(repeating: 255 - gray, count: 3), "gray \(level)")
        }
        XCTAssertEqual(nightHex("#FFFFFF"), "#000000")
        XCTAssertEqual(nightHex("#000000"), "#FFFFFF")
        XCTAssertEqual(nightHex("#808080"), "#7F7F7F")
    }

    func testRedBecomesLightPinkInsteadOfCyan() {
        let red = Color(hex: "#FF0000")!.applying(night).rgba8
        let expected: (UInt8, UInt8, UInt8) = (0xFF, 0xBB, 0xB0)
        XCTAssertLessThanOrEqual(abs(Int(red.0) - Int(expected.0)), 2)
        XCTAssertLessThanOrEqual(abs(Int(red.1) - Int(expected.1)), 2)
        XCTAssertLessThanOrEqual(abs(Int(red.2) - Int(expected.2)), 2)
    }

    func testBlueBecomesPaleBlueOfTheSameHue() {
        let blue = Color(hex: "#0000FF")!
        let result = blue.applying(night)
        let input = OKLab(sRGB: blue.rgb), output = OKLab(sRGB: result.rgb)
        XCTAssertGreaterThan(output.l, 0.9, "pale: \(result.hexString)")
        XCTAssertGreaterThan(output.chroma, 0.02, "still blue, not gray")
        XCTAssertLessThan(NightReference.hueDistance(input.hueDegrees, output.hueDegrees), 3, result.hexString)
    }

    func testYellowBecomesDarkOlive() {
        let yellow = Color(hex: "#FFFF00")!
        let result = yellow.applying(night)
        let output = OKLab(sRGB: result.rgb)
        XCTAssertLessThan(output.l, 0.3, result.hexString)
        XCTAssertGreaterThan(result.red, result.blue, "olive, not gray or blue: \(result.hexString)")
        XCTAssertEqual(result.red, result.green, accuracy: 2.0 / 255, result.hexString)
    }

    /// The pipeline (quantized, table-interpolated) against the full-precision reference.
    func testRandomColorsMeetLumaHueAndChromaTolerances() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1500 {
            let input = generator.opaqueColor()
            let output = input.applying(night)
            let reference = NightReference.nightColor(for: input.rgb)
            let label = "\(input.hexString) → \(output.hexString), reference \(Color(rgb: reference).hexString)"

            XCTAssertEqual(Luma.of(output.rgb), 1 - Luma.of(input.rgb), accuracy: 2.0 / 255, "luma: \(label)")

            let inLab = OKLab(sRGB: input.rgb), outLab = OKLab(sRGB: output.rgb), refLab = OKLab(sRGB: reference)
            if inLab.chroma >= 0.05 && outLab.chroma >= 0.05 {
                XCTAssertLessThanOrEqual(NightReference.hueDistance(inLab.hueDegrees, outLab.hueDegrees), 3, "hue: \(label)")
            }
            // 8-bit output levels near black differ by up to 0.02 in OKLab chroma.
            XCTAssertLessThanOrEqual(outLab.chroma, inLab.chroma + 0.02, "chroma grew: \(label)")
            XCTAssertEqual(outLab.chroma, refLab.chroma, accuracy: 0.02, "chroma not as high as the gamut allows: \(label)")
        }
    }

    /// The tolerances above have teeth: the usual `invert + hue-rotate(180°)` recipe (CSS filter
    /// matrix, built here as an additional matrix filter) misses them by far.
    func testInvertAndHueRotateRecipeMissesTheTolerances() {
        let hueRotate180 = ColorMatrix(red: [-0.574, 1.430, 0.144, 0], green: [0.426, 0.430, 0.144, 0],
                                       blue: [0.426, 1.430, -0.856, 0])
        let recipe = RenderOptions(invertRenderColor: true, additionalColorFilters: [.matrix(name: "hue-rotate(180deg)", hueRotate180)])
        var generator = SeededGenerator(seed: 13)
        var worstHue = 0.0, worstLuma = 0.0
        for _ in 0..<500 {
            let input = generator.opaqueColor()
            let output = input.applying(recipe)
            worstLuma = max(worstLuma, abs(Luma.of(output.rgb) - (1 - Luma.of(input.rgb))) * 255)
            let inLab = OKLab(sRGB: input.rgb), outLab = OKLab(sRGB: output.rgb)
            if inLab.chroma >= 0.05 && outLab.chroma >= 0.05 {
                worstHue = max(worstHue, NightReference.hueDistance(inLab.hueDegrees, outLab.hueDegrees))
            }
        }
        XCTAssertGreaterThan(worstHue, 10)
        XCTAssertGreaterThan(worstLuma, 10)
    }

    /// The exact rule behind the table agrees with the independent reference.
    func testExactRuleMatchesReference() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let input = generator.opaqueColor().rgb
            let exact = NightColorRule.nightColor(for: input)
            let reference = NightReference.nightColor(for: input)
            let difference = exact - reference
            let largest = max(abs(difference.x), abs(difference.y), abs(difference.z))
            XCTAssertLessThan(largest, 0.5 / 255, "\(Color(rgb: input).hexString)")
        }
    }

    func testWithoutInversionColorCorrectionDoesNothing() {
        let options = RenderOptions(filters: .colorCorrectInverted)
        XCTAssertTrue(ColorPipeline(options: options).isIdentity)
        XCTAssertEqual(Color(hex: "#FF0000")!.applying(options).hexString, "#FF0000")
    }

    func testPlainInversionInvertsEveryChannel() {
        let invert = RenderOptions(invertRenderColor: true)
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<500 {
            let (r, g, b, _) = generator.opaqueColor().rgba8
            let result = Color(rgba8: (r, g, b, 255)).applying(invert).rgba8
            XCTAssertEqual([result.0, result.1, result.2], [255 - r, 255 - g, 255 - b])
        }
        XCTAssertEqual(Color(hex: "#FF0000")!.applying(invert).hexString, "#00FFFF")
    }
}
