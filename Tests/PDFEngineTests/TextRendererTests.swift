import PDFAppearance
import PDFEngine
import XCTest

final class TextRendererTests: XCTestCase {
    private let renderer = try! TextRenderer()

    func testMeasuresWidthThatGrowsWithTextAndSize() {
        let narrow = renderer.measure("iiii", pointSize: 20)
        let wide = renderer.measure("WWWW", pointSize: 20)
        XCTAssertGreaterThan(wide.width, narrow.width * 2)
        let double = renderer.measure("WWWW", pointSize: 40)
        XCTAssertEqual(double.width, wide.width * 2, accuracy: 0.5)
        XCTAssertGreaterThan(wide.ascent, 10)
        XCTAssertGreaterThan(wide.descent, 0)
        XCTAssertEqual(renderer.measure("", pointSize: 20).width, 0)
    }

    func testRendersPremultipliedTextOnATransparentBackground() {
        let text = "Password:"
        let metrics = renderer.measure(text, pointSize: 24)
        let pixels = renderer.renderText(text, pointSize: 24, color: Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(pixels.width, Int(metrics.width.rounded(.up)))
        XCTAssertEqual(pixels.height, Int(metrics.height.rounded(.up)))
        var opaque = 0, clear = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.pixel(x: x, y: y)
                XCTAssertLessThanOrEqual(p.r, p.a, "premultiplied")
                XCTAssertEqual(p.g, 0)
                XCTAssertEqual(p.b, 0)
                if p.a == 255 { opaque += 1; XCTAssertEqual(p.r, 255) }
                if p.a == 0 { clear += 1 }
            }
        }
        XCTAssertGreaterThan(opaque, 50, "glyph stems are solid")
        XCTAssertGreaterThan(clear, pixels.width * pixels.height / 3, "the background stays transparent")
    }

    func testNonLatinTextUsesFallbackFonts() {
        XCTAssertGreaterThan(renderer.measure("Привет", pointSize: 20).width, 30)
        let greek = renderer.renderText("Ωμέγα", pointSize: 20, color: .black)
        var inked = 0
        for y in 0..<greek.height { for x in 0..<greek.width where greek.pixel(x: x, y: y).a > 128 { inked += 1 } }
        XCTAssertGreaterThan(inked, 20)
    }

    /// Each window session has a renderer of its own, made and dropped as documents are opened
    /// in turn; text still draws once the renderers before are gone (the UI font MuPDF keeps
    /// for all of them belongs to contexts that live as long as the process).
    func testTextDrawsAfterTheRenderersBeforeAreGone() throws {
        for round in 0..<3 {
            let pixels = try TextRenderer().renderText("Page \(round + 1) / 3", pointSize: 14, color: .black)
            var inked = 0
            for y in 0..<pixels.height { for x in 0..<pixels.width where pixels.pixel(x: x, y: y).a > 128 { inked += 1 } }
            XCTAssertGreaterThan(inked, 20, "round \(round + 1)")
        }
    }

    func testEmptyStringGivesATransparentPixel() {
        let pixels = renderer.renderText("", pointSize: 12, color: .black)
        XCTAssertEqual(pixels.width, 1)
        XCTAssertTrue(pixels.pixel(x: 0, y: 0) == (0, 0, 0, 0))
    }
}
