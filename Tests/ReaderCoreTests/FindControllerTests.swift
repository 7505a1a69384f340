import Foundation
import PDFEngine
import ReaderCore
import Viewer
import XCTest

/// The window's find without the window: the start page, the status the
/// bar shows and the hit to go to.
final class FindControllerTests: XCTestCase {
    /// Collects until the search is complete (at most 20 s); `now` advances 1 ms a call.
    private func collectAll(_ find: FindController) -> [FindController.Progress] {
        var progresses: [FindController.Progress] = []
        var now: UInt64 = 1
        let done = expectation(for: NSPredicate { _, _ in
            now += 1
            if let progress = find.collect(now: now) { progresses.append(progress) }
            return find.results?.isComplete ?? true
        }, evaluatedWith: nil)
        wait(for: [done], timeout: 20)
        return progresses
    }

    func testTheFindGoesToItsFirstHitFromTheStartPageAndSaysWhereItIs() throws {
        let document = try Document(path: try textPDF(pages: 6, needle: { $0 == 1 || $0 == 4 }))
        let find = FindController(wake: {})
        find.begin(at: 3)
        find.search("needle", in: document, password: nil, now: 0)
        let progresses = collectAll(find)
        XCTAssertEqual(progresses.filter(\.goesToFirstHit).count, 1, "the view goes to the first hit once")
        XCTAssertTrue(progresses.last?.statusChanged ?? false, "the bar is brought up to date when the search completes")
        XCTAssertEqual(find.status, "3 of 4")
        XCTAssertEqual(find.currentHit?.page, 4, "the first hit after the start page")
        XCTAssertEqual(find.step(forward: true, now: 500), FindHitLocation(page: 4, index: 1))
        XCTAssertEqual(find.status, "4 of 4")
        find.restart(in: document, password: nil, from: 0, now: 600)
        XCTAssertEqual(find.startPage, 0)
        _ = collectAll(find)
        XCTAssertEqual(find.currentHit?.page, 1)
    }
}
