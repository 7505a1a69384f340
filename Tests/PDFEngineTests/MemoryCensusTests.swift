import Foundation
import PDFEngine
import XCTest

/// `Document.memoryCensus()`: what MuPDF holds for a document, by kind.
final class MemoryCensusTests: FixtureTestCase {
    func testARenderedImagePageCountsItsDecodedImageAndParsedObjects() throws {
        let path = try fixtures.imagePage("census.pdf", content: "q 200 0 0 200 0 0 cm /Im1 Do Q", images: [Fixtures.photoObject()])
        let document = try Document(path: path)
        let before = try document.memoryCensus()
        XCTAssertEqual(before.decodedImageItems, 0)
        XCTAssertEqual(before.displayLists, 0)
        _ = try document.renderDayPixels(page: 0, scale: 1)
        let after = try document.memoryCensus()
        XCTAssertEqual(after.decodedImageItems, 1)
        // The 32 × 32 RGB samples decoded at full size, and the pixmap's own record.
        XCTAssertTrue((32 * 32 * 3..<32 * 32 * 3 + 1024).contains(after.decodedImageBytes), "\(after.decodedImageBytes) bytes")
        XCTAssertEqual(after.displayLists, 1)
        XCTAssertGreaterThan(after.parsedObjects, before.parsedObjects, "the page, its contents and resources parsed")
        XCTAssertLessThanOrEqual(after.parsedObjects, after.xrefEntries)
        XCTAssertEqual(after.storeBytes, after.decodedImageBytes + after.patternTileBytes + after.resourceBytes)
        XCTAssertGreaterThanOrEqual(after.total, after.storeBytes + after.glyphCacheBytes)
    }
}
