import CMuPDF
import Foundation
@testable import PDFEngine
import XCTest

/// The one funnel every CMuPDF call's error record goes through.
final class MuPDFCallTests: FixtureTestCase {
    /// A shim that fails the way every CMuPDF function does: the record
    /// marked failed, with a code and MuPDF's message.
    private func failingShim(_ error: inout cmupdf_error, message: String = "something broke") -> Int32 {
        error.failed = 1
        error.code = 2
        withUnsafeMutableBytes(of: &error.message) { raw in
            raw.copyBytes(from: Array(message.utf8) + [0])
        }
        return -1
    }

    func testAFailingShimCallBecomesTheCallersTypedError() throws {
        let path = try fixtures.blankPage()
        let document = try Document(path: path)
        var bounds = cmupdf_rect()
        XCTAssertThrowsError(try MuPDFCall.run({ cmupdf_page_bounds(document.context.handle, document.handle, 7, &bounds, &$0) }) {
            .pageLoadFailed(path: path, page: 7, reason: $0.message)
        }) { error in
            guard case .pageLoadFailed(path, 7, let reason)? = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty, "MuPDF's message is kept")
        }
        XCTAssertNoThrow(try MuPDFCall.run({ cmupdf_page_bounds(document.context.handle, document.handle, 0, &bounds, &$0) }) {
            .pageLoadFailed(path: path, page: 0, reason: $0.message)
        })
        XCTAssertEqual(bounds.x1 - bounds.x0, 300)
    }

    func testTheRecordNotTheReturnValueDecides() {
        XCTAssertThrowsError(try MuPDFCall.run({ failingShim(&$0) }) { .engineFailure(reason: $0.message) }) {
            XCTAssertEqual($0 as? DocumentError, .engineFailure(reason: "something broke"))
        }
        XCTAssertEqual(try MuPDFCall.run({ _ in Int32(-1) }) { .engineFailure(reason: $0.message) }, -1,
                       "a negative result without a failed record is a result (a page MuPDF cannot find again)")
        guard case .failure(let failure) = MuPDFCall.result({ failingShim(&$0) }) else { return XCTFail("the failure is handed back") }
        XCTAssertEqual(failure.code, 2)
        XCTAssertEqual(failure.message, "something broke")
    }

    /// An ignored failure is visible as a missing result where the call
    /// site documents what happens instead.
    func testAnIgnoredFailureGivesNoResult() {
        XCTAssertNil(MuPDFCall.ignoringFailure { failingShim(&$0) })
        XCTAssertEqual(MuPDFCall.ignoringFailure { _ in Int32(3) }, 3)
    }

    /// fz_needs_password failing (it cannot tell) used to read as "not
    /// locked", so an encrypted document would be shown as if open.
    func testANeedsPasswordFailureIsAnErrorNotUnlocked() {
        XCTAssertThrowsError(try Document.isLocked(path: "/x/locked.pdf") { failingShim(&$0, message: "out of memory") }) { error in
            XCTAssertEqual(error as? DocumentError,
                           .damaged(path: "/x/locked.pdf", reason: "cannot tell whether it needs a password: out of memory"))
        }
        XCTAssertEqual(try Document.isLocked(path: "/x/locked.pdf") { _ in 1 }, true)
        XCTAssertEqual(try Document.isLocked(path: "/x/open.pdf") { _ in 0 }, false)
    }

    /// A broken outline does not stop the document from opening, but it is
    /// an error, not "no outline".
    func testAnUnreadableOutlineIsAnErrorAndThePagesStillOpen() throws {
        let path = try fixtures.rawPDF("looped-outline.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R /Outlines 4 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>",
            "<< /Type /Outlines /First 5 0 R /Last 5 0 R /Count 1 >>",
            "<< /Title (Loop) /Parent 4 0 R /First 5 0 R /Dest [3 0 R /Fit] >>",
        ])
        let document = try Document(path: path)
        XCTAssertThrowsError(try document.outline()) { error in
            guard case .outlineUnreadable(path, let reason)? = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.localizedCaseInsensitiveContains("cycle"), reason)
        }
        XCTAssertEqual(document.pageCount, 1)
        XCTAssertNoThrow(try document.renderDayPixels(page: 0, scale: 1))
        let none = try Document(path: try fixtures.blankPage("no-outline.pdf"))
        XCTAssertEqual(try none.outline(), [])
    }
}
