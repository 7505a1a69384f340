/// Where a jump leads (see `ViewerState.jump(to:)`).
public enum JumpTarget: Hashable, Sendable {
    /// The start of a page (0-based), as `goToPage(_:)` shows it.
    case page(Int)
    /// A point on a page (a link's or outline entry's target, a find hit),
    /// as `goTo(page:point:)` shows it.
    case point(page: Int, PagePoint)
    /// A reading position, as `show(_:)` shows it.
    case position(ReadingPosition)
    /// A region of a page (a find hit's boxes), as `reveal(_:onPage:bottomInset:)`
    /// shows it: visible, centred when it was off screen, clear of
    /// `bottomInset` pixels at the bottom (the find bar).
    case region(page: Int, [PageRect], bottomInset: Double)
}

extension ViewerState {
    /// Goes to `target` as a jump: when the view moves, the place left
    /// (reading position, zoom, fit mode, rotation) goes into the history,
    /// so that `goBack()` returns there. Every jump — links, g/G/`12g`, the
    /// go-to prompt, the outline, find — comes through here.
    @discardableResult
    public mutating func jump(to target: JumpTarget) -> InputOutcome {
        let place = savedPosition, before = viewSignature
        switch target {
        case .page(let index): goToPage(index)
        case .point(let page, let point): goTo(page: page, point: point)
        case .position(let position): show(position)
        case .region(let page, let rects, let inset): reveal(rects, onPage: page, bottomInset: inset)
        }
        guard viewSignature != before else { return .unchanged }
        history.recordJump(from: place)
        return .viewChanged
    }

    /// Returns to the place the last jump left (Alt+Left, Ctrl+O, the mouse's
    /// back button), keeping the place left for `goForward()`.
    @discardableResult
    public mutating func goBack() -> InputOutcome {
        guard let place = history.goBack(from: savedPosition) else { return .unchanged }
        return showHistoryPlace(place)
    }

    /// Goes forward again to the place `goBack()` left (Alt+Right, Ctrl+I,
    /// the mouse's forward button).
    @discardableResult
    public mutating func goForward() -> InputOutcome {
        guard let place = history.goForward(from: savedPosition) else { return .unchanged }
        return showHistoryPlace(place)
    }

    /// Replaces every place of the history by `transform(place)` (called in
    /// the history's `places` order), keeping where going back and forward
    /// lead: the pages of a document laid out again at another text size.
    public mutating func mapHistory(_ transform: (SavedViewerPosition) -> SavedViewerPosition) {
        history = history.mapped(transform)
    }

    private mutating func showHistoryPlace(_ place: SavedViewerPosition) -> InputOutcome {
        let before = viewSignature
        restore(place)
        return viewSignature == before ? .unchanged : .viewChanged
    }
}
