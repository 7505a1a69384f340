import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// A flat page tree (one /Kids array) is mapped at opening (page_map.c): any
/// page, a link's target page and the outline's pages are found without
/// parsing the page objects before them, and pages found through the map are
/// the pages MuPDF's walk of the tree finds, annotations and all (issue 15,
/// goal 3).
final class PageMapTests: FixtureTestCase {
    /// Object numbers of the page-tree fixtures: the catalog, the root node,
    /// the inner node of the nested variant, the content stream, the
    /// annotation objects (`Fixtures.annotationsWithoutAppearances`), the
    /// outline (its root and two items), then the pages.
    private static let contents = 4
    private static let firstAnnotation = 5
    private static let outline = firstAnnotation + Fixtures.annotationsWithoutAppearances.count
    private static let firstPage = outline + 3

    /// `pages` 300×400-point pages in one /Kids array (or, `nested`, under
    /// one inner node, which MuPDF walks as it always did). `extras` adds
    /// entries to a page's dictionary; the outline leads to the middle page
    /// and the last one.
    private func pageTree(_ name: String, pages: Int, nested: Bool = false, extras: [Int: String] = [:]) throws -> String {
        let parent = nested ? 3 : 2
        let kids = "[\((0..<pages).map { "\(Self.firstPage + $0) 0 R" }.joined(separator: " "))] /Count \(pages)"
        let content = "0 0 1 rg 10 10 20 20 re f"
        let o = Self.outline
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R /Outlines \(o) 0 R >>",
            nested ? "<< /Type /Pages /Kids [3 0 R] /Count \(pages) >>" : "<< /Type /Pages /Kids \(kids) >>",
            nested ? "<< /Type /Pages /Parent 2 0 R /Kids \(kids) >>" : "<< >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ] + Fixtures.annotationsWithoutAppearances
        objects += [
            "<< /Type /Outlines /First \(o + 1) 0 R /Last \(o + 2) 0 R /Count 2 >>",
            "<< /Title (Middle) /Parent \(o) 0 R /Next \(o + 2) 0 R /Dest [\(Self.firstPage + pages / 2) 0 R /Fit] >>",
            "<< /Title (Last) /Parent \(o) 0 R /Prev \(o + 1) 0 R /Dest [\(Self.firstPage + pages - 1) 0 R /Fit] >>",
        ]
        objects += (0..<pages).map {
            "<< /Type /Page /Parent \(parent) 0 R /MediaBox [0 0 300 400] /Contents \(Self.contents) 0 R \(extras[$0] ?? "") >>"
        }
        return try fixtures.rawPDF(name, objects: objects)
    }

    /// The page's annotations written into its /Annots array.
    private static let annotationsInPlace = "/Annots [\(Fixtures.annotationsWithoutAppearances.joined(separator: " "))]"
    /// The page's annotations as objects of their own.
    private static let annotationsAsObjects = "/Annots [\(Fixtures.annotationsWithoutAppearances.indices.map { "\(firstAnnotation + $0) 0 R" }.joined(separator: " "))]"

    /// Opening and finding the last page, its size and its pixels, keeps no
    /// object of the pages before it: the walk of a flat tree parsed them all
    /// (hundreds of bytes each) and kept them.
    func testTheLastPageOfAFlatTreeIsFoundWithoutParsingThePagesBeforeIt() throws {
        let pages = 3_000
        let document = try Document(path: try pageTree("flat.pdf", pages: pages))
        _ = document.pageSize(at: 0)
        let before = document.memoryInUse
        XCTAssertEqual(document.pageSize(at: pages - 1), PageSize(width: 300, height: 400))
        let pixels = try document.renderDayPixels(page: pages - 1, scale: 1)
        XCTAssertEqual(pixels.width, 300)
        let perPage = Double(document.memoryInUse - before) / Double(pages)
        XCTAssertLessThan(perPage, 100, "bytes MuPDF keeps per page after finding the last page")
    }

