extension ViewerState: SelectionHitTesting {
    /// The page and page point a text selection takes from a screen point:
    /// the page under it, or, over a gap or the desk, the nearest page (the
    /// point then lies outside it, and MuPDF picks the nearest character).
    /// Nil for an empty document.
    public func selectionHit(at point: ScreenPoint) -> PageHit? {
        guard pageCount > 0 else { return nil }
        if let hit = hit(at: point) { return hit }
        let page = nearestPage(toDocumentX: scrollX + point.x, y: scrollY + point.y)
        return PageHit(pageIndex: page, point: pagePoint(at: point, onPage: page))
    }
}
