extension ViewerState {
    /// The position to restore after a reload.
    public var savedPosition: SavedViewerPosition {
        SavedViewerPosition(reading: readingPosition, zoom: zoom, fitMode: fitMode, rotation: rotation)
    }

    /// Switches to new page geometry (a reloaded document whose page count and
    /// sizes may differ) and shows `position` there: the page is clamped to
    /// the new page count, a fit mode is re-applied, a custom zoom is kept
    /// within the limits.
    public mutating func replaceGeometry(with geometry: PageGeometrySource, restoring position: SavedViewerPosition) {
        readPageSizes(from: geometry)
        drag = nil
        restore(position)
    }

    /// Shows a saved position in the current document (e.g. the last
    /// position remembered for a file): rotation, fit mode or zoom, and
    /// reading position, each clamped to this document, in the current
    /// layout settings (a fit mode other than `.custom` sets
    /// `layoutSettings.fitting`).
    public mutating func restore(_ position: SavedViewerPosition) {
        rotation = position.rotation
        let page = clampedPageIndex(position.reading.pageIndex)
        jumpPage = page
        if let fitting = position.fitMode.fitting {
            layoutSettings.fitting = fitting
            zoomIsCustom = false
            zoom = fittedZoom(forPage: page)
        } else {
            zoomIsCustom = true
            zoom = min(max(position.zoom, tuning.zoomLimits.minimumFitZoom), maximumZoom)
        }
        rebuildLayout()
        var reading = position.reading
        if reading.pageIndex != page { reading = ReadingPosition(pageIndex: page, horizontalFraction: reading.horizontalFraction) }
        show(reading)
    }

    /// Switches to new geometry keeping the current position (reload).
    public mutating func reload(geometry: PageGeometrySource) {
        replaceGeometry(with: geometry, restoring: savedPosition)
    }
}
