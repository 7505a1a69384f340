extension ViewerState {
    /// Largest zoom for this document and density.
    var maximumZoom: Double {
        settings.zoomLimits.effectiveMaximumZoom(pixelDensity: viewport.pixelDensity,
                                                 largestPageSide: largestPageSide)
    }

    /// The zoom at which page `index` fits according to `fitMode` (fit page
    /// for `.custom`).
    func fittedZoom(forPage index: Int, mode: FitMode = .page) -> Double {
        guard pageCount > 0 else { return 1 }
        let size = pageSizes[index].rotated(by: rotation)
        let widthScale = viewport.width / size.width
        let pageScale = mode == .width ? widthScale : min(widthScale, viewport.height / size.height)
        let fitted = pageScale / viewport.pixelDensity
        return min(max(fitted, settings.zoomLimits.minimumFitZoom), maximumZoom)
    }

    /// Sets the zoom (clamped to the limits; a fitted zoom below the minimum
    /// may stay there) keeping the document point under
    /// `anchor` (output pixels) under it, and switches to `.custom` fit.
    public mutating func zoom(to newZoom: Double, about anchor: ScreenPoint) {
        guard newZoom.isFinite, newZoom > 0 else { return }
        let lower = min(settings.zoomLimits.minimumZoom, zoom)
        fitMode = .custom
        setZoomKeeping(anchor: anchor, zoom: min(max(newZoom, lower), maximumZoom))
    }

    /// Multiplies the zoom by `factor` about `anchor` (see `zoom(to:about:)`).
    public mutating func zoom(by factor: Double, about anchor: ScreenPoint) {
        zoom(to: zoom * factor, about: anchor)
    }

    /// Chooses a fit mode and applies it to the current page, keeping the
    /// reading position; `.custom` only switches the mode.
    public mutating func setFitMode(_ mode: FitMode) {
        let page = currentPageIndex
        fitMode = mode
        guard mode != .custom else { return }
        let position = readingPosition
        zoom = fittedZoom(forPage: page, mode: mode)
        rebuildLayout()
        restore(position, currentPage: page)
    }

    /// After a fit: fit page shows the current page whole; otherwise the
    /// reading position is kept.
    private mutating func restore(_ position: ReadingPosition, currentPage page: Int) {
        if fitMode == .page {
            showWholePage(page)
        } else {
            show(position)
        }
    }

    /// Puts the page's top at the viewport top and centres it horizontally.
    mutating func showWholePage(_ index: Int) {
        guard pageCount > 0 else { return }
        let page = layout.pageFrame(clampedPageIndex(index))
        setScroll(x: Double(page.x) + Double(page.width) / 2 - viewport.width / 2, y: Double(page.y))
    }

    /// Changes the rotation, keeping the page point at the viewport centre
    /// there; fit modes are re-applied (fit page shows that page whole).
    public mutating func rotate(to newRotation: Rotation) {
        guard newRotation != rotation else { return }
        let center = viewport.center
        var anchor = pageAnchor(at: center)
        if pageCount > 0 {
            let size = pageSizes[anchor.pageIndex]
            anchor.point = PagePoint(x: min(max(anchor.point.x, 0), size.width),
                                     y: min(max(anchor.point.y, 0), size.height))
        }
        rotation = newRotation
        if fitMode != .custom, pageCount > 0 { zoom = fittedZoom(forPage: anchor.pageIndex, mode: fitMode) }
        rebuildLayout()
        if fitMode == .page {
            showWholePage(anchor.pageIndex)
        } else {
            place(anchor, at: center)
        }
    }

    /// Adapts to a new drawing-area size or pixel density, keeping the
    /// reading position and re-applying the fit mode.
    public mutating func resize(to newViewport: ViewportSize) {
        let position = readingPosition
        let page = currentPageIndex
        viewport = newViewport
        if fitMode != .custom { zoom = fittedZoom(forPage: page, mode: fitMode) }
        zoom = min(zoom, maximumZoom)
        rebuildLayout()
        restore(position, currentPage: page)
    }

    /// The page point under a screen point, clamped to its page, for keeping
    /// it fixed across zoom and rotation changes.
    func pageAnchor(at point: ScreenPoint) -> PageHit {
        guard pageCount > 0 else { return PageHit(pageIndex: 0, point: PagePoint(x: 0, y: 0)) }
        let documentY = scrollY + point.y
        let page = layout.pageIndex(nearestY: documentY)
        let pagePoint = layout.pagePoint(atDocumentX: scrollX + point.x, y: documentY, onPage: page)
        return PageHit(pageIndex: page, point: pagePoint)
    }

    /// Scrolls so that the anchor's page point lies at `point` (as far as
    /// clamping allows).
    mutating func place(_ anchor: PageHit, at point: ScreenPoint) {
        guard pageCount > 0 else { return }
        let position = layout.documentPosition(of: anchor.point, onPage: anchor.pageIndex)
        setScroll(x: position.x - point.x, y: position.y - point.y)
    }

    private mutating func setZoomKeeping(anchor point: ScreenPoint, zoom newZoom: Double) {
        let anchor = pageAnchor(at: point)
        zoom = newZoom
        rebuildLayout()
        place(anchor, at: point)
    }
}
