import XCTest
@testable import PDFAppearance

final class SepiaTests: XCTestCase {
    private let sepia = RenderOptions(filters: .sepia)

    private func assertWarm(_ color: Color, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThanOrEqual(color.red, color.green, label, file: file, line: line)
        XCTAssertGreaterThanOrEqual(color.green, color.blue, label, file: file, line: line)
        XCTAssertGreaterThan(color.red, color.blue, "\(label) is not gray", file: file, line: line)
    }

    func testWhitePaperBecomesWarmCream() {
        let paper = Color.white.applying(sepia)
        XCTAssertGreaterThanOrEqual(OKLab(sRGB: paper.rgb).l, 0.9, paper.hexString)
        assertWarm(paper, "paper \(paper.hexString)")
    }

    func testBlackBecomesWarmDarkBrown() {
        let ink = Color.black.applying(sepia)
        XCTAssertLessThanOrEqual(OKLab(sRGB: ink.rgb).l, 0.35, ink.hexString)
        XCTAssertGreaterThan(OKLab(sRGB: ink.rgb).l, 0.1, "brown, not black: \(ink.hexString)")
        assertWarm(ink, "ink \(ink.hexString)")
    }

    func testGrayLevelsKeepTheirOrder() {
        let lightness = (0...255).map { level -> Double in
            let gray = UInt8(level)
            return OKLab(sRGB: Color(rgba8: (gray, gray, gray, 255)).applying(sepia).rgb).l
        }
        for level in 1...255 {
            XCTAssertGreaterThanOrEqual(lightness[level], lightness[level - 1], "gray \(level)")
        }
        for level in stride(from: 8, through: 255, by: 8) {
            XCTAssertGreaterThan(lightness[level], lightness[level - 8], "gray \(level)")
        }
    }

    func testColoredContentStaysDistinguishable() {
        let colors = ["#FF0000", "#00A000", "#0000FF", "#FFFF00", "#FF00FF", "#00FFFF", "#808080", "#FF8000"]
            .map { Color(hex: $0)!.applying(sepia) }
        for first in colors.indices {
            for second in colors.indices where second > first {
                let a = OKLab(sRGB: colors[first].rgb), b = OKLab(sRGB: colors[second].rgb)
                let distance = ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
                XCTAssertGreaterThan(distance, 0.04, "\(colors[first].hexString) vs \(colors[second].hexString)")
            }
        }
    }

    func testIntensityBlendsFromUnchangedToFullSepia() {
        var none = sepia
        none.sepiaIntensity = 0
        XCTAssertTrue(ColorPipeline(options: none).isIdentity)
        var half = sepia
        half.sepiaIntensity = 0.5
        let full = Color.black.applying(sepia), partial = Color.black.applying(half)
        XCTAssertEqual(partial.red, full.red / 2, accuracy: 1.0 / 255)
        XCTAssertEqual(partial.blue, full.blue / 2, accuracy: 1.0 / 255)
    }

    func testNightSepiaIsAWarmDarkPageWithWarmLightText() {
        let warmNight = RenderOptions(invertRenderColor: true, filters: [.colorCorrectInverted, .sepia])
        let page = Color.white.applying(warmNight), text = Color.black.applying(warmNight)
        XCTAssertLessThanOrEqual(OKLab(sRGB: page.rgb).l, 0.35, page.hexString)
        XCTAssertGreaterThanOrEqual(OKLab(sRGB: text.rgb).l, 0.9, text.hexString)
        assertWarm(page, "page \(page.hexString)")
        assertWarm(text, "text \(text.hexString)")
    }
}
