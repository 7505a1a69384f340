import Foundation
import PDFEngine
import XCTest

/// Page sizes read in the background (issue 15, goal 3): a walk of the page
/// tree gives every page the size MuPDF gives it, keeps no page objects, and
/// leaves MuPDF a page map so any page is found at once.
final class PageSizeReadingTests: FixtureTestCase {
    /// Page `index`'s dictionary: Letter, every seventh page landscape, every
    /// eleventh small and rotated, every thirteenth with a CropBox; the
    /// pages of `inheriting` take their MediaBox from the tree.
    private static func page(_ index: Int, parent: Int, inheriting: Bool = false) -> String {
        var box = inheriting ? "" : "/MediaBox [0 0 612 792]"
        if index % 7 == 3 { box = "/MediaBox [0 0 1224 792]" }
        if index % 11 == 5 { box = "/MediaBox [0 0 300 400] /Rotate 90" }
        if index % 13 == 6 { box += " /CropBox [10 20 310 220]" }
        return "<< /Type /Page /Parent \(parent) 0 R \(box) >>"
    }

    /// `pages` pages in one /Kids array.
    private func flatDocument(pages: Int) throws -> String {
        let kids = (0..<pages).map { "\($0 + 3) 0 R" }.joined(separator: " ")
        return try fixtures.rawPDF("flat.pdf", objects: ["<< /Type /Catalog /Pages 2 0 R >>",
                                                         "<< /Type /Pages /Kids [\(kids)] /Count \(pages) >>"]
                                   + (0..<pages).map { Self.page($0, parent: 2) })
    }

    /// `groups` × `perGroup` pages under intermediate nodes that carry the MediaBox.
    private func nestedDocument(groups: Int, perGroup: Int) throws -> String {
        let nodes = (0..<groups).map { $0 + 3 }
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [\(nodes.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(groups * perGroup) >>"]
        var next = 3 + groups
        var pages: [String] = []
        for node in nodes {
            let kids = (0..<perGroup).map { "\(next + $0) 0 R" }.joined(separator: " ")
            objects.append("<< /Type /Pages /Parent 2 0 R /MediaBox [0 0 500 700] /Kids [\(kids)] /Count \(perGroup) >>")
            pages += (0..<perGroup).map { Self.page(pages.count + $0, parent: node, inheriting: true) }
            next += perGroup
        }
        return try fixtures.rawPDF("nested.pdf", objects: objects + pages)
    }

    private func readInBackground(_ document: Document) {
        let ready = expectation(description: "every page size read")
        document.readPageSizesInBackground { ready.fulfill() }
        wait(for: [ready], timeout: 60)
    }

    /// The sizes MuPDF gives each page when it loads it.
    private func loadedSizes(_ path: String) throws -> [PageSize] {
        let document = try Document(path: path)
        return (0..<document.pageCount).map { document.pageSize(at: $0) }
    }

    private func assertReadSizesMatchLoadedOnes(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try Document(path: path)
        XCTAssertFalse(document.allPageSizesKnown, "nothing is read at opening", file: file, line: line)
        XCTAssertNil(document.knownPageSize(at: document.pageCount - 1), file: file, line: line)
        readInBackground(document)
        XCTAssertTrue(document.allPageSizesKnown, file: file, line: line)
        let read = (0..<document.pageCount).map { document.knownPageSize(at: $0) }
        XCTAssertEqual(read, try loadedSizes(path) as [PageSize?], file: file, line: line)
        XCTAssertNoThrow(try document.renderDayPixels(page: document.pageCount - 1, scale: 0.1), "the last page is found",
                         file: file, line: line)
    }

    func testAFlatTreeIsReadAsMuPDFLoadsItsPages() throws {
        try assertReadSizesMatchLoadedOnes(try flatDocument(pages: 300))
    }

    func testANestedTreeWithInheritedBoxesIsReadAsMuPDFLoadsItsPages() throws {
        try assertReadSizesMatchLoadedOnes(try nestedDocument(groups: 12, perGroup: 25))
    }

    /// A tree whose counts do not match its kids is read page by page; the
    /// broken page keeps the first page's size.
    func testATreeTheWalkCannotNumberIsReadPageByPage() throws {
        let document = try Document(path: try fixtures.pageTreeWithBrokenPage())
        readInBackground(document)
        XCTAssertEqual((0..<3).map { document.knownPageSize(at: $0) },
                       [PageSize(width: 200, height: 100), PageSize(width: 200, height: 100), PageSize(width: 300, height: 100)])
        XCTAssertNotNil(document.pageError(at: 1))
    }

    /// Opening looks at no page but the first ones, and reading every size
    /// keeps none of the page objects it parsed (about 1 KiB each):
    /// MuPDF holds little more for the whole document than before.
    func testReadingEverySizeKeepsNoPageObjects() throws {
        let pages = 600
        let document = try Document(path: try flatDocument(pages: pages))
        _ = document.pageSize(at: 0)
        let before = document.memoryInUse
        readInBackground(document)
        let perPage = Double(document.memoryInUse - before) / Double(pages)
        XCTAssertLessThan(perPage, 100, "bytes MuPDF keeps a page after reading every size")
        XCTAssertEqual(document.pageSize(at: pages - 1), PageSize(width: 400, height: 300), "the last page, rotated")
    }
}
