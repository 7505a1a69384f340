import Foundation
import PDFEngine
import Viewer

/// Searches a whole document for a `FindQuery` in the background, never on
/// the window's thread: one thread per document copy it is given, pages
/// handed out one at a time in `FindResults.pageSearchOrder`, and each
/// page's result delivered in that order (what `FindResults.record` takes).
///
/// Several copies of one document (`SearchCopy`, each with a MuPDF context
/// of its own) let pages be read in parallel: the threads never wait for
/// each other.
///
/// Starting a new search (a new keystroke) or `cancel()` (the document
/// reloads, the find bar closes) stops the one in flight: its threads stop
/// after the page they are on, and nothing more of it is delivered.
public final class DocumentSearch: @unchecked Sendable {
    /// What the search learnt about one page.
    public struct PageReport: Sendable, Equatable {
        /// The search it belongs to (as `start` returned it).
        public var search: Int
        /// 0-based page.
        public var page: Int
        /// Hit rectangles in page space, one list per hit (case already
        /// decided by the query's smart case).
        public var hits: [[PageRect]]
        /// Whether the page has text.
        public var hasText: Bool
        /// Why the page could not be searched; it is then skipped.
        public var failure: DocumentError?
    }

    private let lock = NSLock()
    private var generation = 0
    /// Results of the search in flight waiting for an earlier page, by position in the order.
    private var waiting: [Int: PageReport] = [:]
    private var nextToDeliver = 0
    private var nextToHandOut = 0

    public init() {}

    /// Starts searching `query` in `documents` (one document, or copies of
    /// one; at least one) from `startPage`, cancelling the search in flight. `deliver`
    /// is called on a search thread, one page at a time in search order, and
    /// never again for this search once another starts or it is cancelled.
    /// - Returns: the search's number, carried by its reports.
    @discardableResult
    public func start(_ query: FindQuery, in documents: [any PageSearching], from startPage: Int,
                      deliver: @escaping @Sendable (PageReport) -> Void) -> Int {
        precondition(!documents.isEmpty, "a search needs a document")
        let order = FindResults(query: query, pageCount: documents[0].pageCount, startPage: startPage).pageSearchOrder
        let search = lock.withLock {
            generation += 1
            waiting = [:]
            nextToDeliver = 0
            nextToHandOut = 0
            return generation
        }
        guard !query.isEmpty else { return search }
        for document in documents.prefix(max(order.count, 1)) {
            let thread = Thread { [self] in
                Self.yieldToTheWindow()
                searchPages(order, of: document, for: query, search: search, deliver: deliver)
            }
            thread.name = "sdlpdf find"
            thread.qualityOfService = .utility
            thread.start()
        }
        return search
    }

    /// How much nicer than the rest of the process a search thread runs.
    static let niceness: Int32 = 10

    /// Lowers the calling thread's priority (Linux keeps a nice value per
    /// thread; `qualityOfService` does nothing there): on a machine with
    /// few cores the search takes what the window's thread and the render
    /// workers leave, so frames keep coming while it runs.
    private static func yieldToTheWindow() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
    }

    /// Stops the search in flight; nothing more of it is delivered.
    public func cancel() {
        lock.withLock {
            generation += 1
            waiting = [:]
        }
    }

    /// Searches a document's pages for one search: one page at a time, as
    /// long as the search is still the current one.
    private func searchPages(_ order: [Int], of document: any PageSearching, for query: FindQuery, search: Int,
                             deliver: @Sendable (PageReport) -> Void) {
        let details: TextHit.Details = query.isCaseSensitive ? .text : []
        while let position = handOut(search: search, count: order.count) {
            let page = order[position]
            var report = PageReport(search: search, page: page, hits: [], hasText: false, failure: nil)
            do throws(DocumentError) {
                let found = try document.search(page: page, for: query.text, details: details)
                report.hasText = found.hasText
                report.hits = found.hits
                    .filter { query.accepts(matchedText: $0.text) }
                    .map(\.rects)
            } catch {
                report.failure = error
            }
            finish(report, at: position, deliver: deliver)
        }
    }

    /// The next position in the order to search, nil when the search is done or no longer current.
    private func handOut(search: Int, count: Int) -> Int? {
        lock.withLock {
            guard search == generation, nextToHandOut < count else { return nil }
            nextToHandOut += 1
            return nextToHandOut - 1
        }
    }

    /// Delivers `report` and every one waiting behind it, in order, while the
    /// search is current. Delivery happens under the lock, so reports of one
    /// search never overtake each other and none comes after a cancel.
    private func finish(_ report: PageReport, at position: Int, deliver: (PageReport) -> Void) {
        lock.withLock {
            guard report.search == generation else { return }
            waiting[position] = report
            while let ready = waiting.removeValue(forKey: nextToDeliver) {
                nextToDeliver += 1
                deliver(ready)
            }
        }
    }
}
