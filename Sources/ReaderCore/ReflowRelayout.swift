import Foundation
import PDFEngine
import Viewer

/// A reflowable document laid out at another text size in the background.
///
/// Laying out a long EPUB takes about a second, so the window keeps showing
/// and rendering its document meanwhile: a second copy of the file is
/// opened at the anchor's layout (where the reader's place and the
/// history's places are known pages), laid out again at `target` (MuPDF's
/// bookmarks find the pages that now hold the first words of those pages,
/// all in this one copy, since a bookmark only finds its place in the
/// document it was made in), its page sizes are read, and
/// the event loop is woken to switch to it (`ViewerSession.finishRelayout`).
public final class ReflowRelayout: @unchecked Sendable {
    /// The copy laid out at `target`, the 0-based page to show in it, and
    /// the pages of the anchor's history places in it (in `places` order).
    public struct Outcome {
        public let document: Document
        public let page: Int
        public let historyPages: [Int]
    }

    /// Where the reader was before the text size changed: `page` of the
    /// document laid out at `layout`. Each new size is laid out from this
    /// same place for as long as the reader stays on the page it led to
    /// (`shownPage`); laying out from the new page's top instead would
    /// drift back a little with every step. The history's places are kept
    /// the same way: `historyPages` are their pages at `layout`, good for as
    /// long as the history is still `shownHistory` (no jump, no going back).
    public struct Anchor {
        public let layout: Document.ReflowLayout
        public let page: Int
        public var shownPage: Int
        public let historyPages: [Int]
        public var shownHistory: NavigationHistory<SavedViewerPosition>

        public init(layout: Document.ReflowLayout, page: Int, shownPage: Int, historyPages: [Int],
                    shownHistory: NavigationHistory<SavedViewerPosition>) {
            self.layout = layout
            self.page = page
            self.shownPage = shownPage
            self.historyPages = historyPages
            self.shownHistory = shownHistory
        }
    }

    /// The layout being made.
    public let target: Document.ReflowLayout
    /// The text size asked for since (keys pressed while laying out); the
    /// session lays out again at it when it differs from `target`.
    public var wantedEm: Double
    private let lock = NSLock()
    private var outcome: Result<Outcome, Error>?

    /// The place this layout keeps.
    public let anchor: Anchor

    /// Starts laying out `path` (opened with `password`) at `target`,
    /// keeping the place `anchor`; calls `wake` when done.
    public init(path: String, password: String?, keeping anchor: Anchor, to target: Document.ReflowLayout,
         wake: @escaping @Sendable () -> Void) {
        self.target = target
        self.anchor = anchor
        wantedEm = target.em
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = Result { () throws -> Outcome in
                let copy = try Document(path: path, password: password, layout: anchor.layout)
                let pages = ([anchor.page] + anchor.historyPages).map { min($0, copy.pageCount - 1) }
                let kept = try copy.relayout(target, keepingPages: pages)
                // The viewer's layout reads every page's size on the event loop: load them here.
                for index in 0..<copy.pageCount { _ = copy.pageSize(at: index) }
                return Outcome(document: copy, page: kept[0], historyPages: Array(kept.dropFirst()))
            }
            lock.withLock { outcome = result }
            wake()
        }
    }

    /// The outcome once the layout is done; nil while it runs.
    public var result: Result<Outcome, Error>? { lock.withLock { outcome } }
}
