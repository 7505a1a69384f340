/// Page sizes that arrive after the window opened: a long document is laid
/// out with the sizes of the pages the first frame shows and the others
/// estimated from them, then made exact as the real sizes come in (the pages
/// a move brings on screen first, every page once all are read), without
/// the page on screen moving.
extension ViewerState {
    /// Whether some page sizes are still estimates.
    public var hasEstimatedPageSizes: Bool { sizeIsEstimated.count > 0 }

    /// Those of `pages` whose sizes are estimates.
    public func estimatedPages(among pages: some Sequence<Int>) -> [Int] {
        guard hasEstimatedPageSizes else { return [] }
        return pages.filter { (0..<sizeIsEstimated.count).contains($0) && sizeIsEstimated[$0] }
    }

    /// The pages on screen whose sizes are estimates.
    public var estimatedPagesOnScreen: [Int] {
        guard hasEstimatedPageSizes else { return [] }
        return estimatedPages(among: visiblePages().map(\.index))
    }

    /// Takes the real sizes of some pages (0-based index → size in points),
    /// keeping the page on screen where it is.
    public mutating func updatePageSizes(_ exact: [Int: PageSize]) {
        keepingCurrentPageInPlace { state in
            for (page, size) in exact where (0..<state.pageCount).contains(page) {
                let sanitized = size.sanitized
                state.pageSizes[page] = sanitized
                state.largestPageSide = max(state.largestPageSide, sanitized.width, sanitized.height)
                if (0..<state.sizeIsEstimated.count).contains(page) { state.sizeIsEstimated[page] = false }
            }
            if !state.sizeIsEstimated.contains(true) { state.sizeIsEstimated = PageRuns() }
        }
    }

    /// Takes every page's size from `geometry` (the same pages, their sizes
    /// now read), keeping the page on screen where it is.
    public mutating func updatePageSizes(from geometry: PageGeometrySource) {
        guard geometry.pageCount == pageCount else { return reload(geometry: geometry) }
        keepingCurrentPageInPlace { $0.readPageSizes(from: geometry) }
    }

    /// Runs `change` on the view; when it brings pages with estimated sizes
    /// on screen, takes their real sizes from `exactSizes` and runs `change`
    /// again from where it started, now on real sizes (a few rounds at most,
    /// each bringing on screen pages it did not before).
    public mutating func withExactPagesOnScreen<Result>(_ exactSizes: ([Int]) -> [Int: PageSize],
                                                        _ change: (inout ViewerState) -> Result) -> Result {
        var start = self
        var result = change(&self)
        for _ in 0..<Self.exactPageRounds {
            let estimated = estimatedPagesOnScreen
            guard !estimated.isEmpty else { break }
            start.updatePageSizes(exactSizes(estimated))
            self = start
            result = change(&self)
        }
        return result
    }

    /// How often `withExactPagesOnScreen` runs a change again at most.
    static let exactPageRounds = 3

    /// Runs `change` on the page sizes, then lays out again with the
    /// current page's top-left corner where it was on screen. A custom zoom
    /// stays; a fitted one is fitted again to the new sizes (a page larger
    /// than the estimate still fits).
    private mutating func keepingCurrentPageInPlace(_ change: (inout ViewerState) -> Void) {
        guard pageCount > 0 else { return change(&self) }
        let page = currentPageIndex
        let before = layout.pageFrame(page)
        let onScreen = (x: Double(before.x) - scrollX, y: Double(before.y) - scrollY)
        change(&self)
        if !zoomIsCustom { zoom = fittedZoom(forPage: page) }
        zoom = min(zoom, maximumZoom)
        rebuildLayout()
        let after = layout.pageFrame(page)
        setScroll(x: Double(after.x) - onScreen.x, y: Double(after.y) - onScreen.y)
    }
}
