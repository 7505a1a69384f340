extension ViewerState {
    /// Switches transition, scroll direction, page mode and fitting at once,
    /// keeping the current page in view: a spread fitted whole is shown
    /// whole from its start, otherwise the point of the current page at the
    /// viewport's centre stays there (as far as the ends of the strip allow).
    /// A changed fitting is applied at once (leaving a custom zoom); with an
    /// unchanged fitting a custom zoom is kept.
    ///
    /// Every combination is supported (`ViewerLayoutSettings.isSupported`).
    public mutating func setLayoutSettings(_ newSettings: ViewerLayoutSettings) {
        guard newSettings != layoutSettings else { return }
        let anchor = clampedPageAnchor(at: viewport.center)
        if newSettings.fitting != layoutSettings.fitting { zoomIsCustom = false }
        layoutSettings = newSettings
        drag = nil
        jumpPage = anchor.pageIndex
        if !zoomIsCustom { zoom = fittedZoom(forPage: anchor.pageIndex) }
        rebuildLayout()
        showKeeping(anchor)
    }

    /// Changes one layout setting (see `setLayoutSettings(_:)`), as a control
    /// of the settings overlay does.
    public mutating func choose(_ option: ViewerLayoutOption) {
        setLayoutSettings(layoutSettings.replacing(option))
    }
}
