extension ViewerState {
    /// Largest zoom for this document and density.
    var maximumZoom: Double {
        tuning.zoomLimits.effectiveMaximumZoom(pixelDensity: viewport.pixelDensity,
                                                 largestPageSide: largestPageSide)
    }

    /// The fitting the spread holding `page` gets: `.fit` or `.fill`
    /// (`.adaptive` decided for that spread and the viewport).
    func resolvedFitting(forPage page: Int) -> PageFitting {
        guard pageCount > 0 else { return layoutSettings.fitting == .fill ? .fill : .fit }
        return resolvedFitting(of: spreadSizeInPoints(spread(containing: page)))
    }

    private func resolvedFitting(of size: SpreadSize) -> PageFitting {
        layoutSettings.fitting.resolved(spreadWidth: size.left + size.right, spreadHeight: size.height,
                                        viewport: viewport)
    }

    /// The pages of the spread holding `page` in the current viewport.
    private func spread(containing page: Int) -> Range<Int> {
        pagesPerSpread.spread(containing: clampedPageIndex(page), pageCount: pageCount)
    }

    /// Displayed size in points of a spread: the widths of its sides (see
    /// `PagesPerSpread.sideWidths`) and its height.
    private struct SpreadSize: Hashable {
        let left: Double
        let right: Double
        let height: Double
    }

    private func spreadSizeInPoints(_ spread: Range<Int>) -> SpreadSize {
        let sides = pagesPerSpread.sideWidths(of: spread) { pageSizes[$0].rotated(by: rotation).width }
        let height = spread.map { pageSizes[$0].rotated(by: rotation).height }.max() ?? PageSize.minimumExtent
        return SpreadSize(left: sides.left, right: sides.right, height: height)
    }

    /// The sizes of the document's spreads, each once, found from the runs
    /// of equal page sizes (a few for a long book, not one a page): within
    /// a run every spread but the first and the last holds pages of the
    /// run's size, so those two and the one after the first stand for all.
    private var distinctSpreadSizes: Set<SpreadSize> {
        var sizes = Set<SpreadSize>()
        for run in pageSizes.runs {
            for page in [run.pages.lowerBound, run.pages.lowerBound + 1, run.pages.upperBound - 1]
            where run.pages.contains(page) {
                sizes.insert(spreadSizeInPoints(spread(containing: page)))
            }
        }
        return sizes
    }

    /// The zoom at which pages fit according to `layoutSettings.fitting`
    /// while `page` is the current page. In the jump transition the spread
    /// holding `page` fits (it is the only one on screen). In the
    /// continuous transition one zoom serves the whole strip, so every
    /// spread must fit whichever page the fitting was chosen on: the
    /// smallest of their fitted zooms (the largest page decides, as in
    /// evince), and `page` does not matter.
    func fittedZoom(forPage page: Int) -> Double {
        guard pageCount > 0 else { return 1 }
        guard layoutSettings.transition == .continuous else {
            return fittedZoom(of: spreadSizeInPoints(spread(containing: page)))
        }
        return distinctSpreadSizes.map(fittedZoom(of:)).min() ?? 1
    }

    /// The zoom at which a spread of `size` fits according to
    /// `layoutSettings.fitting`.
    private func fittedZoom(of size: SpreadSize) -> Double {
        let width = size.left + size.right
        let gaps = Double(pagesPerSpread.gapsWithinSpread * gapPixels)
        var widthScale = max(viewport.width - gaps, 1) / width
        if pagesPerSpread == .two {
            // Each page is rounded up to whole pixels: keep the pair inside the viewport.
            let pixels = DocumentLayout.pixelExtent(size.left, scale: widthScale)
                + DocumentLayout.pixelExtent(size.right, scale: widthScale) + Int(gaps)
            if Double(pixels) > viewport.width { widthScale = max(viewport.width - gaps - 2, 1) / width }
        }
        let heightScale = viewport.height / size.height
        let pageScale: Double
        switch (resolvedFitting(of: size), layoutSettings.direction) {
        case (.fill, .vertical): pageScale = widthScale
        case (.fill, .horizontal): pageScale = heightScale
        default: pageScale = min(widthScale, heightScale)
        }
        let fitted = pageScale / viewport.pixelDensity
        return min(max(fitted, tuning.zoomLimits.minimumFitZoom), maximumZoom)
    }

    /// Sets the zoom (clamped to the limits; a fitted zoom below the minimum
    /// may stay there) keeping the document point under
    /// `anchor` (output pixels) under it, and switches to `.custom` fit.
    public mutating func zoom(to newZoom: Double, about anchor: ScreenPoint) {
        guard newZoom.isFinite, newZoom > 0 else { return }
        let lower = min(tuning.zoomLimits.minimumZoom, zoom)
        zoomIsCustom = true
        setZoomKeeping(anchor: anchor, zoom: min(max(newZoom, lower), maximumZoom))
    }

