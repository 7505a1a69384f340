import Foundation
import PDFEngine
import ReaderCore
import Viewer

extension ViewerSession {
    /// Ctrl++, Ctrl+- and Ctrl+0. A reflowable document (EPUB, FB2, HTML)
    /// is laid out again at the next text size in the background, keeping
    /// the text at the top of the reader's page; keys pressed meanwhile
    /// step on from the size asked for. In a document with fixed pages
    /// Ctrl++ and Ctrl+- zoom like + and - (as in zathura and mupdf), and
    /// Ctrl+0 does nothing.
    func changeTextSize(_ command: ViewerCommand) {
        guard documentSession.facts.isReflowable else {
            switch command {
            case .largerText: carryOut(state.apply(.zoomIn))
            case .smallerText: carryOut(state.apply(.zoomOut))
            default: break
            }
            return
        }
        let current = relayout?.wantedEm ?? document.layout.em
        let em: Double
        switch command {
        case .largerText: em = ReflowTextSize.larger(than: current)
        case .smallerText: em = ReflowTextSize.smaller(than: current)
        default: em = Document.ReflowLayout.standard.em
        }
        if let relayout {
            relayout.wantedEm = em
            messages.show("Laying out at \(Self.points(em))…")
            needsRedraw = true
        } else {
            startRelayout(at: em)
        }
    }

    /// Switches to a finished relayout, if one is done, and starts the next
    /// when another size was asked for meanwhile. Called every turn of the
    /// event loop.
    func finishRelayout() {
        guard let finished = relayout, let result = finished.result else { return }
        relayout = nil
        switch result {
        case .success(let outcome):
            var position = state.savedPosition
            position.reading = ReadingPosition(pageIndex: outcome.page, horizontalFraction: position.reading.horizontalFraction)
            replaceDocument(with: outcome.document, restoring: position, journal: document.inkJournal)
            keepHistoryPlaces(of: finished.anchor, at: outcome.historyPages)
            messages.show("Text size \(Self.points(outcome.document.layout.em))")
        case .failure(let error):
            messages.show("Cannot lay the document out at \(Self.points(finished.target.em)): \(error)", isError: true)
        }
        if finished.wantedEm != finished.target.em {
            startRelayout(at: finished.wantedEm)
        }
        needsRedraw = true
    }

    private func startRelayout(at em: Double) {
        var layout = document.layout
        guard em != layout.em else {
            messages.show("Text size \(Self.points(em))")
            needsRedraw = true
            return
        }
        layout.em = em
        relayout = ReflowRelayout(path: document.path, password: documentSession.password, keeping: currentAnchor, to: layout,
                                  wake: EventLoopWake.pushing(tileReadyEvent))
        messages.show("Laying out at \(Self.points(em))…")
        needsRedraw = true
    }

    /// The history's places move to `pages` of the new layout (the anchor's
    /// history places there), and the anchor is kept for the next size.
    /// When the history changed while laying out (a jump, going back), its
    /// pages are not the anchor's, so they stay and the next size lays out
    /// from the page on screen.
    private func keepHistoryPlaces(of anchor: ReflowRelayout.Anchor, at pages: [Int]) {
        guard state.history == anchor.shownHistory else {
            relayoutAnchor = nil
            return
        }
        var mapped = pages.makeIterator()
        state.mapHistory { place in
            var place = place
            place.reading.pageIndex = mapped.next() ?? place.reading.pageIndex
            return place
        }
        relayoutAnchor = anchor
        relayoutAnchor?.shownPage = state.readingPosition.pageIndex
        relayoutAnchor?.shownHistory = state.history
    }

    /// The place a text size change keeps: the last one's, while the reader
    /// is still on the page it showed and the history is as it left it,
    /// otherwise the page on screen now and the history's pages now.
    private var currentAnchor: ReflowRelayout.Anchor {
        let page = state.readingPosition.pageIndex
        if let anchor = relayoutAnchor, anchor.shownPage == page, anchor.shownHistory == state.history { return anchor }
        return ReflowRelayout.Anchor(layout: document.layout, page: page, shownPage: page,
                                     historyPages: state.history.places.map(\.reading.pageIndex), shownHistory: state.history)
    }

    /// Where the reader is, as a page of the standard text size: the text
    /// size is not remembered and the document opens at the standard one, so
    /// a remembered page must be one of its pages. Lays the document out
    /// again when its text size was changed, so call it only once nothing
    /// renders the document any more (at quit).
    func positionAtStandardTextSize() -> SavedViewerPosition {
        var position = state.savedPosition
        guard document.isReflowable, document.layout != .standard else { return position }
        let anchor = currentAnchor
        let page = anchor.layout == .standard
            ? anchor.page : try? document.relayout(.standard, keepingPage: position.reading.pageIndex)
        if let page {
            position.reading = ReadingPosition(pageIndex: page, horizontalFraction: position.reading.horizontalFraction)
        }
        return position
    }

    /// "14 pt".
    private static func points(_ em: Double) -> String {
        em == em.rounded() ? "\(Int(em)) pt" : "\(em) pt"
    }
}
