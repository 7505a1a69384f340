import Foundation
import PDFEngine
import XCTest

/// Pages far from the reader give their images back: once a page's display
/// list leaves the document's cache, MuPDF's store lets go of the images only
/// that page drew, with their decoded pixels (page_image_release.c), while an
/// image a page near the reader still draws stays decoded once.
final class ImageReleaseTests: FixtureTestCase {
    static let pageCount = 24

    /// `pageCount` pages, each drawing one 16 × 16 image over the whole page:
    /// its own (`shared` false) or the same image object on every page.
    private func imagePages(shared: Bool) throws -> String {
        let pages = (0..<Self.pageCount).map { 3 + 3 * $0 }
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [\(pages.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(Self.pageCount) >>"]
        let content = "q 200 0 0 200 0 0 cm /Im1 Do Q"
        for index in 0..<Self.pageCount {
            let image = shared ? 5 : 5 + 3 * index
            objects += ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents \(4 + 3 * index) 0 R "
                            + "/Resources << /XObject << /Im1 \(image) 0 R >> >> >>",
                        "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
                        Fixtures.imageObject(width: 16, height: 16) { x, y in [UInt8(index * 10), UInt8(x * 16), UInt8(y * 16)] }]
        }
        return try fixtures.rawPDF(shared ? "shared-image.pdf" : "own-images.pdf", objects: objects)
    }

    func testImagesOfPagesWhoseDisplayListsLeftTheCacheAreFreed() throws {
        let document = try Document(path: try imagePages(shared: false))
        for page in 0..<Self.pageCount {
            _ = try document.renderDayPixels(page: page, scale: 1)
        }
        let census = try document.memoryCensus()
        XCTAssertLessThan(census.displayLists, Self.pageCount)
        XCTAssertEqual(census.decodedImageItems, census.displayLists,
                       "one decoded image for each page whose display list is kept, none for the pages before")
    }

    func testAnImageAPageNearTheReaderDrawsIsKeptDecodedOnce() throws {
        let document = try Document(path: try imagePages(shared: true))
        for page in 0..<Self.pageCount {
            _ = try document.renderDayPixels(page: page, scale: 1)
        }
        XCTAssertEqual(try document.memoryCensus().decodedImageItems, 1)
    }

    func testAPageWhoseImagesWereFreedRendersTheSameAgain() throws {
        let document = try Document(path: try imagePages(shared: false))
        let first = try document.renderDayPixels(page: 0, scale: 1)
        for page in 1..<Self.pageCount {
            _ = try document.renderDayPixels(page: page, scale: 1)
        }
        let again = try document.renderDayPixels(page: 0, scale: 1)
        for y in stride(from: 0, to: first.height, by: 9) {
            for x in stride(from: 0, to: first.width, by: 9) {
                XCTAssertTrue(again.pixel(x: x, y: y) == first.pixel(x: x, y: y), "pixel \(x), \(y)")
            }
        }
    }
}
