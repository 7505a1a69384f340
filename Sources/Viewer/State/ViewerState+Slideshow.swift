extension ViewerState {
    /// Carries out what the slideshow and idle reset (`KioskTimer`) say is
    /// due: the next spread (the next page, or the next two facing pages),
    /// after the last the first; or the first page.
    public mutating func apply(_ action: KioskTimer.Action) {
        guard pageCount > 0 else { return }
        switch action {
        case .turnPage:
            let next = layout.spreadOfPage[clampedPageIndex(currentPageIndex)] + 1
            goToPage(next < layout.spreads.count ? layout.spreads[next].lowerBound : 0)
        case .returnToFirstPage:
            goToPage(0)
        }
    }
}
