extension ViewerState {
    /// Scrolls so that `region` of page `index` (page space, e.g. the boxes
    /// of a find hit) is on screen: nothing moves when it already is whole;
    /// otherwise it is centred on each axis it is not wholly visible on
    /// (in the jump transition, its page's spread goes on screen first).
    /// `bottomInset` output pixels at the bottom of the viewport count as
    /// hidden (the find bar covers them).
    public mutating func reveal(_ region: [PageRect], onPage index: Int, bottomInset: Double = 0) {
        guard pageCount > 0, !region.isEmpty else { return }
        let page = clampedPageIndex(index)
        if let spread = shownSpread, !layout.spreads[spread].contains(page) {
            enterSpread(ofPage: page)
        }
        let corners = region.flatMap { rect in
            [PagePoint(x: rect.x, y: rect.y), PagePoint(x: rect.x + rect.width, y: rect.y),
             PagePoint(x: rect.x, y: rect.y + rect.height), PagePoint(x: rect.x + rect.width, y: rect.y + rect.height)]
        }.map { layout.documentPosition(of: $0, onPage: page) }
        let left = corners.map(\.x).min()!, right = corners.map(\.x).max()!
        let top = corners.map(\.y).min()!, bottom = corners.map(\.y).max()!
        let height = max(viewport.height - bottomInset, 1)
        func revealed(_ scroll: Double, start: Double, end: Double, window: Double) -> Double {
            guard start < scroll || end > scroll + window else { return scroll }
            return (start + end) / 2 - window / 2
        }
        setScroll(x: revealed(scrollX, start: left, end: right, window: viewport.width),
                  y: revealed(scrollY, start: top, end: bottom, window: height))
    }
}
