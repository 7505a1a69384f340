import Foundation
import PDFEngine
import XCTest

final class TextPageTests: FixtureTestCase {
    /// "Hello World" in 20-point Helvetica with its baseline at (100, 700) of
    /// a 612×792 page, i.e. 92 points below the top edge.
    private func helloPage(rotate: Int? = nil) -> (width: Int, height: Int, content: String) {
        let rotation = rotate.map { "%%Rotate \($0)\n" } ?? ""
        return (612, 792, rotation + "BT /F1 20 Tf 100 700 Td (Hello World) Tj ET\nBT /F1 12 Tf 100 600 Td (second line here) Tj ET\n")
    }

    func testAHitIsBoxedInPageSpaceFromTheTopLeft() throws {
        let document = try Document(path: try fixtures.pdf("hello.pdf", pages: [helloPage()]))
        let hits = try document.textPage(at: 0).search("world")
        XCTAssertEqual(hits.count, 1)
        let box = try XCTUnwrap(hits.first).box
        // "Hello " is 51 points wide (Helvetica widths) at 20 points; the glyphs sit above the baseline at y = 92.
        XCTAssertEqual(box.x, 151, accuracy: 2)
        XCTAssertEqual(box.y + box.height, 92, accuracy: 6)
        XCTAssertGreaterThan(box.height, 14)
        XCTAssertLessThan(box.y, 80)
        XCTAssertEqual(hits.first?.page, 0)
    }

    func testMatchingIgnoresCaseAndTheHitKeepsThePagesOwnText() throws {
        let document = try Document(path: try fixtures.pdf("hello.pdf", pages: [helloPage()]))
        let hits = try document.textPage(at: 0).search("HELLO", details: [.text, .line])
        XCTAssertEqual(hits.map(\.text), ["Hello"])
        XCTAssertEqual(hits.map(\.line), ["Hello World"])
        XCTAssertEqual(try document.textPage(at: 0).search("hello").map(\.text), [nil], "text is read only when asked for")
    }

    func testAHitOnARotatedPageIsBoxedAsThePageIsDisplayed() throws {
        let document = try Document(path: try fixtures.pdf("rotated.pdf", pages: [helloPage(rotate: 90)]))
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 792, height: 612))
        let box = try XCTUnwrap(try document.textPage(at: 0).search("world").first).box
        // Turned a quarter clockwise: the baseline 92 points from the top becomes
        // a vertical line 92 points from the right edge, text running down from y = 151.
        XCTAssertEqual(box.y, 151, accuracy: 2)
        XCTAssertEqual(box.x, 792 - 92, accuracy: 6)
        XCTAssertGreaterThan(box.height, box.width)
    }

    func testAPageBoxNotAtTheOriginIsMeasuredFromItsOwnCorner() throws {
        let path = try fixtures.rawPDF("offset.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [100 100 712 892] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length 44 >>\nstream\nBT /F1 20 Tf 200 800 Td (Offset) Tj ET\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ])
        let document = try Document(path: path)
        let box = try XCTUnwrap(try document.textPage(at: 0).search("offset").first).box
        XCTAssertEqual(box.x, 100, accuracy: 3)
        XCTAssertEqual(box.y + box.height, 92, accuracy: 6)
    }

    func testEveryHitOfAPageIsFoundInReadingOrder() throws {
        let content = (0..<40).map { "BT /F1 10 Tf 50 \(760 - $0 * 18) Td (the cat and the dog line \($0)) Tj ET\n" }.joined()
        let document = try Document(path: try fixtures.pdf("many.pdf", pages: [(612, 792, content)]))
        let hits = try document.textPage(at: 0).search("the", details: .line)
        XCTAssertEqual(hits.count, 80)
        XCTAssertEqual(hits.first?.line, "the cat and the dog line 0")
        XCTAssertEqual(hits.last?.line, "the cat and the dog line 39")
        let tops = hits.map(\.box.y)
        XCTAssertEqual(tops, tops.sorted())
    }

    func testTextIsWhatMutoolDrawPrints() throws {
        let path = try fixtures.pdf("two.pdf", pages: [helloPage(), (300, 300, "BT /F1 12 Tf 20 200 Td (Page two: fi ligature office) Tj ET\n")])
        let document = try Document(path: path)
        for page in 0..<2 {
            let printed = fixtures.path("page\(page + 1).txt")
            try Fixtures.run("mutool", ["draw", "-q", "-F", "txt", "-o", printed, path, "\(page + 1)"])
            // mutool ends each page with a form feed and a newline.
            XCTAssertEqual(try document.textPage(at: page).text() + "\u{0C}\n", try String(contentsOfFile: printed, encoding: .utf8),
                           "page \(page + 1)")
        }
    }

    /// A FreeText note and a filled form field: their text is on the page
    /// (MuPDF draws them) and so in the page's text, as in mutool's.
    func testTextOfAnnotationsAndFormFieldsIsThePagesText() throws {
        let content = "BT /F1 12 Tf 20 350 Td (Body text) Tj ET"
        let path = try fixtures.rawPDF("annotated.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [6 0 R] /DA (/Helv 10 Tf 0 g) /DR << /Font << /Helv 7 0 R >> >> >> >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R /Resources << /Font << /F1 7 0 R >> >> /Annots [5 0 R 6 0 R] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Annot /Subtype /FreeText /Rect [20 250 200 290] /Contents (Margin note) /DA (0 0 1 rg /Helv 12 Tf) >>",
            "<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /V (foobar) /Rect [20 150 200 180] /DA (/Helv 10 Tf 0 g) /P 3 0 R >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ])
        let document = try Document(path: path)
        let text = try document.textPage(at: 0)
        XCTAssertEqual(try text.search("margin note", details: .text).map(\.text), ["Margin note"])
        XCTAssertEqual(try text.search("foobar").count, 1)
        let printed = fixtures.path("annotated.txt")
        try Fixtures.run("mutool", ["draw", "-q", "-F", "txt", "-o", printed, path])
        XCTAssertEqual(try text.text() + "\u{0C}\n", try String(contentsOfFile: printed, encoding: .utf8))
    }

    func testAPageWithoutTextHasNoHits() throws {
        let document = try Document(path: try fixtures.pdf("blank.pdf", pages: [(200, 200, "0 0 1 rg 10 10 100 100 re f\n")]))
        let text = try document.textPage(at: 0)
        XCTAssertFalse(text.hasText)
        XCTAssertEqual(try text.search("a"), [])
        XCTAssertTrue(try document.textPage(at: 0).search("").isEmpty)
    }

    func testAPageOutsideTheDocumentIsAnError() throws {
        let document = try Document(path: try fixtures.pdf("hello.pdf", pages: [helloPage()]))
        XCTAssertThrowsError(try document.textPage(at: 1)) {
            XCTAssertEqual($0 as? DocumentError, .pageOutOfRange(path: document.path, page: 1, pageCount: 1))
        }
    }

    func testTextPagesAreSearchedOnOtherThreadsAtOnce() throws {
        let pages = (0..<8).map { i in (612, 792, "BT /F1 12 Tf 72 700 Td (page \(i) has the word needle) Tj ET\n") }
        let document = try Document(path: try fixtures.pdf("threads.pdf", pages: pages))
        let textPages = try (0..<8).map { try document.textPage(at: $0) }
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8 * 4)
        defer { counts.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            counts[i] = (try? textPages[i % 8].search("needle", details: [.text, .line]).count) ?? -1
        }
        XCTAssertEqual(Array(counts), Array(repeating: 1, count: 32))
    }
}
