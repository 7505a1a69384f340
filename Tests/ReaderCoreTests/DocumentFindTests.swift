import Foundation
import PDFEngine
import ReaderCore
import Viewer
import XCTest

/// The window's find without a window: reports of the background search
/// are taken in on the calling thread by `collect()`, after a wake-up.
final class DocumentFindTests: XCTestCase {
    /// Counts wake-ups from the search threads.
    private final class WakeUps: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func wake() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    /// Collects until the find is complete (or the deadline passes); returns whether a first hit came.
    private func collectAll(_ find: DocumentFind) -> Bool {
        var firstHit = false
        let done = expectation(for: NSPredicate { _, _ in
            firstHit = find.collect().firstHit || firstHit
            return find.results?.isComplete ?? true
        }, evaluatedWith: nil)
        wait(for: [done], timeout: 20)
        return firstHit
    }

    func testSearchesFromTheStartPageWrappingAndStepsThroughTheHits() throws {
        let document = try Document(path: try textPDF(pages: 6, needle: { $0 == 1 || $0 == 4 }))
        let wakeUps = WakeUps()
        let find = DocumentFind(wake: { wakeUps.wake() })
        find.start("needle", in: document, password: nil, from: 3)
        XCTAssertTrue(collectAll(find), "the first hit found is reported, for the view to go to it")
        let results = try XCTUnwrap(find.results)
        XCTAssertEqual(results.hitCount, 4)
        XCTAssertEqual(results.current, FindHitLocation(page: 4, index: 0), "the first hit after the start page")
        XCTAssertEqual(results.status, "3 of 4")
        XCTAssertGreaterThan(wakeUps.total, 0)
        XCTAssertEqual(find.step(forward: true), FindHitLocation(page: 4, index: 1))
        XCTAssertEqual(find.step(forward: true), FindHitLocation(page: 1, index: 0), "wraps after the last hit")
        XCTAssertEqual(find.step(forward: false), FindHitLocation(page: 4, index: 1), "and back before the first")
    }

    func testANewQueryReplacesTheOneInFlightAndAnEmptyOneEndsTheFind() throws {
        let document = try Document(path: try textPDF(pages: 8, needle: { $0 == 2 }))
        let find = DocumentFind(wake: {})
        find.start("page", in: document, password: nil, from: 0)
        find.start("Needle", in: document, password: nil, from: 0)
        _ = collectAll(find)
        let results = try XCTUnwrap(find.results)
        XCTAssertEqual(results.query.text, "Needle")
        XCTAssertEqual(results.hitCount, 1, "smart case: only the capitalised hit, and nothing of the query before")
        find.start("  ", in: document, password: nil, from: 0)
        XCTAssertNil(find.results)
        XCTAssertNil(find.step(forward: true))
    }

    /// The search threads open their copies of the document themselves; a
    /// file gone since it was opened is searched in the document itself.
    func testADocumentWhoseFileIsGoneIsSearchedItself() throws {
        let path = try textPDF(pages: 4, needle: { $0 == 2 })
        let document = try Document(path: path)
        try FileManager.default.removeItem(atPath: path)
        let find = DocumentFind(wake: {})
        find.start("needle", in: document, password: nil, from: 0)
        XCTAssertTrue(collectAll(find))
        XCTAssertEqual(find.results?.hitCount, 2)
    }

    func testARestartSearchesTheNewDocumentForTheSameQuery() throws {
        let find = DocumentFind(wake: {})
        let first = try Document(path: try textPDF(pages: 3, needle: { $0 == 0 }))
        find.start("needle", in: first, password: nil, from: 0)
        _ = collectAll(find)
        XCTAssertEqual(find.results?.hitCount, 2)
        let second = try Document(path: try textPDF(pages: 5, needle: { $0 >= 2 }))
        find.restart(in: second, password: nil, from: 1)
        XCTAssertTrue(collectAll(find))
        XCTAssertEqual(find.results?.pageCount, 5)
        XCTAssertEqual(find.results?.hitCount, 6)
        XCTAssertEqual(find.results?.current, FindHitLocation(page: 2, index: 0))
        find.end()
        find.restart(in: first, password: nil, from: 0)
        XCTAssertNil(find.results, "without a find nothing is searched again")
    }

    /// What the window decides its redraws on: which pages came with hits, and when the count became final.
    func testCollectSaysWhichPagesHaveHitsAndWhenTheSearchIsComplete() throws {
        let document = try Document(path: try textPDF(pages: 6, needle: { $0 == 1 || $0 == 4 }))
        let find = DocumentFind(wake: {})
        find.start("needle", in: document, password: nil, from: 2)
        var pagesWithHits: Set<Int> = [], completions = 0, firstHits = 0
        let done = expectation(for: NSPredicate { _, _ in
            let progress = find.collect()
            pagesWithHits.formUnion(progress.pagesWithHits)
            if progress.completed { completions += 1 }
            if progress.firstHit { firstHits += 1 }
            XCTAssertTrue(progress.changed || progress == DocumentFind.Progress(), "nothing is said of an empty collect")
            return find.results?.isComplete ?? true
        }, evaluatedWith: nil)
        wait(for: [done], timeout: 20)
        XCTAssertEqual(pagesWithHits, [1, 4])
        XCTAssertEqual(completions, 1, "complete with the last pages")
        XCTAssertEqual(firstHits, 1)
        XCTAssertEqual(find.collect(), DocumentFind.Progress(), "nothing more comes")
    }

    func testAQueryWithoutHitsSaysNotFound() throws {
        let document = try Document(path: try textPDF(pages: 3, needle: { _ in false }))
        let find = DocumentFind(wake: {})
        find.start("needle", in: document, password: nil, from: 0)
        XCTAssertFalse(collectAll(find))
        XCTAssertEqual(find.results?.status, "not found")
        XCTAssertNil(find.step(forward: true))
    }
}
