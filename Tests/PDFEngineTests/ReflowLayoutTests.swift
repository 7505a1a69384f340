import Foundation
import PDFEngine
import XCTest

/// Laying a reflowable document out again at another text size.
final class ReflowLayoutTests: FixtureTestCase {
    /// An HTML file MuPDF reflows: 300 one-line paragraphs "Line 1" … "Line 300".
    private func lines() throws -> String {
        try fixtures.write("lines.html", "<html><body>" + (1...300).map { "<p>Line \($0)</p>" }.joined() + "</body></html>")
    }

    /// The "Line N" paragraphs of 0-based `page` as `mutool draw` lays it out at `em` points.
    private func mutoolLines(_ file: String, page: Int, em: Double) throws -> [String] {
        let text = try Fixtures.run("mutool", ["draw", "-F", "txt", "-W", "420", "-H", "595", "-S", "\(em)", "-o", "-", file, "\(page + 1)"])
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Line ") }
    }

    func testLargerTextHasMorePagesAndTheTextAtTheTopOfThePageIsKept() throws {
        let file = try lines()
        let document = try Document(path: file)
        XCTAssertTrue(document.isReflowable)
        XCTAssertEqual(document.layout, .standard)
        let pagesBefore = document.pageCount
        let topLine = try XCTUnwrap(try mutoolLines(file, page: 3, em: 11).first)

        var larger = Document.ReflowLayout.standard
        larger.em = 22
        let kept = try document.relayout(larger, keepingPage: 3)

        XCTAssertEqual(document.layout, larger)
        XCTAssertGreaterThan(document.pageCount, pagesBefore)
        let drawnAtLarger = try Fixtures.run("mutool", ["draw", "-F", "txt", "-W", "420", "-H", "595", "-S", "22", "-o", "/dev/null", file])
        XCTAssertEqual(drawnAtLarger.split(separator: "\n").filter { $0.hasPrefix("page ") }.count, document.pageCount,
                       "mutool lays the document out at 22 pt into as many pages")
        XCTAssertTrue(try mutoolLines(file, page: kept, em: 22).contains(topLine),
                      "page \(kept + 1) at 22 pt should hold \(topLine), the top of page 4 at 11 pt")
        XCTAssertNoThrow(try document.renderDayPixels(page: document.pageCount - 1, scale: 0.5))
    }

    /// The reader's page and the history's pages move through one layout:
    /// each lands on the page that holds its first line.
    func testSeveralPagesAreKeptThroughOneRelayout() throws {
        let file = try lines()
        let document = try Document(path: file)
        let pages = [3, 0, 9, 5, 9]
        let topLines = try pages.map { try XCTUnwrap(try mutoolLines(file, page: $0, em: 11).first) }

        var larger = Document.ReflowLayout.standard
        larger.em = 22
        let kept = try document.relayout(larger, keepingPages: pages)

        XCTAssertEqual(kept.count, pages.count)
        XCTAssertEqual(kept[0], try Document(path: file).relayout(larger, keepingPage: 3), "the same as keeping one page")
        XCTAssertEqual(kept[2], kept[4], "the same page twice lands on the same page")
        for (index, page) in kept.enumerated() {
            XCTAssertTrue(try mutoolLines(file, page: page, em: 22).contains(topLines[index]),
                          "page \(page + 1) at 22 pt should hold \(topLines[index]), the top of page \(pages[index] + 1) at 11 pt")
        }
        XCTAssertEqual(kept[1], 0)
        XCTAssertTrue(kept[1] < kept[0] && kept[0] < kept[3] && kept[3] < kept[2], "the pages keep their order: \(kept)")
    }

    /// The same in an EPUB of three chapters, whose bookmarks name a chapter
    /// and a place in it: pages in every chapter land on the page at 16 pt
    /// whose text holds the first line they began with.
    func testPagesOfSeveralEPUBChaptersAreKeptThroughOneRelayout() throws {
        let chapters = (1...3).map { chapter in (1...120).map { "<p>Line \(chapter).\($0)</p>" }.joined() }
        let file = try fixtures.unpackedEPUB(chapters: chapters)
        let standard = try Document(path: file)
        let firstLine = { (document: Document, page: Int) in
            try document.textPage(at: page).text().split(separator: "\n").first { $0.hasPrefix("Line ") }.map(String.init)
        }
        let pages = [2, standard.pageCount / 2, standard.pageCount - 2, 0]
        let topLines = try pages.map { try XCTUnwrap(try firstLine(standard, $0)) }
        XCTAssertEqual(Set(topLines.map { $0.prefix(6) }).count, 3, "the pages should come from all three chapters: \(topLines)")

        let document = try Document(path: file)
        var larger = Document.ReflowLayout.standard
        larger.em = 16
        let kept = try document.relayout(larger, keepingPages: pages)

        XCTAssertGreaterThan(document.pageCount, standard.pageCount)
        for (index, page) in kept.enumerated() {
            let text = try document.textPage(at: page).text().split(separator: "\n").map(String.init)
            XCTAssertTrue(text.contains(topLines[index]),
                          "page \(page + 1) at 16 pt should hold \(topLines[index]), the top of page \(pages[index] + 1) at 11 pt")
        }
    }

    func testSmallerTextAgainReturnsToTheSamePlace() throws {
        let document = try Document(path: try lines())
        var larger = Document.ReflowLayout.standard
        larger.em = 16
        let page = try document.relayout(larger, keepingPage: 5)
        let back = try document.relayout(.standard, keepingPage: page)
        XCTAssertEqual(document.layout, .standard)
        XCTAssertLessThanOrEqual(abs(back - 5), 1, "11 pt → 16 pt → 11 pt should come back to page 6 or next to it")
    }

    func testADocumentWithFixedPagesIsNotLaidOut() throws {
        let document = try Document(path: try fixtures.pdf("fixed.pdf", pages: [(200, 200, ""), (200, 200, "")]))
        var larger = Document.ReflowLayout.standard
        larger.em = 22
        XCTAssertEqual(try document.relayout(larger, keepingPage: 1), 1)
        XCTAssertEqual(document.pageCount, 2)
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 200, height: 200))
    }
}
