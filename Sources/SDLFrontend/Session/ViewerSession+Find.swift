import CSDL2
import ReaderCore
import Viewer

/// Find in the window: the find bar, the search in the background
/// (`DocumentFind`), the hits' highlights and going to the current hit.
extension ViewerSession {
    /// The find bar, when open.
    var findBar: FindBarLayer? {
        layers.lazy.compactMap { $0 as? FindBarLayer }.first
    }

    /// Opens the find bar (`/`, Ctrl+F) along the bottom of the window; a
    /// query typed there is searched from the page shown now.
    func openFindBar() {
        guard findBar == nil, state.pageCount > 0, !layers.contains(where: { $0 is ModalLayer }) else { return }
        find.begin(at: state.currentPageIndex)
        let overlays = layers.firstIndex { $0 is ModalLayer } ?? layers.endIndex
        layers.insert(FindBarLayer(), at: overlays)
        startTextInput()
        needsRedraw = true
    }

    /// Searches `text` (the find bar's query, or `--find`), cancelling the
    /// search in flight: from the page the find started on, wrapping.
    func findTextChanged(_ text: String) {
        find.search(text, in: document, password: documentSession.password, now: SDL_GetTicks64())
        findHighlights.isHidden = false
        findHighlights.results = find.results
        needsRedraw = true
    }

    /// What the find bar says about the find; nil before a query
    /// (`FindController.status`, which moves on at most every `progressInterval`).
    var findStatus: String? { find.status }

    /// The next (or previous) hit, wrapping (Enter, n, F3; with Shift, N):
    /// the view goes there. With the bar closed, a find without hits says so.
    func stepFind(forward: Bool) {
        guard let results = find.results else {
            messages.show("Nothing to find yet: / or Ctrl+F opens the find bar")
            return
        }
        findHighlights.isHidden = false
        if find.step(forward: forward, now: SDL_GetTicks64()) != nil {
            findHighlights.results = find.results
            goToFindHit()
        } else if findBar == nil {
            messages.show(results.status)
        }
        needsRedraw = true
    }

    /// A search thread reported pages: they are taken in, and the first
    /// hit found is gone to. The window is drawn again only when something
    /// on it changed: the view goes to the first hit, a visible page got
    /// highlights, or the bar's status moved on (`FindController.collect`).
    /// The search's batches come every few milliseconds; drawing for each of
    /// them took the window's thread from scrolling.
    func findProgressed() {
        guard let progress = find.collect(now: SDL_GetTicks64()) else { return }
        findHighlights.results = find.results
        if progress.goesToFirstHit {
            goToFindHit()
            needsRedraw = true
        }
        if progress.statusChanged && findBar != nil {
            needsRedraw = true
        }
        if !progress.pagesWithHits.isEmpty, state.visiblePages().contains(where: { progress.pagesWithHits.contains($0.index) }) {
            needsRedraw = true
        }
    }

    /// Output pixels at the bottom of the window the find bar covers; 0 while it is closed.
    var findBarCoveredHeight: Double {
        findBar == nil ? 0 : FindBarLayer.coveredHeight(pixelDensity: state.viewport.pixelDensity)
    }

    /// Goes to the current hit: the view scrolls so it is visible above the
    /// find bar, centred when it was off screen, as a jump the history
    /// remembers (Alt+Left goes back). Every way to a hit (the first one
    /// found, Enter, n/N, F3) comes through here.
    func goToFindHit() {
        guard let hit = find.currentHit else { return }
        jump(to: .region(page: hit.page, hit.rects, bottomInset: findBarCoveredHeight))
    }

    /// Escape with the find bar closed: the hits' highlights go until the next step.
    func hideFindHighlights() {
        findHighlights.isHidden = true
    }

    /// The document was replaced (reloaded from disk, laid out again): the
    /// find in progress searches it again from the page shown.
    func restartFind() {
        find.restart(in: document, password: documentSession.password, from: state.currentPageIndex, now: SDL_GetTicks64())
        findHighlights.results = find.results
    }
}
