import Foundation
import PDFEngine
import Viewer

/// A reflowable document's text size (Ctrl++, Ctrl+-, Ctrl+0) without the
/// window: the next size asked for, the layout made in the background at it
/// (`ReflowRelayout`), keys pressed meanwhile stepping on from the size asked
/// for, and the place each new size keeps (`ReflowRelayout.Anchor`): the
/// first one's, for as long as the reader stays on the page it led to, so
/// that stepping through sizes does not drift. Used on the window's thread.
public final class TextSizeController {
    /// A finished layout for the window to show (`replaceDocument`), then `didShow`.
    public struct Finished {
        public let result: Result<ReflowRelayout.Outcome, Error>
        fileprivate let relayout: ReflowRelayout
        /// The text size it was made at.
        public var em: Double { relayout.target.em }
    }

    private var running: ReflowRelayout?
    private var anchor: ReflowRelayout.Anchor?

    public init() {}

    /// Asks for the size after `command` (`.largerText`, `.smallerText`, else the
    /// standard one) from the one asked for last; starts laying `document` out
    /// at it unless a layout runs (which then steps on). The message to show.
    public func change(_ command: ViewerCommand, document: Document, password: String?, state: ViewerState,
                       wake: @escaping @Sendable () -> Void) -> String {
        let current = running?.wantedEm ?? document.layout.em
        let em: Double
        switch command {
        case .largerText: em = ReflowTextSize.larger(than: current)
        case .smallerText: em = ReflowTextSize.smaller(than: current)
        default: em = Document.ReflowLayout.standard.em
        }
        if let running {
            running.wantedEm = em
            return "Laying out at \(Self.points(em))…"
        }
        return start(at: em, document: document, password: password, state: state, wake: wake)
    }

    /// The layout that has finished, if one has; the window shows it, then calls `didShow`.
    public func takeFinished() -> Finished? {
        guard let relayout = running, let result = relayout.result else { return nil }
        running = nil
        return Finished(result: result, relayout: relayout)
    }

    /// After the window showed `finished` (laid out) or not (failed): the
    /// history's places move to the new layout's pages, and the next size
    /// asked for meanwhile is laid out. The message to show, and whether it is an error.
    public func didShow(_ finished: Finished, document: Document, password: String?, state: inout ViewerState,
                        wake: @escaping @Sendable () -> Void) -> (text: String, isError: Bool) {
        var message: (text: String, isError: Bool)
        switch finished.result {
        case .success(let outcome):
            keepHistoryPlaces(of: finished.relayout.anchor, at: outcome.historyPages, in: &state)
            message = ("Text size \(Self.points(outcome.document.layout.em))", false)
        case .failure(let error):
            message = ("Cannot lay the document out at \(Self.points(finished.em)): \(error)", true)
        }
        if finished.relayout.wantedEm != finished.em {
            message = (start(at: finished.relayout.wantedEm, document: document, password: password, state: state, wake: wake), false)
        }
        return message
    }

    /// Where the reader is, as a page of the standard text size (the size is
    /// not remembered, so a remembered page must be one of its pages). Lays
    /// the document out again when its size was changed: call it only once
    /// nothing renders the document any more (at quit).
    public func positionAtStandardTextSize(of document: Document, state: ViewerState) -> SavedViewerPosition {
        var position = state.savedPosition
        guard document.isReflowable, document.layout != .standard else { return position }
        let anchor = currentAnchor(document: document, state: state)
        let page = anchor.layout == .standard
            ? anchor.page : try? document.relayout(.standard, keepingPage: position.reading.pageIndex)
        if let page {
            position.reading = ReadingPosition(pageIndex: page, horizontalFraction: position.reading.horizontalFraction)
        }
        return position
    }

    private func start(at em: Double, document: Document, password: String?, state: ViewerState,
                       wake: @escaping @Sendable () -> Void) -> String {
        var layout = document.layout
        guard em != layout.em else { return "Text size \(Self.points(em))" }
        layout.em = em
        running = ReflowRelayout(path: document.path, password: password, keeping: currentAnchor(document: document, state: state),
                                 to: layout, wake: wake)
        return "Laying out at \(Self.points(em))…"
    }

    /// The history's places move to `pages` of the new layout (the anchor's
    /// history places there), and the anchor is kept for the next size.
    /// When the history changed while laying out (a jump, going back), its
    /// pages are not the anchor's, so they stay and the next size lays out
    /// from the page on screen.
    private func keepHistoryPlaces(of kept: ReflowRelayout.Anchor, at pages: [Int], in state: inout ViewerState) {
        guard state.history == kept.shownHistory else {
            anchor = nil
            return
        }
        var mapped = pages.makeIterator()
        state.mapHistory { place in
            var place = place
            place.reading.pageIndex = mapped.next() ?? place.reading.pageIndex
            return place
        }
        anchor = kept
        anchor?.shownPage = state.readingPosition.pageIndex
        anchor?.shownHistory = state.history
    }

    /// The place a text size change keeps: the last one's, while the reader
    /// is still on the page it showed and the history is as it left it,
    /// otherwise the page on screen now and the history's pages now.
    private func currentAnchor(document: Document, state: ViewerState) -> ReflowRelayout.Anchor {
        let page = state.readingPosition.pageIndex
        if let anchor, anchor.shownPage == page, anchor.shownHistory == state.history { return anchor }
        return ReflowRelayout.Anchor(layout: document.layout, page: page, shownPage: page,
                                     historyPages: state.history.places.map(\.reading.pageIndex), shownHistory: state.history)
    }

    /// "14 pt".
    private static func points(_ em: Double) -> String {
        em == em.rounded() ? "\(Int(em)) pt" : "\(em) pt"
    }
}
