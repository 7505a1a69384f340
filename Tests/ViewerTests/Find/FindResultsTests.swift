import Viewer
import XCTest

final class FindResultsTests: XCTestCase {
    private let box = [PageRect(x: 10, y: 10, width: 20, height: 10)]

    /// Records `hitsPerPage[page]` hits for each page, in search order.
    private func search(_ results: inout FindResults, hitsPerPage: [Int: Int], failing: Set<Int> = [], textless: Set<Int> = []) {
        while let page = results.nextPageToSearch {
            if failing.contains(page) {
                results.recordFailure(page: page)
            } else {
                results.record(page: page, hits: Array(repeating: box, count: hitsPerPage[page] ?? 0), hasText: !textless.contains(page))
            }
        }
    }

    func testPagesAreSearchedFromTheCurrentPageAndWrap() {
        let results = FindResults(query: FindQuery("x"), pageCount: 5, startPage: 3)
        XCTAssertEqual(results.pageSearchOrder, [3, 4, 0, 1, 2])
        XCTAssertEqual(results.nextPageToSearch, 3)
    }

    func testTheFirstHitFoundAfterTheStartPageBecomesCurrent() {
        var results = FindResults(query: FindQuery("x"), pageCount: 5, startPage: 2)
        XCTAssertFalse(results.record(page: 2, hits: [], hasText: true))
        XCTAssertTrue(results.record(page: 3, hits: [box, box], hasText: true), "the first hit is announced for a jump")
        XCTAssertEqual(results.current, FindHitLocation(page: 3, index: 0))
        XCTAssertFalse(results.record(page: 4, hits: [box], hasText: true), "later hits do not move the reader")
        XCTAssertEqual(results.current, FindHitLocation(page: 3, index: 0))
    }

    func testNextAndPreviousWrapInDocumentOrder() {
        var results = FindResults(query: FindQuery("x"), pageCount: 4, startPage: 2)
        search(&results, hitsPerPage: [0: 1, 2: 2])
        XCTAssertEqual(results.current, FindHitLocation(page: 2, index: 0))
        XCTAssertEqual(results.next(), FindHitLocation(page: 2, index: 1))
        XCTAssertEqual(results.next(), FindHitLocation(page: 0, index: 0), "after the last hit comes the first")
        XCTAssertEqual(results.currentOrdinal, 1)
        XCTAssertEqual(results.previous(), FindHitLocation(page: 2, index: 1), "before the first comes the last")
        XCTAssertEqual(results.currentOrdinal, 3)
        XCTAssertEqual(results.status, "3 of 3")
    }

    func testTheCountIsMarkedUnfinishedWhileSearching() {
        var results = FindResults(query: FindQuery("x"), pageCount: 352, startPage: 0)
        XCTAssertEqual(results.status, "searching… page 1 of 352")
        for page in 0..<119 { results.record(page: page, hits: page == 4 ? [box, box] : [], hasText: true) }
        XCTAssertEqual(results.status, "1 of 2+ · searching… page 120 of 352")
        XCTAssertFalse(results.isComplete)
    }

    func testNoHitSaysNotFoundAndDoesNotMove() {
        var results = FindResults(query: FindQuery("x"), pageCount: 3, startPage: 1)
        search(&results, hitsPerPage: [:])
        XCTAssertTrue(results.isComplete)
        XCTAssertEqual(results.status, "not found")
        XCTAssertNil(results.next())
        XCTAssertNil(results.current)
    }

    func testADocumentWithoutTextSaysSo() {
        var results = FindResults(query: FindQuery("x"), pageCount: 3, startPage: 0)
        search(&results, hitsPerPage: [:], textless: [0, 1, 2])
        XCTAssertEqual(results.status, "this document has no text to search")
    }

    func testPagesThatFailAreSkippedAndCounted() {
        var results = FindResults(query: FindQuery("x"), pageCount: 4, startPage: 0)
        search(&results, hitsPerPage: [3: 1], failing: [1])
        XCTAssertEqual(results.status, "1 of 1 · 1 page could not be searched")
        var broken = FindResults(query: FindQuery("x"), pageCount: 2, startPage: 0)
        search(&broken, hitsPerPage: [:], failing: [0, 1])
        XCTAssertEqual(broken.status, "not found · 2 pages could not be searched")
    }

    func testATruncatedQuerySaysSo() {
        var results = FindResults(query: FindQuery(String(repeating: "a", count: 1200)), pageCount: 1, startPage: 0)
        search(&results, hitsPerPage: [:])
        XCTAssertEqual(results.status, "not found · only the first 1000 characters are searched")
    }

    func testAReportForAPageOutOfOrderIsIgnored() {
        var results = FindResults(query: FindQuery("x"), pageCount: 3, startPage: 0)
        XCTAssertFalse(results.record(page: 2, hits: [box], hasText: true))
        results.recordFailure(page: 1)
        XCTAssertEqual(results.searchedPages, 0)
        XCTAssertEqual(results.hitCount, 0)
    }

    func testAnEmptyDocumentIsCompleteAtOnce() {
        let results = FindResults(query: FindQuery("x"), pageCount: 0, startPage: 0)
        XCTAssertTrue(results.isComplete)
        XCTAssertEqual(results.pageSearchOrder, [])
    }
}
