import Foundation
import PDFEngine
import XCTest

final class TextPageSelectionTests: FixtureTestCase {
    /// Two lines in Helvetica: "Hello World" at 20 points with its baseline
    /// 92 points below the top of a 612×792 page, from x = 100 ("Hello " is
    /// 51 points wide), and "second line here" at 12 points 100 points lower.
    private func twoLines(rotate: Int? = nil) throws -> TextPage {
        let rotation = rotate.map { "%%Rotate \($0)\n" } ?? ""
        let path = try fixtures.pdf("lines.pdf", pages: [(612, 792, rotation
            + "BT /F1 20 Tf 100 700 Td (Hello World) Tj ET\nBT /F1 12 Tf 100 600 Td (second line here) Tj ET\n")])
        return try Document(path: path).textPage(at: 0)
    }

    private func span(_ start: TextSpan.End, _ end: TextSpan.End, _ unit: TextSpan.Unit = .characters) -> TextSpan {
        TextSpan(page: 0, start: start, end: end, unit: unit)
    }

    private func at(_ x: Double, _ y: Double) -> TextSpan.End { .point(PagePoint(x: x, y: y)) }

    func testADragAlongALineSelectsTheCharactersBetweenItsEndsInEitherOrder() throws {
        let page = try twoLines()
        XCTAssertEqual(try page.text(of: span(at(98, 85), at(300, 85))), "Hello World")
        XCTAssertEqual(try page.text(of: span(at(152, 85), at(300, 85))), "World")
        XCTAssertEqual(try page.text(of: span(at(300, 85), at(152, 85))), "World", "dragging backwards")
        let quads = try page.highlight(span(at(152, 85), at(300, 85)))
        XCTAssertEqual(quads.count, 1)
        let quad = try XCTUnwrap(quads.first)
        XCTAssertEqual(quad.upperLeft.x, 151, accuracy: 2)
        XCTAssertEqual(quad.lowerLeft.y, 92, accuracy: 6)
        XCTAssertLessThan(quad.upperLeft.y, 80)
        XCTAssertGreaterThan(quad.upperRight.x, 200)
    }

    func testAPressWithoutTravelSelectsNothing() throws {
        let page = try twoLines()
        XCTAssertEqual(try page.text(of: span(at(160, 85), at(160, 85))), "")
        XCTAssertEqual(try page.highlight(span(at(160, 85), at(160, 85))), [])
    }

    func testWordsAndLinesSnapAroundAPoint() throws {
        let page = try twoLines()
        XCTAssertEqual(try page.text(of: span(at(170, 85), at(170, 85), .words)), "World")
        XCTAssertEqual(try page.text(of: span(at(120, 85), at(170, 85), .words)), "Hello World")
        XCTAssertEqual(try page.text(of: span(at(170, 85), at(170, 85), .lines)), "Hello World")
        XCTAssertEqual(try page.text(of: span(at(130, 188), at(130, 188), .lines)), "second line here")
    }

    func testPageEndsTakeTheFirstAndLastCharacterInReadingOrder() throws {
        let page = try twoLines()
        XCTAssertEqual(try page.text(of: span(.pageStart, .pageEnd)), "Hello World\nsecond line here")
        XCTAssertEqual(try page.text(of: span(at(152, 85), .pageEnd)), "World\nsecond line here")
        XCTAssertEqual(try page.text(of: span(.pageStart, at(140, 188))), "Hello World\nsecond")
        XCTAssertEqual(try page.highlight(span(.pageStart, .pageEnd)).count, 2, "one quad per line")
    }