    /// Multiplies the zoom by `factor` about `anchor` (see `zoom(to:about:)`).
    public mutating func zoom(by factor: Double, about anchor: ScreenPoint) {
        zoom(to: zoom * factor, about: anchor)
    }

    /// Chooses a fit mode and applies it (see `fittedZoom(forPage:)`),
    /// keeping the reading position; `.custom` only switches the mode. `.page`,
    /// `.width` and `.adaptive` also set `layoutSettings.fitting` (to `.fit`,
    /// `.fill` and `.adaptive`): the z and w keys choose the fitting.
    public mutating func setFitMode(_ mode: FitMode) {
        let page = currentPageIndex
        guard let fitting = mode.fitting else {
            zoomIsCustom = true
            return
        }
        let position = readingPosition
        layoutSettings.fitting = fitting
        zoomIsCustom = false
        jumpPage = page
        zoom = fittedZoom(forPage: page)
        rebuildLayout()
        restore(position, currentPage: page)
    }

    /// After a fit: a spread fitted whole is shown whole; otherwise the
    /// reading position is kept.
    mutating func restore(_ position: ReadingPosition, currentPage page: Int) {
        if !zoomIsCustom, resolvedFitting(forPage: page) == .fit {
            showWholeSpread(ofPage: page)
        } else {
            show(position)
        }
    }

    /// Shows the spread holding page `index` from its start: its top (or,
    /// scrolling horizontally, its left edge) at the viewport's, centred
    /// across the strip — unless page `index` itself is then out of view
    /// (a filled two-page spread), which is then brought into view.
    mutating func showWholeSpread(ofPage index: Int) {
        guard pageCount > 0 else { return }
        let page = clampedPageIndex(index)
        jumpPage = page
        let box = layout.spreadFrame(layout.spreadOfPage[page])
        switch layoutSettings.direction {
        case .vertical:
            setScroll(x: Double(box.x) + Double(box.width) / 2 - viewport.width / 2, y: Double(box.y))
        case .horizontal:
            setScroll(x: Double(box.x), y: Double(box.y) + Double(box.height) / 2 - viewport.height / 2)
        }
        reveal(page: page)
    }

    /// Changes the rotation, keeping the page point at the viewport centre
    /// there; fit modes are re-applied (a spread fitted whole is shown whole).
    public mutating func rotate(to newRotation: Rotation) {
        guard newRotation != rotation else { return }
        let anchor = clampedPageAnchor(at: viewport.center)
        rotation = newRotation
        if !zoomIsCustom, pageCount > 0 { zoom = fittedZoom(forPage: anchor.pageIndex) }
        rebuildLayout()
        showKeeping(anchor)
    }

    /// Adapts to a new drawing-area size or pixel density, keeping the
    /// reading position and re-applying the fit mode. With the automatic
    /// page mode this may switch between single pages and spreads.
    public mutating func resize(to newViewport: ViewportSize) {
        let position = readingPosition
        let page = currentPageIndex
        viewport = newViewport
        jumpPage = page
        if !zoomIsCustom { zoom = fittedZoom(forPage: page) }
        zoom = min(zoom, maximumZoom)
        rebuildLayout()
        restore(position, currentPage: page)
    }

    /// The page point under a screen point, measured on the nearest page,
    /// for keeping it fixed across zoom changes.
    func pageAnchor(at point: ScreenPoint) -> PageHit {
        guard pageCount > 0 else { return PageHit(pageIndex: 0, point: PagePoint(x: 0, y: 0)) }
        let x = scrollX + point.x, y = scrollY + point.y
        let page = nearestPage(toDocumentX: x, y: y)
        return PageHit(pageIndex: page, point: layout.pagePoint(atDocumentX: x, y: y, onPage: page))
    }

    /// The point of the current page under a screen point, clamped to that
    /// page, for keeping it in view across rotation and layout changes.
    func clampedPageAnchor(at point: ScreenPoint) -> PageHit {
        guard pageCount > 0 else { return PageHit(pageIndex: 0, point: PagePoint(x: 0, y: 0)) }
        let page = currentPageIndex
        let size = pageSizes[page]
        let onPage = pagePoint(at: point, onPage: page)
        return PageHit(pageIndex: page, point: PagePoint(x: min(max(onPage.x, 0), size.width),
                                                         y: min(max(onPage.y, 0), size.height)))
    }

    /// After the layout changed under `anchor` (taken at the viewport
    /// centre): a spread fitted whole is shown whole, otherwise the anchor
    /// goes back to the centre.
    mutating func showKeeping(_ anchor: PageHit) {
        jumpPage = anchor.pageIndex
        if !zoomIsCustom, resolvedFitting(forPage: anchor.pageIndex) == .fit {
            showWholeSpread(ofPage: anchor.pageIndex)
        } else {
            place(anchor, at: viewport.center)
        }
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
