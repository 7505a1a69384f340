import PDFEngine
import XCTest

final class LinkTests: FixtureTestCase {
    /// Page 1 (600×800) links to a web page and to page 2 (400×500); an outline
    /// with a chapter (pointing at page 2) and a nested section (page 1).
    private func linkedPDF() throws -> String {
        try fixtures.rawPDF("links.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R /Outlines 7 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 800] /Annots [5 0 R 6 0 R 10 0 R] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 500] >>",
            "<< /Type /Annot /Subtype /Link /Rect [50 700 200 720] /Border [0 0 0] /A << /S /URI /URI (https://example.org/docs) >> >>",
            "<< /Type /Annot /Subtype /Link /Rect [50 600 250 630] /Border [0 0 0] /Dest [4 0 R /XYZ 72 400 null] >>",
            "<< /Type /Outlines /First 8 0 R /Last 8 0 R /Count 2 >>",
            "<< /Title (Chapter One) /Parent 7 0 R /First 9 0 R /Last 9 0 R /Count 1 /Dest [4 0 R /XYZ 0 500 null] >>",
            "<< /Title (Section) /Parent 8 0 R /Dest [3 0 R /Fit] >>",
            "<< /Type /Annot /Subtype /Link /Rect [50 500 250 530] /Border [0 0 0] /A << /S /Launch /F (calc.exe) >> >>",
        ])
    }

    func testLinksCarryPageSpaceRectsAndDestinations() throws {
        let document = try Document(path: try linkedPDF())
        let links = try document.links(onPage: 0)
        XCTAssertEqual(links.count, 3)
        let web = try XCTUnwrap(links.first { $0.destination.webURI != nil })
        XCTAssertEqual(web.destination, .external(uri: "https://example.org/docs"))
        XCTAssertEqual(web.rect, PageRect(x: 50, y: 80, width: 150, height: 20))
        let launch = try XCTUnwrap(links.first { $0.rect.y == 270 })
        XCTAssertNil(launch.destination.webURI, "a Launch action must never be offered for opening: \(launch.destination)")
        let jump = try XCTUnwrap(links.first { if case .page = $0.destination { return true } else { return false } })
        XCTAssertEqual(jump.rect, PageRect(x: 50, y: 170, width: 200, height: 30))
        XCTAssertEqual(jump.destination, .page(index: 1, point: PagePoint(x: 72, y: 100)))
        XCTAssertTrue(jump.rect.contains(PagePoint(x: 100, y: 180)))
        XCTAssertEqual(try document.links(onPage: 1), [])
    }

    func testLinksOnAMissingPageAreAnError() throws {
        let document = try Document(path: try linkedPDF())
        XCTAssertThrowsError(try document.links(onPage: 2)) {
            XCTAssertEqual($0 as? DocumentError, .pageOutOfRange(path: document.path, page: 2, pageCount: 2))
        }
    }

    func testOutlineIsFlattenedDepthFirst() throws {
        let outline = try Document(path: try linkedPDF()).outline()
        XCTAssertEqual(outline.map(\.title), ["Chapter One", "Section"])
        XCTAssertEqual(outline.map(\.depth), [0, 1])
        guard case .page(1, _) = outline[0].destination, case .page(0, _) = outline[1].destination else {
            return XCTFail("unexpected destinations \(outline.map(\.destination))")
        }
    }
}
