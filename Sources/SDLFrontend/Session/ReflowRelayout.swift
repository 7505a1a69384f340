import CSDL2
import Foundation
import PDFEngine

/// A reflowable document laid out at another text size in the background.
///
/// Laying out a long EPUB takes about a second, so the window keeps showing
/// and rendering its document meanwhile: a second copy of the file is
/// opened at the anchor's layout (where the reader's place is a known
/// page), laid out again at `target` (MuPDF's bookmarks find the page that
/// now holds the first word of that page), its page sizes are read, and
/// the event loop is woken to switch to it (`ViewerSession.finishRelayout`).
final class ReflowRelayout: @unchecked Sendable {
    /// The copy laid out at `target`, and the 0-based page to show in it.
    struct Outcome {
        let document: Document
        let page: Int
    }

    /// Where the reader was before the text size changed: `page` of the
    /// document laid out at `layout`. Each new size is laid out from this
    /// same place for as long as the reader stays on the page it led to
    /// (`shownPage`); laying out from the new page's top instead would
    /// drift back a little with every step.
    struct Anchor {
        let layout: Document.ReflowLayout
        let page: Int
        var shownPage: Int
    }

    /// The layout being made.
    let target: Document.ReflowLayout
    /// The text size asked for since (keys pressed while laying out); the
    /// session lays out again at it when it differs from `target`.
    var wantedEm: Double
    private let lock = NSLock()
    private var outcome: Result<Outcome, Error>?

    /// The place this layout keeps.
    let anchor: Anchor

    /// Starts laying out `path` (opened with `password`) at `target`,
    /// keeping the place `anchor`; posts an SDL event of type `wakeEvent`
    /// when done.
    init(path: String, password: String?, keeping anchor: Anchor, to target: Document.ReflowLayout, wakeEvent: UInt32) {
        self.target = target
        self.anchor = anchor
        wantedEm = target.em
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let result = Result { () throws -> Outcome in
                let copy = try Document(path: path, password: password, layout: anchor.layout)
                let kept = try copy.relayout(target, keepingPage: min(anchor.page, copy.pageCount - 1))
                // The viewer's layout reads every page's size on the event loop: load them here.
                for index in 0..<copy.pageCount { _ = copy.pageSize(at: index) }
                return Outcome(document: copy, page: kept)
            }
            lock.withLock { outcome = result }
            var event = SDL_Event()
            event.type = wakeEvent
            SDL_PushEvent(&event)
        }
    }

    /// The outcome once the layout is done; nil while it runs.
    var result: Result<Outcome, Error>? { lock.withLock { outcome } }
}
