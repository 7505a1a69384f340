import Foundation
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer
import XCTest

/// The document session without a window: reloading, failed tiles, links, facts.
final class DocumentSessionTests: XCTestCase {
    private let viewport = ViewportSize(width: 400, height: 300)
    /// Signalled each time the session wakes the window (a file opened again, a tile ready).
    private let woken = DispatchSemaphore(value: 0)

    private func session(_ file: SmallPDF) throws -> DocumentSession {
        let woken = woken
        let session = DocumentSession(document: try Document(path: file.path), password: nil,
                                      budgets: MemoryBudgets(viewport: viewport)) { woken.signal() }
        addTeardownBlock { session.close() }
        return session
    }

    private func state(of session: DocumentSession, page: Int) -> ViewerState {
        ViewerState(geometry: DocumentGeometry(session.document), viewport: viewport, startPage: page)
    }

    /// A changed file is reported once it has stayed the same for a whole
    /// check (`FileChangeWatcher`): the first look sees it change, the second sees it settled.
    private func checkTwice(_ session: DocumentSession, _ state: inout ViewerState) -> [DocumentSession.FileCheck] {
        [session.reloadIfChanged(&state), reopened(session.reloadIfChanged(&state), session, &state)]
    }

    /// `check`, or once the file being opened again in the background is open, what `finishReopening` says.
    private func reopened(_ check: DocumentSession.FileCheck, _ session: DocumentSession,
                          _ state: inout ViewerState) -> DocumentSession.FileCheck {
        var check = check
        while check == .reopening, woken.wait(timeout: .now() + 10) == .success {
            check = session.finishReopening(&state)
        }
        return check
    }

    func testReloadingAChangedFileKeepsThePageAndForgetsFailedTiles() throws {
        let file = try SmallPDF(pages: 3, in: self)
        let session = try session(file)
        var state = state(of: session, page: 1)
        let original = session.document
        let failed = RenderKey(page: 1, scale: 1)
        session.failedTiles.record(.cancelled(path: file.path, page: 1), for: failed)
        XCTAssertEqual(session.reloadIfChanged(&state), .unchanged, "nothing changed yet")

        try file.rewrite(pages: 5)
        XCTAssertEqual(checkTwice(session, &state), [.unchanged, .reloaded])
        XCTAssertFalse(session.document === original, "the file was opened again")
        XCTAssertEqual(session.facts.pageCount, 5, "the facts are read from the new file")
        XCTAssertEqual(state.pageCount, 5, "the layout has the new file's pages")
        XCTAssertEqual(state.readingPosition.pageIndex, 1, "the reader stays on the page")
        XCTAssertNil(session.failedTiles.error(for: failed), "failures of the old file are forgotten")
        XCTAssertTrue(session.renderQueue.document === session.document, "a new render queue draws the new file")
    }

    func testAFileChangedUnderUnsavedInkIsNotReloaded() throws {
        let file = try SmallPDF(pages: 2, in: self)
        let session = try session(file)
        var state = state(of: session, page: 0)
        try session.document.addInkStroke(page: 0, points: [PagePoint(x: 10, y: 10), PagePoint(x: 50, y: 50)],
                                          color: Color(red: 1, green: 0, blue: 0), width: 2)
        let inked = session.document
        try file.rewrite(pages: 4)
        XCTAssertEqual(checkTwice(session, &state), [.unchanged, .changedWithUnsavedInk])
        XCTAssertTrue(session.document === inked, "the ink stays on screen")
        XCTAssertEqual(session.facts.pageCount, 2)
    }

    func testLinksAreReadOnDemandAndInTheBackground() throws {
        let file = try SmallPDF(pages: 3, linkToLastPage: true, in: self)
        let session = try session(file)
        XCTAssertNil(session.links.cached(onPage: 0), "nothing is read before it is asked for")
        let links = session.links.load(onPage: 0)
        XCTAssertEqual(links.count, 1)
        guard case .page(let index, _)? = links.first?.destination else { return XCTFail("an internal link: \(links)") }
        XCTAssertEqual(index, 2)

        session.links.prefetch([1])
        let read = expectation(for: NSPredicate { _, _ in session.links.cached(onPage: 1) != nil }, evaluatedWith: nil)
        wait(for: [read], timeout: 10)
        XCTAssertEqual(session.links.cached(onPage: 1), [], "page 2's links were read in the background")
    }

    func testTheFactsAreReadOnce() throws {
        let session = try session(try SmallPDF(pages: 2, in: self))
        XCTAssertEqual(session.facts.inkAvailability, .available)
        XCTAssertEqual(session.facts.kind, .pdf)
        XCTAssertEqual(session.facts.pageCount, 2)
        XCTAssertFalse(session.facts.needsPassword)
        XCTAssertFalse(session.facts.isReflowable)
    }
}
