import Foundation
import PDFAppearance
@testable import PDFEngine
import ReaderCore
import Viewer
import XCTest

/// The ink workflow without a window: what each action comes to.
final class InkControllerTests: XCTestCase {
    private func controller(pages: Int = 2) throws -> (InkController, DocumentSession, SmallPDF) {
        let file = try SmallPDF(pages: pages, in: self)
        let session = DocumentSession(document: try Document(path: file.path), password: nil,
                                      budgets: MemoryBudgets(viewport: ViewportSize(width: 400, height: 300))) {}
        addTeardownBlock { session.close() }
        return (InkController(documentSession: session), session, file)
    }

    private func stroke(page: Int) -> InkStroke {
        InkStroke(page: page, points: [PagePoint(x: 20, y: 20), PagePoint(x: 120, y: 150)], color: .black, width: 2)
    }

    /// Waits for the background save to end (`wake`), then finishes it.
    private func finish(_ ink: InkController, woken: XCTestExpectation) -> (end: InkController.SaveEnd, changedPages: [Int])? {
        wait(for: [woken], timeout: 10)
        return ink.finishSave()
    }

    func testEditsSayWhichPageChangedOrWhyNothingDid() throws {
        let (ink, _, _) = try controller()
        XCTAssertEqual(ink.step(forward: false), .message("Nothing to undo."))
        XCTAssertEqual(ink.commit(stroke(page: 1)), .pageChanged(1))
        XCTAssertEqual(ink.erase(at: PagePoint(x: 190, y: 290), onPage: 1, tolerance: 2), .nothing, "nothing under the point")
        XCTAssertEqual(ink.erase(at: PagePoint(x: 20, y: 20), onPage: 1, tolerance: 2), .pageChanged(1))
        XCTAssertEqual(ink.step(forward: false), .pageChanged(1), "undoing the erase")
        XCTAssertEqual(ink.step(forward: true), .pageChanged(1))
        XCTAssertEqual(ink.step(forward: true), .message("Nothing to redo."))
        guard case .message(let text, _, true) = ink.commit(stroke(page: 7)) else { return XCTFail("a page out of range is an error") }
        XCTAssertTrue(text.hasPrefix("The stroke could not be added"), text)
    }

    func testWhileASaveRunsAStrokeWaitsForItAndOtherEditsAreRefused() throws {
        let (ink, session, file) = try controller()
        XCTAssertEqual(ink.commit(stroke(page: 0)), .pageChanged(0))
        let woken = expectation(description: "the save ends")
        session.document.documentLock.lock()
        XCTAssertEqual(ink.startSave(to: nil) { woken.fulfill() }, .message("Saving small.pdf…", fileName: "small.pdf"))
        XCTAssertTrue(ink.isSaving)
        XCTAssertEqual(ink.commit(stroke(page: 1)), .nothing, "the stroke waits for the save")
        XCTAssertEqual(ink.step(forward: false), .message("Saving… the ink can be changed again in a moment."))
        XCTAssertNil(ink.finishSave(), "the save still runs")
        session.document.documentLock.unlock()
        let (end, changed) = try XCTUnwrap(finish(ink, woken: woken))
        guard case .saved(let message) = end else { return XCTFail("not saved: \(end)") }
        XCTAssertEqual(message, .message("Saved small.pdf.", fileName: "small.pdf"))
        XCTAssertEqual(changed, [1], "the waiting stroke is added after the save")
        XCTAssertFalse(ink.isSaving)
        XCTAssertTrue(session.document.hasUnsavedChanges, "the stroke drawn during the save is not in the file yet")
        XCTAssertEqual(try Document(path: file.path).inkAnnotations(onPage: 0).count, 1)
        XCTAssertEqual(try Document(path: file.path).inkAnnotations(onPage: 1).count, 0)
    }

    func testASaveOverAFileChangedOnDiskEndsAskingAndWritesNothing() throws {
        let (ink, session, file) = try controller()
        XCTAssertEqual(ink.commit(stroke(page: 0)), .pageChanged(0))
        let newer = try SmallPDF(pages: 3, in: self)
        XCTAssertEqual(rename(newer.path, file.path), 0)
        let woken = expectation(description: "the save ends")
        _ = ink.startSave(to: nil) { woken.fulfill() }
        guard case .changedOnDisk = try XCTUnwrap(finish(ink, woken: woken)).end else { return XCTFail("expected changedOnDisk") }
        XCTAssertTrue(session.document.hasUnsavedChanges)
        XCTAssertEqual(try Document(path: file.path).pageCount, 3)
    }
}
