import Foundation
import PDFEngine
import XCTest

final class RenderingTests: FixtureTestCase {
    /// 300×400 points; a red box at (20, 330)–(120, 380) in top-left page space.
    private func boxPage() throws -> String {
        try fixtures.pdf("box.pdf", pages: [(300, 400, "1 0 0 rg 20 20 100 50 re f")])
    }

    /// Text, strokes, a gradient-like set of fills: enough anti-aliased edges to compare with mutool.
    private func detailedPage() throws -> String {
        var content = "0 0.5 0 rg BT /F1 28 Tf 30 520 Td (Engine pixels, mutool pixels) Tj ET\n"
        for i in 0..<24 {
            let gray = Double(i) / 24
            content += "\(gray) 0.2 \(1 - gray) rg \(20 + i * 15) 300 13 150 re f\n"
        }
        content += "0 0 0 RG 1.5 w 30 30 m 400 280 l 520 40 l h S\n"
        content += "BT /F1 9 Tf 40 100 Td (Small text: the quick brown fox jumps over the lazy dog 0123456789) Tj ET\n"
        return try fixtures.pdf("detail.pdf", pages: [(595, 600, content)])
    }

    func testRendersPageAtScaleWithOpaqueWhitePaper() throws {
        let document = try Document(path: try boxPage())
        let pixels = try document.renderDayPixels(page: 0, scale: 1)
        XCTAssertEqual(pixels.width, 300)
        XCTAssertEqual(pixels.height, 400)
        XCTAssertTrue(pixels.pixel(x: 60, y: 355) == (255, 0, 0, 255))
        XCTAssertTrue(pixels.pixel(x: 200, y: 100) == (255, 255, 255, 255))
        let double = try document.renderDayPixels(page: 0, scale: 2)
        XCTAssertEqual(double.width, 600)
        XCTAssertEqual(double.height, 800)
        XCTAssertTrue(double.pixel(x: 120, y: 710) == (255, 0, 0, 255))
    }

    func testViewerRotationTurnsThePageClockwise() throws {
        let document = try Document(path: try boxPage())
        XCTAssertEqual(document.pixelBounds(page: 0, scale: 1, rotation: 90), PixelRect(x: 0, y: 0, width: 400, height: 300))
        let turned = try document.renderDayPixels(page: 0, scale: 1, rotation: 90)
        XCTAssertEqual(turned.width, 400)
        XCTAssertEqual(turned.height, 300)
        // (60, 355) from the top-left turns to (400 - 355, 60).
        XCTAssertTrue(turned.pixel(x: 45, y: 60) == (255, 0, 0, 255))
        XCTAssertTrue(turned.pixel(x: 355, y: 60) == (255, 255, 255, 255))
        let upsideDown = try document.renderDayPixels(page: 0, scale: 1, rotation: 180)
        XCTAssertTrue(upsideDown.pixel(x: 300 - 60, y: 400 - 355) == (255, 0, 0, 255))
    }

    func testTileEqualsTheSameAreaOfTheWholePage() throws {
        let document = try Document(path: try detailedPage())
        let whole = try document.renderDayPixels(page: 0, scale: 1.5)
        let region = PixelRect(x: 37, y: 101, width: 250, height: 180)
        let tile = try document.renderDayPixels(page: 0, scale: 1.5, region: region)
        XCTAssertEqual(tile.width, 250)
        XCTAssertEqual(tile.height, 180)
        for y in stride(from: 0, to: 180, by: 7) {
            for x in stride(from: 0, to: 250, by: 5) {
                XCTAssertTrue(tile.pixel(x: x, y: y) == whole.pixel(x: x + 37, y: y + 101), "pixel \(x), \(y)")
            }
        }
    }

