import XCTest
import Viewer

/// Per-page values stored as runs of equal values (issue 15, goal 3).
final class PageRunsTests: XCTestCase {
    func testSettingPagesSplitsAndJoinsRunsAndReadsBackEveryPage() {
        var runs = PageRuns(repeating: 0, count: 12)
        var pages = Array(repeating: 0, count: 12)
        for (page, value) in [(5, 1), (6, 1), (0, 2), (11, 3), (5, 0), (6, 0), (0, 0), (11, 0), (4, 4), (3, 4)] {
            runs[page] = value
            pages[page] = value
            XCTAssertEqual((0..<12).map { runs[$0] }, pages, "after page \(page) = \(value)")
            XCTAssertEqual(runs.runCount, zip(pages, pages.dropFirst()).filter { $0 != $1 }.count + 1,
                           "neighbouring runs always differ")
        }
        XCTAssertEqual(runs.runs.map(\.pages), [0..<3, 3..<5, 5..<12])
        XCTAssertEqual(runs.count, 12)
    }

    func testPagesOfOneValueAreOneRunAndMapKeepsTheRuns() {
        let runs = PageRuns(repeating: 2.5, count: 1_000_000)
        XCTAssertEqual(runs.runCount, 1)
        XCTAssertEqual(runs[999_999], 2.5)
        let joined = PageRuns([1, 1, 2, 2, 3]).map { $0 / 2 }
        XCTAssertEqual(joined.runs.map(\.pages), [0..<2, 2..<5], "values that become equal join: 0 0 1 1 1")
        XCTAssertEqual(PageRuns<Int>().count, 0)
    }
}
