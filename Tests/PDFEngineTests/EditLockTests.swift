import Foundation
import PDFAppearance
@testable import PDFEngine
import XCTest

/// The window's thread never waits for MuPDF: ink edits interrupt a
/// display-list recording instead of waiting behind it, the journal is
/// written off the editing thread and outside the document lock, and what
/// the window asks about the ink history needs no document lock.
final class EditLockTests: FixtureTestCase {
    private let orange = Color(red: 1, green: 0.5, blue: 0.125)

    private func stroke(_ x: Double) -> InkStroke {
        InkStroke(page: 0, points: [PagePoint(x: x, y: 10), PagePoint(x: x + 20, y: 30)], color: orange, width: 2)
    }

    func testAnEditStopsARecordingInProgressInsteadOfWaitingForIt() throws {
        let document = try Document(path: try fixtures.blankPage())
        let recording = DispatchSemaphore(value: 0)
        let recorded = DispatchSemaphore(value: 0)
        let yielded = Box(false)
        let cookie = RenderCookie()
        Thread.detachNewThread {
            // Stands in for MuPDF's interpreter, which looks at its cookie
            // between operators: a recording that works (here: idles a
            // millisecond at a time) until its cookie tells it to stop, or
            // for 20 s. The test itself waits on semaphores.
            let finished: Bool?
            do {
                finished = try document.recordingYield.record(under: document.documentLock, cookie: cookie) { () -> Bool? in
                    recording.signal()
                    let deadline = Date().addingTimeInterval(20)
                    while !cookie.isAborted && Date() < deadline { usleep(1000) }
                    return cookie.resumeAfterYield() ? nil : true
                }
            } catch {
                finished = false
            }
            yielded.value = finished == nil
            recorded.signal()
        }
        XCTAssertEqual(recording.wait(timeout: .now() + 10), .success)
        try document.addInkStroke(stroke(10))
        XCTAssertEqual(recorded.wait(timeout: .now() + 30), .success)
        XCTAssertTrue(yielded.value, "the recording stopped for the edit, which did not wait for it to finish")
        XCTAssertFalse(cookie.isAborted, "the yielded recording may start again")
        XCTAssertNil(cookie.abortedAt, "a yield is not an abort")
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).count, 1)
    }

    func testTheJournalIsWrittenOffTheEditingThreadAndHoldsTheLastEdit() throws {
        let path = try fixtures.blankPage()
        let journal = InkJournal(documentPath: path, directory: fixtures.directory.appendingPathComponent("ink"))
        let document = try Document(path: path)
        document.inkJournal = journal
        let writing = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        document.journalWriter.beforeWrite = {
            writing.signal()
            gate.wait()
        }
        try document.addInkStroke(stroke(10))
        XCTAssertEqual(writing.wait(timeout: .now() + 10), .success, "the writer took the first edit")
        // The writer is held at its gate: edits and the document lock go on without it.
        try document.addInkStroke(stroke(40))
        try document.addInkStroke(stroke(70))
        try document.addInkStroke(stroke(100))
        try document.undo()
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).count, 3, "the document lock is free while the journal is written")
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.fileURL.path), "nothing was written on the editing thread")
        gate.signal()
        document.finishInkJournal()
        XCTAssertEqual(try journal.pendingStrokes(), [stroke(10), stroke(40), stroke(70)])
        XCTAssertNil(document.inkJournalFailure)
    }

    func testTheInkHistoryIsReadWithoutTheDocumentLock() throws {
        let document = try Document(path: try fixtures.blankPage())
        try document.addInkStroke(stroke(10))
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            document.documentLock.withLock {
                held.signal()
                _ = release.wait(timeout: .now() + 30)
            }
        }
        XCTAssertEqual(held.wait(timeout: .now() + 10), .success)
        defer { release.signal() }
        let answered = expectation(description: "answered while a render holds the document")
        DispatchQueue.global().async {
            _ = (document.hasUnsavedChanges, document.canUndo, document.canRedo, document.inkJournal,
                 document.inkJournalFailure, document.pendingInkStrokes(), document.pageCount, document.needsPassword)
            answered.fulfill()
        }
        wait(for: [answered], timeout: 10)
    }
}

/// A value shared with another thread, read after it signalled.
private final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
