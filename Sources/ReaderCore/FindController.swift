import Foundation
import PDFEngine
import Viewer

/// The window's find without the window: the background search
/// (`DocumentFind`), the page it searches from, a `--find` query waiting for
/// the document's password, and what the find bar says, brought up to date
/// at most every `progressInterval` while the search runs (a new status is
/// typeset for every frame it changes in). Used on the window's thread.
public final class FindController {
    /// How often at most the bar's `searching… page N` moves on, in milliseconds.
    public static let progressInterval: UInt64 = 100

    /// What the window does after the search reported pages (`collect`).
    public struct Progress: Equatable {
        /// The first hit was found: the view goes to it.
        public var goesToFirstHit = false
        /// What the find bar says changed.
        public var statusChanged = false
        /// Pages among the reported ones with hits (highlighted where visible).
        public var pagesWithHits: Set<Int> = []
    }

    private let search: DocumentFind
    /// The page the find searches from: where the reader was when the bar opened.
    public private(set) var startPage = 0
    /// `--find`'s query while the document waits for its password.
    public var queryAfterUnlock: String?
    /// What the find bar says; nil before a query.
    public private(set) var status: String?
    private var statusShownAt: UInt64 = 0

    /// `wake` is called on a search thread when pages wait for `collect`.
    public init(wake: @escaping @Sendable () -> Void) {
        search = DocumentFind(wake: wake)
    }

    /// What the find has learnt; nil before the first query and for an empty one.
    public var results: FindResults? { search.results }

    /// The find starts from `page` (the bar opened there, or `--find`).
    public func begin(at page: Int) {
        startPage = page
    }

    /// Searches `text` in `document` from the start page, cancelling the search in flight.
    public func search(_ text: String, in document: Document, password: String?, now: UInt64) {
        search.start(text, in: document, password: password, from: startPage)
        updateStatus(at: now)
    }

    /// The next (or previous) hit, wrapping; nil when there is none yet.
    public func step(forward: Bool, now: UInt64) -> FindHitLocation? {
        guard let location = search.step(forward: forward) else { return nil }
        updateStatus(at: now)
        return location
    }

    /// Takes in the pages searched since the last call.
    public func collect(now: UInt64) -> Progress? {
        let collected = search.collect()
        guard collected.changed else { return nil }
        var progress = Progress(goesToFirstHit: collected.firstHit, pagesWithHits: collected.pagesWithHits)
        if collected.firstHit || collected.completed || now - statusShownAt >= Self.progressInterval {
            updateStatus(at: now)
            progress.statusChanged = true
        }
        return progress
    }

    /// The document was replaced (reloaded, laid out again): the find in
    /// progress searches it again from `page`.
    public func restart(in document: Document, password: String?, from page: Int, now: UInt64) {
        startPage = page
        search.restart(in: document, password: password, from: page)
        updateStatus(at: now)
    }

    /// The current hit's page and rectangles, to go to; nil without one.
    public var currentHit: (page: Int, rects: [PageRect])? {
        guard let results = search.results, let current = results.current, let rects = results.rects(at: current) else { return nil }
        return (current.page, rects)
    }

    private func updateStatus(at now: UInt64) {
        status = search.results?.status
        statusShownAt = now
    }
}
