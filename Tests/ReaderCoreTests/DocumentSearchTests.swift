import Foundation
import PDFEngine
import ReaderCore
import Viewer
import XCTest

final class DocumentSearchTests: XCTestCase {
    /// Collects a search's reports until `count` arrived.
    private final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [DocumentSearch.PageReport] = []
        func append(_ report: DocumentSearch.PageReport) { lock.withLock { list.append(report) } }
        var all: [DocumentSearch.PageReport] { lock.withLock { list } }
    }

    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    private func waitFor(_ reports: Reports, count: Int) {
        let done = expectation(for: NSPredicate { _, _ in reports.all.count >= count }, evaluatedWith: nil)
        wait(for: [done], timeout: 30)
    }

    func testEveryPageIsReportedInSearchOrderWithTwoCopies() throws {
        let path = try textPDF(pages: 12, needle: { $0 % 3 == 0 })
        let copies = [try Document(path: path), try Document(path: path)]
        let reports = Reports()
        let search = DocumentSearch()
        let number = search.start(FindQuery("needle"), in: copies, from: 5, deliver: { reports.append($0) })
        waitFor(reports, count: 12)
        XCTAssertEqual(reports.all.map(\.page), [5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4])
        XCTAssertEqual(Set(reports.all.map(\.search)), [number])
        XCTAssertEqual(reports.all.filter { !$0.hits.isEmpty }.map(\.page), [6, 9, 0, 3])
        XCTAssertEqual(reports.all.first { $0.page == 6 }?.hits.count, 2)
        XCTAssertTrue(reports.all.allSatisfy(\.hasText))
    }

    func testSmartCaseKeepsOnlyExactHitsForACapitalisedQuery() throws {
        let path = try textPDF(pages: 2, needle: { $0 == 1 })
        let reports = Reports()
        DocumentSearch().start(FindQuery("Needle"), in: [try Document(path: path)], from: 0, deliver: { reports.append($0) })
        waitFor(reports, count: 2)
        XCTAssertEqual(reports.all.map(\.hits.count), [0, 1])
    }

    /// A capitalised word right after an opening quote (Moby-Dick's
    /// `“Queequeg`) is a hit of the capitalised query: the hit's text as
    /// the page has it then starts with the quote.
    func testSmartCaseFindsAWordRightAfterAnOpeningQuote() throws {
        // Kerned as the EPUB's layout sets them: the quote's box overlaps the Q's.
        let path = try textPDF(lines: [["\\223) 150 (Queequeg and \") 150 (Queequeg) 150 (! came", "then queequeg, \\(Queequeg\\)"]])
        let reports = Reports()
        DocumentSearch().start(FindQuery("Queequeg"), in: [try Document(path: path)], from: 0, deliver: { reports.append($0) })
        waitFor(reports, count: 1)
        XCTAssertEqual(reports.all.first?.hits.count, 3, "both quoted and the bracketed one, not the lowercase one")
    }

    func testResultsFeedTheFindModel() throws {
        let path = try textPDF(pages: 6, needle: { $0 == 1 || $0 == 4 })
        let reports = Reports()
        DocumentSearch().start(FindQuery("needle"), in: [try Document(path: path)], from: 3, deliver: { reports.append($0) })
        waitFor(reports, count: 6)
        var results = FindResults(query: FindQuery("needle"), pageCount: 6, startPage: 3)
        for report in reports.all {
            if report.failure != nil { results.recordFailure(page: report.page) } else {
                results.record(page: report.page, hits: report.hits, hasText: report.hasText)
            }
        }
        XCTAssertEqual(results.current, FindHitLocation(page: 4, index: 0))
        XCTAssertEqual(results.status, "3 of 4")
    }

    func testNothingOfACancelledSearchArrivesAfterTheCancel() throws {
        let path = try textPDF(pages: 60, needle: { _ in true })
        let copies = [try Document(path: path), try Document(path: path)]
        let search = DocumentSearch()
        let cancelled = Reports(), late = Reports()
        let cancelCalls = Flag()
        let first = search.start(FindQuery("needle"), in: copies, from: 0) { report in
            if !cancelCalls.isSet { cancelled.append(report) } else { late.append(report) }
        }
        search.cancel()
        cancelCalls.set()
        let reports = Reports()
        let second = search.start(FindQuery("page"), in: copies, from: 0, deliver: { reports.append($0) })
        waitFor(reports, count: 60)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(late.all, [], "reports of the cancelled search came after cancel()")
        XCTAssertEqual(Set(reports.all.map(\.search)), [second])
        XCTAssertEqual(reports.all.map(\.page), Array(0..<60))
    }
}
