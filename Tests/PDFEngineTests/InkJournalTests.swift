import Foundation
import PDFAppearance
import PDFEngine
import XCTest

final class InkJournalTests: FixtureTestCase {
    private let orange = Color(red: 1, green: 0.5, blue: 0.125)

    private func journal(for path: String) -> InkJournal {
        InkJournal(documentPath: path, directory: fixtures.directory.appendingPathComponent("state/sdlpdf/ink"))
    }

    func testStandardJournalLivesInTheXDGStateDirectory() {
        let journal = InkJournal.standard(documentPath: "/docs/a.pdf", environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/r"])
        XCTAssertEqual(journal?.fileURL.deletingLastPathComponent().path, "/state/sdlpdf/ink")
        let fallback = InkJournal.standard(documentPath: "/docs/a.pdf", environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/r"])
        XCTAssertEqual(fallback?.fileURL.deletingLastPathComponent().path, "/home/r/.local/state/sdlpdf/ink")
        XCTAssertNil(InkJournal.standard(documentPath: "/docs/a.pdf", environment: [:]))
        XCTAssertNotEqual(journal?.fileURL, InkJournal.standard(documentPath: "/docs/b.pdf", environment: ["XDG_STATE_HOME": "/state"])?.fileURL)
    }

    /// The shared `CanonicalPath` and FNV-1a name a journal exactly as the
    /// journal's own copies did, so journals written before are still found.
    func testJournalFileNamesAreThoseEarlierVersionsWrote() {
        let journal = InkJournal(documentPath: "/docs/a.pdf", directory: URL(fileURLWithPath: "/state/sdlpdf/ink"))
        XCTAssertEqual(journal.fileURL.lastPathComponent, "e1b22ccc9e678e05.json")
        XCTAssertEqual(journal.documentPath, "/docs/a.pdf")
    }

    func testEveryWayOfNamingADocumentFindsTheSameJournal() throws {
        let path = try fixtures.blankPage()
        let link = fixtures.path("link.pdf")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        XCTAssertEqual(journal(for: link).fileURL, journal(for: path).fileURL)
        XCTAssertEqual(journal(for: fixtures.directory.path + "/./blank.pdf").fileURL, journal(for: path).fileURL)
    }

    func testStrokesAreJournaledAsDrawnAndClearedBySaving() throws {
        let path = try fixtures.blankPage()
        let journal = journal(for: path)
        let document = try Document(path: path)
        document.inkJournal = journal
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.fileURL.path), "nothing to journal yet")

        let points = [PagePoint(x: 12.5, y: 40), PagePoint(x: 80, y: 41.25)]
        try document.addInkStroke(page: 0, points: points, color: orange, width: 3.5)
        document.finishInkJournal()
        XCTAssertEqual(try journal.pendingStrokes(), [InkStroke(page: 0, points: points, color: orange, width: 3.5)])
        try document.addInkStroke(page: 0, points: [PagePoint(x: 1, y: 2)], color: .black, width: 1)
        document.finishInkJournal()
        XCTAssertEqual(try journal.pendingStrokes().count, 2)
        try document.undo()
        document.finishInkJournal()
        XCTAssertEqual(try journal.pendingStrokes().map(\.points), [points], "undone strokes leave the journal")
        XCTAssertNil(document.inkJournalFailure)

        try document.save()
        document.finishInkJournal()
        XCTAssertFalse(FileManager.default.fileExists(atPath: journal.fileURL.path), "saved strokes need no journal")
        XCTAssertEqual(try journal.pendingStrokes(), [])
        XCTAssertEqual(document.pendingInkStrokes(), [])
    }

    /// After a crash the journal still has the strokes; reopening restores them.
    func testReopenedDocumentRestoresJournaledStrokes() throws {
        let path = try fixtures.blankPage()
        let journal = journal(for: path)
        let stroke = InkStroke(page: 0, points: [PagePoint(x: 100, y: 100), PagePoint(x: 200, y: 100)], color: orange, width: 12)
        do {
            let crashed = try Document(path: path)
            crashed.inkJournal = journal
            try crashed.addInkStroke(stroke)
            crashed.finishInkJournal()
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)).count, try Data(contentsOf: URL(fileURLWithPath: try fixtures.blankPage("again.pdf"))).count,
                       "the document itself was never written")

        let reopened = try Document(path: path)
        reopened.inkJournal = journal
        let pending = try journal.pendingStrokes()
        XCTAssertEqual(pending, [stroke], "attaching the journal keeps what a crash left in it")
        let changes = try reopened.restoreInkStrokes(pending)
        reopened.finishInkJournal()
        XCTAssertEqual(changes.map(\.kind), [.added])
        XCTAssertTrue(reopened.hasUnsavedChanges)
        XCTAssertEqual(try journal.pendingStrokes(), [stroke], "restored strokes stay journaled until saved")
        XCTAssertPixel(try reopened.renderDayPixels(page: 0, scale: 1).pixel(x: 150, y: 100), orange.rgba8, within: 1)

        try journal.clear()
        XCTAssertEqual(try journal.pendingStrokes(), [], "discarding the journal forgets the strokes")
    }

    func testDamagedJournalIsReported() throws {
        let journal = journal(for: try fixtures.blankPage())
        try FileManager.default.createDirectory(at: journal.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: journal.fileURL)
        XCTAssertThrowsError(try journal.pendingStrokes()) { error in
            guard case .journalFailed(_, let file, let reason) = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, journal.fileURL.path)
            XCTAssertTrue(reason.contains("damaged"), reason)
        }
    }

    func testUnwritableJournalIsReportedWithoutLosingTheStroke() throws {
        let path = try fixtures.blankPage()
        let blocker = fixtures.path("not-a-folder")
        try Data().write(to: URL(fileURLWithPath: blocker))
        let document = try Document(path: path)
        document.inkJournal = InkJournal(documentPath: path, directory: URL(fileURLWithPath: blocker + "/ink"))
        try document.addInkStroke(page: 0, points: [PagePoint(x: 1, y: 1)], color: orange, width: 2)
        document.finishInkJournal()
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).count, 1)
        guard case .journalFailed? = document.inkJournalFailure else {
            return XCTFail("the journal failure is reported: \(String(describing: document.inkJournalFailure))")
        }
    }
}