    func testTileOutsideThePageIsRejectedAndEdgeTilesAreClipped() throws {
        let document = try Document(path: try boxPage())
        XCTAssertThrowsError(try document.renderDayPixels(page: 0, scale: 1, region: PixelRect(x: 400, y: 0, width: 10, height: 10))) {
            XCTAssertEqual($0 as? DocumentError, .invalidRegion(path: document.path, page: 0))
        }
        let edge = try document.renderDayPixels(page: 0, scale: 1, region: PixelRect(x: 250, y: 380, width: 100, height: 100))
        XCTAssertEqual(edge.width, 50)
        XCTAssertEqual(edge.height, 20)
    }

    func testHugePagesMustBeRenderedAsTiles() throws {
        // 200×200 inches: 14400 points square.
        let document = try Document(path: try fixtures.pdf("huge.pdf", pages: [(14400, 14400, "0 0 1 rg 0 0 7200 7200 re f")]))
        XCTAssertThrowsError(try document.renderDayPixels(page: 0, scale: 4)) {
            XCTAssertEqual($0 as? DocumentError, .imageTooLarge(path: document.path, page: 0, width: 57600, height: 57600))
        }
        let tile = try document.renderDayPixels(page: 0, scale: 4, region: PixelRect(x: 28000, y: 28500, width: 512, height: 512))
        XCTAssertEqual(tile.width, 512)
        XCTAssertTrue(tile.pixel(x: 10, y: 10) == (255, 255, 255, 255))
        XCTAssertTrue(tile.pixel(x: 10, y: 500) == (0, 0, 255, 255), "the blue square (bottom-left quarter) starts at row 28800")
    }

    func testPageIndexOutOfRangeIsAnError() throws {
        let document = try Document(path: try boxPage())
        XCTAssertThrowsError(try document.renderDayPixels(page: 1, scale: 1)) {
            XCTAssertEqual($0 as? DocumentError, .pageOutOfRange(path: document.path, page: 1, pageCount: 1))
        }
    }

    func testDayPixelsEqualMutoolDraw() throws {
        let path = try detailedPage()
        let document = try Document(path: path)
        for dpi in [72.0, 96, 150] {
            let reference = try ReferenceImage.mutoolDraw(path, page: 0, dpi: dpi, fixtures: fixtures)
            let pixels = try document.renderDayPixels(page: 0, scale: dpi / 72)
            XCTAssertLessThanOrEqual(reference.maximumDifference(to: pixels), 2, "at \(dpi) dpi")
        }
    }

    func testOverprintIsSimulatedLikeMutool() throws {
        let content = "0 1 0 0 k 20 20 120 120 re f /OP1 gs 1 0 0 0 k 80 80 120 120 re f"
        let path = try fixtures.rawPDF("overprint.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 220 220] /Contents 4 0 R /Resources << /ExtGState << /OP1 << /OP true /op true /OPM 1 >> >> >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ])
        let document = try Document(path: path)
        let pixels = try document.renderDayPixels(page: 0, scale: 1)
        let reference = try ReferenceImage.mutoolDraw(path, page: 0, dpi: 72, fixtures: fixtures)
        XCTAssertLessThanOrEqual(reference.maximumDifference(to: pixels), 2)
        let overlap = pixels.pixel(x: 110, y: 110), cyanOnly = pixels.pixel(x: 180, y: 40)
        XCTAssertLessThan(Int(overlap.r) + Int(overlap.g), Int(cyanOnly.r) + Int(cyanOnly.g), "cyan overprints magenta: the overlap is darker")
    }

    func testPreAbortedCookieCancelsTheRender() throws {
        let document = try Document(path: try detailedPage())
        let cookie = RenderCookie()
        cookie.abort()
        XCTAssertThrowsError(try document.renderDayPixels(page: 0, scale: 1, cookie: cookie)) {
            XCTAssertEqual($0 as? DocumentError, .cancelled(path: document.path, page: 0))
        }
        XCTAssertEqual(try document.renderDayPixels(page: 0, scale: 1).width, 595, "an aborted recording must not be cached")
    }
}