    func testLigaturesAreCopiedAsTheirLetters() throws {
        // Code 1 draws Helvetica's "fi" glyph, which the ToUnicode map (as TeX writes one) calls U+FB01.
        let toUnicode = """
            /CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Ligature def
            1 begincodespacerange <00> <FF> endcodespacerange
            1 beginbfchar <01> <FB01> endbfchar
            1 beginbfrange <20> <7E> <0020> endbfrange
            endcmap CMapName currentdict /CMap defineresource pop end end
            """
        let path = try fixtures.rawPDF("ligature.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length 42 >>\nstream\nBT /F1 20 Tf 20 100 Td (of\\001ce) Tj ET\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /Differences [1 /fi] >> /ToUnicode 6 0 R >>",
            "<< /Length \(toUnicode.utf8.count) >>\nstream\n\(toUnicode)\nendstream",
        ])
        let page = try Document(path: path).textPage(at: 0)
        XCTAssertEqual(try page.text(of: span(.pageStart, .pageEnd)), "office")
        XCTAssertEqual(try page.text(of: span(at(40, 95), at(40, 95), .words)), "office")
    }

    func testOnARotatedPageTheHighlightFollowsTheDisplayedText() throws {
        let page = try twoLines(rotate: 90)
        // Turned a quarter clockwise, "Hello World" runs down from y = 100, 92 points from the right edge.
        let quads = try page.highlight(span(at(700, 98), at(700, 400)))
        let quad = try XCTUnwrap(quads.first)
        XCTAssertEqual(quads.count, 1)
        XCTAssertEqual(min(quad.upperLeft.y, quad.lowerLeft.y), 100, accuracy: 2)
        XCTAssertLessThan(min(quad.upperLeft.x, quad.lowerLeft.x), 792 - 92, "the baseline runs through the quad")
        XCTAssertGreaterThan(max(quad.upperLeft.x, quad.lowerLeft.x), 792 - 92)
        XCTAssertGreaterThan(quad.lowerRight.y - quad.lowerLeft.y, 100, "it runs down the page")
        XCTAssertEqual(try page.text(of: span(at(700, 98), at(700, 400))), "Hello World")
    }

    func testAPageBoxBelowTheOriginIsMeasuredFromItsOwnCorner() throws {
        // The page box starts at (-100, -100): its top edge is y = 692, so the baseline is 92 points below it.
        let path = try fixtures.rawPDF("negative.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [-100 -100 512 692] /Contents 5 0 R /Resources << /Font << /F1 3 0 R >> >> >>",
            "<< /Length 41 >>\nstream\nBT /F1 20 Tf 0 600 Td (Offset) Tj ET\nendstream",
        ])
        let page = try Document(path: path).textPage(at: 0)
        XCTAssertEqual(try page.text(of: span(at(98, 85), at(200, 85))), "Offset")
        let quad = try XCTUnwrap(try page.highlight(span(at(98, 85), at(200, 85))).first)
        XCTAssertEqual(quad.upperLeft.x, 100, accuracy: 3)
        XCTAssertEqual(quad.lowerLeft.y, 92, accuracy: 6)
    }

    func testAPageWithoutTextSelectsNothing() throws {
        let path = try fixtures.pdf("blank.pdf", pages: [(300, 300, "0 0 1 rg 10 10 100 100 re f\n")])
        let page = try Document(path: path).textPage(at: 0)
        XCTAssertEqual(try page.text(of: span(.pageStart, .pageEnd)), "")
        XCTAssertEqual(try page.highlight(span(.pageStart, .pageEnd)), [])
    }

    func testPermissionsSayWhetherCopyingIsAllowed() throws {
        let plain = try fixtures.pdf("plain.pdf", pages: [(300, 300, "BT /F1 12 Tf 20 200 Td (text) Tj ET\n")])
        XCTAssertTrue(try Document(path: plain).allowsCopying)
        let open = try fixtures.encrypted(plain, name: "open.pdf", method: "aes-256", user: "", owner: "owner")
        XCTAssertTrue(try Document(path: open).allowsCopying, "encrypted, all permissions")
        let noCopy = try fixtures.encrypted(plain, name: "nocopy.pdf", method: "aes-256", user: "", owner: "owner", permissions: -17)
        XCTAssertFalse(try Document(path: noCopy).allowsCopying)
        let protected = try fixtures.encrypted(plain, name: "protected.pdf", method: "aes-256", user: "user", owner: "owner",
                                               permissions: -17)
        XCTAssertFalse(try Document(path: protected, password: "user").allowsCopying)
        XCTAssertThrowsError(try Document(path: protected, allowLocked: true).allowsCopying) { error in
            XCTAssertEqual(error as? DocumentError, .passwordRequired(path: protected))
        }
    }
}
