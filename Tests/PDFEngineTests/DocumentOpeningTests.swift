import Foundation
import PDFEngine
import XCTest

final class DocumentOpeningTests: FixtureTestCase {
    private func twoPagePDF() throws -> String {
        try fixtures.pdf("two.pdf", pages: [
            (300, 400, "1 0 0 rg 20 20 100 50 re f"),
            (500, 200, "0 0 1 rg 0 0 50 50 re f"),
        ])
    }

    private func openError(_ path: String, password: String? = nil) -> DocumentError? {
        do {
            _ = try Document(path: path, password: password)
            return nil
        } catch {
            return error as? DocumentError
        }
    }

    func testCountsPagesAndReportsSizesInPoints() throws {
        let document = try Document(path: try twoPagePDF())
        XCTAssertEqual(document.pageCount, 2)
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 300, height: 400))
        XCTAssertEqual(document.pageSize(at: 1), PageSize(width: 500, height: 200))
        XCTAssertFalse(document.needsPassword)
        XCTAssertFalse(document.isReflowable)
        XCTAssertNil(document.pageError(at: 1))
    }

    func testReportsTitleAndFormat() throws {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>",
        ]
        let document = try Document(path: try fixtures.rawPDF("titled.pdf", objects: objects, info: "<< /Title (Engine Handbook) >>"))
        XCTAssertEqual(try document.title, "Engine Handbook")
        XCTAssertEqual(try document.format?.hasPrefix("PDF"), true)
        XCTAssertNil(try Document(path: try fixtures.rawPDF("untitled.pdf", objects: objects)).title)
    }

    func testPageSizeIncludesThePagesOwnRotate() throws {
        let path = try fixtures.rawPDF("rotated.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Rotate 90 >>",
        ])
        XCTAssertEqual(try Document(path: path).pageSize(at: 0), PageSize(width: 400, height: 300))
    }

    func testReflowableDocumentIsLaidOutAtTheStandardSize() throws {
        let paragraphs = (1...200).map { "<p>Paragraph \($0): the engine lays reflowable text out before counting pages.</p>" }
        let path = try fixtures.write("book.xhtml", "<html><body><h1>Book</h1>\(paragraphs.joined())</body></html>")
        let document = try Document(path: path)
        XCTAssertTrue(document.isReflowable)
        XCTAssertGreaterThan(document.pageCount, 1)
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 420, height: 595))
        let small = try Document(path: path, layout: .init(width: 300, height: 300, em: 11))
        XCTAssertGreaterThan(small.pageCount, document.pageCount)
    }

    func testMissingFileNamesTheFile() {
        let path = fixtures.path("nowhere.pdf")
        XCTAssertEqual(openError(path), .fileNotFound(path: path))
        XCTAssertEqual(openError(path)?.description, "\(path): no such file")
        let deeper = fixtures.path("papres") + "/2024/x.pdf"
        XCTAssertEqual(openError(deeper)?.description, "\(deeper): no such folder: \(fixtures.path("papres"))",
                       "the first missing folder is named")
    }

    func testEmptyFileIsReportedAsEmpty() throws {
        let path = try fixtures.write("empty.pdf", "")
        XCTAssertEqual(openError(path), .emptyFile(path: path))
    }

    func testDirectoryIsUnreadable() throws {
        guard case .unreadable(let path, _)? = openError(fixtures.directory.path) else {
            return XCTFail("a directory must be reported as unreadable")
        }
        XCTAssertEqual(path, fixtures.directory.path)
    }

    func testFifoIsRejectedWithoutBlocking() throws {
        let path = fixtures.path("pipe.pdf")
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        XCTAssertEqual(openError(path), .unreadable(path: path, reason: "not a regular file"))
    }

    func testFileWithoutReadPermissionIsUnreadable() throws {
        guard geteuid() != 0 else { throw XCTSkip("root reads files regardless of permissions") }
        let path = try twoPagePDF()
        chmod(path, 0)
        guard case .unreadable? = openError(path) else { return XCTFail("expected .unreadable") }
    }

    func testTextFileIsNotADocument() throws {
        let path = try fixtures.write("notes.pdf", "just some words, no document here\n")
        guard case .notADocument(let named, _)? = openError(path) else {
            return XCTFail("expected .notADocument, got \(String(describing: openError(path)))")
        }
        XCTAssertEqual(named, path)
        XCTAssertTrue(openError(path)!.description.hasPrefix(path))
    }

    func testTruncatedPDFIsRepairedAndOpens() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try twoPagePDF()))
        let cut = data.range(of: Data("xref".utf8), options: .backwards)!.lowerBound
        let path = fixtures.path("truncated.pdf")
        try data.prefix(cut).write(to: URL(fileURLWithPath: path))
        let document = try Document(path: path)
        XCTAssertEqual(document.pageCount, 2)
    }

    func testDocumentWithoutPagesIsRejected() throws {
        let path = try fixtures.rawPDF("empty-tree.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [] /Count 0 >>",
        ])
        XCTAssertEqual(openError(path), .noPages(path: path))
    }

    func testPageThatFailsToLoadIsAnErrorPage() throws {
        let document = try Document(path: try fixtures.pageTreeWithBrokenPage())
        XCTAssertEqual(document.pageCount, 3)
        XCTAssertNil(document.pageError(at: 0))
        guard case .pageLoadFailed(_, 1, _)? = document.pageError(at: 1) else {
            return XCTFail("expected page 2 to fail, got \(String(describing: document.pageError(at: 1)))")
        }
        XCTAssertEqual(document.pageSize(at: 1), PageSize(width: 200, height: 100), "a broken page takes the first page's size")
        XCTAssertEqual(document.pageSize(at: 2), PageSize(width: 300, height: 100))
        XCTAssertThrowsError(try document.renderDayPixels(page: 1, scale: 1)) {
            guard case .pageLoadFailed(_, 1, _)? = $0 as? DocumentError else { return XCTFail("unexpected \($0)") }
        }
        XCTAssertEqual(try document.renderDayPixels(page: 2, scale: 1).width, 300)
    }

    func testBogusPageCountIsClampedQuicklyToTheExistingPages() throws {
        let path = try fixtures.rawPDF("bogus-count.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1410065407 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>",
        ])
        let start = Date()
        let document = try Document(path: path)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(document.declaredPageCount, 1410065407)
        XCTAssertEqual(document.pageCount, 1)
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 200, height: 100))
    }

    func testEncryptedDocumentsDistinguishMissingAndWrongPasswords() throws {
        let plain = try twoPagePDF()
        for method in ["aes-256", "rc4-128"] {
            let path = try fixtures.encrypted(plain, name: "locked-\(method).pdf", method: method, user: "user", owner: "owner")
            XCTAssertEqual(openError(path), .passwordRequired(path: path), method)
            XCTAssertEqual(openError(path, password: "nope"), .wrongPassword(path: path), method)
            XCTAssertEqual(try Document(path: path, password: "user").pageCount, 2, method)
            XCTAssertEqual(try Document(path: path, password: "owner").pageCount, 2, method)
        }
    }

    func testLockedDocumentCanBeUnlockedLater() throws {
        let path = try fixtures.encrypted(try twoPagePDF(), name: "locked.pdf", method: "aes-256", user: "user", owner: "owner")
        let document = try Document(path: path, allowLocked: true)
        XCTAssertTrue(document.needsPassword)
        XCTAssertEqual(document.pageCount, 0)
        XCTAssertThrowsError(try document.renderDayPixels(page: 0, scale: 1)) {
            XCTAssertEqual($0 as? DocumentError, .passwordRequired(path: path))
        }
        XCTAssertThrowsError(try document.outline(), "a locked outline is unknown, not empty") {
            XCTAssertEqual($0 as? DocumentError, .passwordRequired(path: path))
        }
        XCTAssertFalse(try document.authenticate(password: "wrong"))
        XCTAssertTrue(document.needsPassword)
        XCTAssertTrue(try document.authenticate(password: "user"))
        XCTAssertFalse(document.needsPassword)
        XCTAssertEqual(document.pageCount, 2)
        XCTAssertEqual(document.pageSize(at: 1), PageSize(width: 500, height: 200))
    }

    func testErrorsAreLocalizedOneLiners() {
        let error: Error = DocumentError.passwordRequired(path: "/tmp/a.pdf")
        XCTAssertEqual(error.localizedDescription, "/tmp/a.pdf: the document is encrypted and needs a password")
        XCTAssertFalse(DocumentError.pageLoadFailed(path: "x.pdf", page: 1, reason: "broken").description.contains("\n"))
    }

    /// Messages that name the file themselves take `reason`; a path with
    /// ": " in it must not cut the reason short.
    func testErrorsExposeTheirPathAndReason() {
        let path = "/notes: draft.pdf"
        let errors: [DocumentError] = [
            .saveFailed(path: path, destination: path, reason: "disk full"),
            .pageLoadFailed(path: path, page: 2, reason: "broken"),
            .outlineUnreadable(path: path, reason: "Cycle detected in outlines"),
            .metadataUnreadable(path: path, key: "format", reason: "broken"),
            .changedOnDisk(path: path),
        ]
        for error in errors {
            XCTAssertEqual(error.path, path)
            XCTAssertEqual(error.description, "\(path): \(error.reason)")
        }
        XCTAssertEqual(errors[0].reason, "cannot save (disk full); the file is unchanged and the changes are kept")
        XCTAssertEqual(errors[1].reason, "page 3 cannot be loaded (broken)")
        let engine = DocumentError.engineFailure(reason: "out of memory")
        XCTAssertNil(engine.path)
        XCTAssertEqual(engine.reason, "MuPDF cannot start (out of memory)")
        XCTAssertEqual(engine.description, engine.reason)
    }
}
