import PDFEngine
import XCTest

final class PageLabelTests: FixtureTestCase {
    /// A PDF of `pages` blank pages whose catalog has `/PageLabels labels`
    /// (objects after the page tree may follow in `extra`, numbered from `pages + 3`).
    private func labelled(_ name: String, pages: Int, labels: String?, extra: [String] = []) throws -> String {
        let kids = (0..<pages).map { "\($0 + 3) 0 R" }.joined(separator: " ")
        let catalog = "<< /Type /Catalog /Pages 2 0 R" + (labels.map { " /PageLabels \($0)" } ?? "") + " >>"
        let page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"
        return try fixtures.rawPDF(name, objects: [catalog, "<< /Type /Pages /Kids [\(kids)] /Count \(pages) >>"]
            + Array(repeating: page, count: pages) + extra)
    }

    func testEveryStylePrefixAndStartIsRead() throws {
        let path = try labelled("labels.pdf", pages: 6, labels: """
            << /Nums [0 << /S /r >> 2 << /S /D /St 5 >> 3 << /S /A /P (App-) >> 4 << /P (Cover) >> 5 << /S /a /St 3 >>] >>
            """)
        let ranges = try Document(path: path).pageLabelRanges()
        XCTAssertEqual(ranges, [
            PageLabelRange(firstPage: 0, style: "r", prefix: "", start: 1),
            PageLabelRange(firstPage: 2, style: "D", prefix: "", start: 5),
            PageLabelRange(firstPage: 3, style: "A", prefix: "App-", start: 1),
            PageLabelRange(firstPage: 4, style: nil, prefix: "Cover", start: 1),
            PageLabelRange(firstPage: 5, style: "a", prefix: "", start: 3),
        ])
    }

    func testANumberTreeWithKidsIsReadInOrder() throws {
        let path = try labelled("kids.pdf", pages: 4, labels: "<< /Kids [7 0 R 8 0 R] >>", extra: [
            "<< /Limits [0 1] /Nums [0 << /S /R >>] >>",
            "<< /Limits [2 3] /Nums [2 << /S /D >>] >>",
        ])
        XCTAssertEqual(try Document(path: path).pageLabelRanges().map(\.firstPage), [0, 2])
        XCTAssertEqual(try Document(path: path).pageLabelRanges().map(\.style), ["R", "D"])
    }

    func testACyclicTreeEndsAndUnknownStylesMeanNoNumber() throws {
        let path = try labelled("cycle.pdf", pages: 2, labels: "5 0 R", extra: [
            "<< /Kids [5 0 R] /Nums [0 << /S /Q /P (x) >>] >>",
        ])
        let ranges = try Document(path: path).pageLabelRanges()
        XCTAssertFalse(ranges.isEmpty)
        XCTAssertEqual(ranges.first, PageLabelRange(firstPage: 0, style: nil, prefix: "x", start: 1))
    }

    /// A node listing itself twice in /Kids: within the depth limit alone, 2^32 visits.
    func testATreeOfSelfReferencesIsReadOnceWithinANodeBudget() throws {
        let path = try labelled("fanout.pdf", pages: 2, labels: "5 0 R", extra: [
            "<< /Kids [5 0 R 5 0 R] /Nums [0 << /S /D >>] >>",
        ])
        XCTAssertEqual(try Document(path: path).pageLabelRanges().first, PageLabelRange(firstPage: 0, style: "D", prefix: "", start: 1))
    }

    func testADocumentWithoutLabelsHasNone() throws {
        XCTAssertEqual(try Document(path: try labelled("plain.pdf", pages: 2, labels: nil)).pageLabelRanges(), [])
    }
}
