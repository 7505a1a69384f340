import PDFEngine
import XCTest

/// `Document.kind` names every format MuPDF opens so that "this is …" reads as a sentence.
final class DocumentKindTests: FixtureTestCase {
    private func kind(_ path: String) throws -> DocumentKind {
        try Document(path: path).kind
    }

    func testEveryFormatIsNamedWithItsArticle() throws {
        let expected: [(String, DocumentKind, String)] = [
            (try fixtures.blankPage(), .pdf, "a PDF"),
            (try fixtures.picture("page.png"), .image, "an image file"),
            (try fixtures.picture("page.pnm"), .image, "an image file"),
            (try fixtures.comicBook(), .comicBook, "a comic book archive"),
            (try fixtures.unpackedEPUB(), .epub, "an EPUB"),
            (try fixtures.unpackedXPS(), .xps, "an XPS document"),
            (try fixtures.fictionBook(), .fictionBook, "a FictionBook"),
            (try fixtures.write("page.html", "<html><body><p>Hello</p></body></html>"), .html, "an HTML document"),
        ]
        for (path, kind, phrase) in expected {
            let found = try self.kind(path)
            XCTAssertEqual(found, kind, path)
            XCTAssertEqual("\(found)", phrase, path)
        }
    }

    func testMuPDFFormatNamesWithoutAFixture() {
        XCTAssertEqual(DocumentKind(format: "MOBI"), .mobi)
        XCTAssertEqual("\(DocumentKind.mobi)", "a MOBI e-book")
        XCTAssertEqual(DocumentKind(format: "tar"), .comicBook, "a CBT")
        XCTAssertEqual(DocumentKind(format: "XHTML"), .html)
        for picture in ["TIFF", "JBIG2", "BMP"] { XCTAssertEqual(DocumentKind(format: picture), .image, picture) }
        XCTAssertEqual(DocumentKind(format: nil), .other)
        XCTAssertEqual("\(DocumentKind.other)", "a document in another format")
    }
}
