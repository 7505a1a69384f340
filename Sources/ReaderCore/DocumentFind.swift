import Foundation
import PDFEngine
import Viewer

/// The window's find: the query typed, what is known of its hits
/// (`FindResults`) and the background search (`DocumentSearch`) that
/// learns them, page by page from the reader's page, wrapping.
///
/// Used on the window's thread. Search threads hand their page reports
/// over through a locked inbox and call `wake` (once per batch) so the
/// window's thread takes them in with `collect()` between frames.
/// The search reads its own copies of a document with fixed pages, so it
/// never waits for the render workers; a reflowable document, or one that
/// cannot be opened again, is searched itself.
public final class DocumentFind {
    /// What the find has learnt; nil before the first query and for an empty one.
    public private(set) var results: FindResults?
    /// The text typed, as typed (possibly longer than what is searched).
    public private(set) var typed = ""

    private let search = DocumentSearch()
    private let inbox = Inbox()
    private let wake: @Sendable () -> Void
    private var copies: [any PageSearching] = []
    private var copiesOf: ObjectIdentifier?

    /// `wake` is called on a search thread when reports wait for `collect()`.
    public init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Searches `document` for `typed` from `startPage`, cancelling the
    /// search in flight; an empty (or blank) query ends the find.
    /// `password` opens the search's copies of the document.
    public func start(_ typed: String, in document: Document, password: String?, from startPage: Int) {
        self.typed = typed
        let query = FindQuery(typed)
        search.cancel()
        let generation = inbox.beginSearch()
        guard !query.isEmpty, document.pageCount > 0 else {
            results = nil
            return
        }
        let found = FindResults(query: query, pageCount: document.pageCount, startPage: startPage)
        results = found
        let inbox = inbox, wake = wake
        search.start(query, in: searchCopies(of: document, password: password), from: found.startPage) { report in
            if inbox.put(report, generation: generation) { wake() }
        }
    }

    /// Stops the search in flight and forgets the query and its hits.
    public func end() {
        search.cancel()
        _ = inbox.beginSearch()
        results = nil
        typed = ""
    }

    /// The document changed (reloaded from disk, laid out again): the same
    /// query is searched again in `document` from `startPage`.
    public func restart(in document: Document, password: String?, from startPage: Int) {
        copies = []
        copiesOf = nil
        guard results != nil else {
            search.cancel()
            return
        }
        start(typed, in: document, password: password, from: startPage)
    }

    /// What `collect()` took in.
    public struct Progress: Equatable, Sendable {
        /// Whether any page's report came.
        public var changed = false
        /// Whether the first hit of the find was among them (it became the
        /// current hit, so the view goes to it).
        public var firstHit = false
        /// The pages among them that have hits (to highlight where visible).
        public var pagesWithHits: Set<Int> = []
        /// Whether the search finished with them (the count is final).
        public var completed = false

        /// Nothing taken in.
        public init() {}
    }

    /// Takes in the pages searched since the last call.
    public func collect() -> Progress {
        let reports = inbox.take()
        var progress = Progress()
        guard !reports.isEmpty, results != nil else { return progress }
        progress.changed = true
        for report in reports {
            if report.failure != nil {
                results?.recordFailure(page: report.page)
            } else {
                if results?.record(page: report.page, hits: report.hits, hasText: report.hasText) == true {
                    progress.firstHit = true
                }
                if !report.hits.isEmpty { progress.pagesWithHits.insert(report.page) }
            }
        }
        progress.completed = results?.isComplete == true
        return progress
    }

    /// Moves to the next (or previous) hit, wrapping; nil when there is none yet.
    public func step(forward: Bool) -> FindHitLocation? {
        guard var found = results else { return nil }
        let location = forward ? found.next() : found.previous()
        results = found
        return location
    }

    /// What the search reads: two copies of a document with fixed pages
    /// (`SearchCopy`: both cores, each copy with a MuPDF context of its own),
    /// made once per document and opened by the search threads themselves
    /// (`SearchCopyOnFirstUse`). A reflowable document (EPUB) is searched
    /// itself, between the render workers' turns: laying a copy out would
    /// take as long as the relayout does. So is a document that cannot be
    /// opened again.
    private func searchCopies(of document: Document, password: String?) -> [any PageSearching] {
        if copiesOf == ObjectIdentifier(document), !copies.isEmpty { return copies }
        copies = document.isReflowable ? [document] : (0..<2).map { _ in
            SearchCopyOnFirstUse(of: document, password: password)
        }
        copiesOf = ObjectIdentifier(document)
        return copies
    }

    /// Page reports waiting for the window's thread, of the current search only.
    private final class Inbox: @unchecked Sendable {
        private let lock = NSLock()
        private var reports: [DocumentSearch.PageReport] = []
        private var generation = 0

        /// Drops what is waiting; from now on only reports put with the
        /// returned generation are kept.
        func beginSearch() -> Int {
            lock.withLock {
                generation += 1
                reports = []
                return generation
            }
        }

        /// Keeps `report` of the search of `generation`; true when the
        /// inbox was empty (the window's thread needs waking).
        func put(_ report: DocumentSearch.PageReport, generation: Int) -> Bool {
            lock.withLock {
                guard generation == self.generation else { return false }
                reports.append(report)
                return reports.count == 1
            }
        }

        func take() -> [DocumentSearch.PageReport] {
            lock.withLock {
                defer { reports = [] }
                return reports
            }
        }
    }
}
