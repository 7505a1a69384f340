import XCTest
import PDFAppearance

final class ColorTests: XCTestCase {
    func testHexRoundTrip() {
        XCTAssertEqual(Color(hex: "#1A0DAB")?.hexString, "#1A0DAB")
        XCTAssertEqual(Color(hex: "ff8000")?.hexString, "#FF8000")
        XCTAssertEqual(Color(hex: "#FF000080")?.hexString, "#FF000080")
        XCTAssertEqual(Color(hex: "#FF000080")?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
    }

    func testInvalidHexIsRejected() {
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "#GG0000"))
        XCTAssertNil(Color(hex: ""))
    }

    func testRGBA8RoundsAndClamps() {
        let color = Color(red: 1.2, green: 0.5, blue: -0.1, alpha: 1)
        let (r, g, b, a) = color.rgba8
        XCTAssertEqual([r, g, b, a], [255, 128, 0, 255])
    }

    func testTranslucentColorKeepsAlphaOrIsDrawnOverTheFill() {
        let night = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        let translucentBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.25)
        XCTAssertEqual(translucentBlack.applying(night), Color(red: 1, green: 1, blue: 1, alpha: 0.25))
        var filled = night
        filled.backgroundFill = .black
        let onBlack = translucentBlack.applying(filled)
        XCTAssertEqual(onBlack.alpha, 1)
        XCTAssertEqual(onBlack.red, 0.25, accuracy: 1e-9)
    }
}