    /// A link to the last page and the outline's entries get their page
    /// numbers from the map, as the walk gives them, again without parsing
    /// every page (MuPDF's own map for the outline resolves every kid).
    func testLinksAndOutlineOfAFlatTreeLeadToTheirPages() throws {
        let pages = 3_000
        let last = Self.firstPage + pages - 1
        let link = "/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /Dest [\(last) 0 R /XYZ 0 400 0] >>]"
        let path = try pageTree("linked.pdf", pages: pages, extras: [0: link])
        let document = try Document(path: path)
        let before = document.memoryInUse
        XCTAssertEqual(try document.links(onPage: 0).map(\.destination),
                       [.page(index: pages - 1, point: PagePoint(x: 0, y: 0))])
        XCTAssertEqual(try document.outline().map(\.destination),
                       [.page(index: pages / 2, point: nil), .page(index: pages - 1, point: nil)])
        let perPage = Double(document.memoryInUse - before) / Double(pages)
        XCTAssertLessThan(perPage, 100, "bytes MuPDF keeps per page after the links and the outline")
    }

    /// Annotations without /AP on pages found through the map (written into
    /// /Annots, and as objects of their own) look as on the same pages found
    /// by the walk, through ink strokes beside them, a save and a reopening;
    /// the strokes are in the saved pages. (MuPDF 1.21's own map gave the
    /// page its dictionary instead of a reference: the stroke went into a
    /// dictionary the local xref had taken, and was lost with it.)
    func testPagesFoundThroughTheMapDrawAndSaveAsPagesFoundByTheWalk() throws {
        let pages = 200
        let extras = [pages - 2: Self.annotationsAsObjects, pages - 1: Self.annotationsInPlace]
        let flat = try pageTree("flat.pdf", pages: pages, extras: extras)
        let nested = try pageTree("nested.pdf", pages: pages, nested: true, extras: extras)
        let stroke = [PagePoint(x: 60, y: 300), PagePoint(x: 150, y: 330), PagePoint(x: 240, y: 310)]
        let pen = Color(red: 0.5, green: 0.2, blue: 0.6)
        let annotated = [pages - 2, pages - 1]
        func look(_ document: Document) throws -> [PixelBuffer] {
            try annotated.map { try document.renderDayPixels(page: $0, scale: 2) }
        }
        func assertSameLook(_ a: [PixelBuffer], _ b: [PixelBuffer], _ when: String, line: UInt = #line) {
            for (x, y) in zip(a, b) {
                XCTAssertEqual(maximumDifference(x, y, outside: [], scale: 2), 0, when, line: line)
            }
        }
        let documents = try [flat, nested].map { try Document(path: $0) }
        assertSameLook(try look(documents[0]), try look(documents[1]), "opened")
        for document in documents {
            for page in annotated {
                _ = try document.addInkStroke(page: page, points: stroke, color: pen, width: 3)
            }
        }
        assertSameLook(try look(documents[0]), try look(documents[1]), "after a stroke on each page")
        for document in documents { try document.save() }
        assertSameLook(try look(Document(path: flat)), try look(Document(path: nested)), "reopened")
        for path in [flat, nested] {
            let saved = try fixtures.mutoolAnnotationObjects(path)
            for page in annotated {
                XCTAssertEqual(saved.filter { $0.page == page }.count, Fixtures.annotationsWithoutAppearances.count + 1,
                               "\(path): page \(page) lists its annotations and the stroke")
            }
            XCTAssertEqual(try fixtures.mutoolRenderingProblems(path), [], path)
        }
    }

    /// A tree with as many kids as it counts whose kids are not all pages is
    /// not flat after all: a node of pages among them is met when its page
    /// is looked up, and that page and the ones after it are the pages the
    /// walk finds.
    func testANodeOfPagesAmongTheKidsIsWalkedAsMuPDFWalksIt() throws {
        let path = try fixtures.rawPDF("claims-flat.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R 6 0 R] /Count 3 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>",
            "<< /Type /Pages /Parent 2 0 R /Kids [5 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 4 0 R /MediaBox [0 0 200 200] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] >>",
        ])
        let document = try Document(path: path)
        XCTAssertEqual((0..<3).map { document.pageSize(at: $0) },
                       [100, 200, 300].map { PageSize(width: Double($0), height: Double($0)) })
        XCTAssertNil(document.pageError(at: 1))
    }
}
