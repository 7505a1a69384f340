import Foundation
import PDFAppearance
@testable import PDFEngine
import ReaderCore
import XCTest

/// Ctrl+S's save on a thread of its own: starting it does not wait for the
/// document, and its outcome says how it ended.
final class BackgroundSaveTests: XCTestCase {
    private func documentWithInk() throws -> (Document, SmallPDF) {
        let file = try SmallPDF(pages: 2, in: self)
        let document = try Document(path: file.path)
        try document.addInkStroke(page: 1, points: [PagePoint(x: 20, y: 20), PagePoint(x: 120, y: 150)], color: .black, width: 2)
        return (document, file)
    }

    func testStartingASaveDoesNotWaitForTheDocumentAndTheSavedFileHasTheInk() throws {
        let (document, file) = try documentWithInk()
        let woken = expectation(description: "the save wakes the window when it ends")
        // Held as a render worker's recording or another edit would hold it.
        document.documentLock.lock()
        let save = BackgroundSave(document: document, to: nil) { woken.fulfill() }
        XCTAssertNil(save.outcome, "the save waits for the document on its own thread, not in the caller")
        document.documentLock.unlock()
        wait(for: [woken], timeout: 10)
        guard case .saved = save.outcome else { return XCTFail("not saved: \(String(describing: save.outcome))") }
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertEqual(try Document(path: file.path).inkAnnotations(onPage: 1).count, 1, "the file on disk has the stroke")
    }

    func testAFileChangedOnDiskIsNotOverwritten() throws {
        let (document, file) = try documentWithInk()
        let newer = try SmallPDF(pages: 3, in: self)
        XCTAssertEqual(rename(newer.path, file.path), 0, "a newer file moved in place, as `mv` does")
        let woken = expectation(description: "the save ends")
        let save = BackgroundSave(document: document, to: nil) { woken.fulfill() }
        wait(for: [woken], timeout: 10)
        guard case .changedOnDisk = save.outcome else { return XCTFail("outcome: \(String(describing: save.outcome))") }
        XCTAssertTrue(document.hasUnsavedChanges, "the ink stays unsaved")
        XCTAssertEqual(try Document(path: file.path).pageCount, 3, "the newer file is untouched")
    }
}
