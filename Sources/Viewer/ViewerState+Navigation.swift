extension ViewerState {
    /// Scrolls by a distance in output pixels (clamped).
    public mutating func scroll(byX dx: Double, y dy: Double) {
        setScroll(x: scrollX + dx, y: scrollY + dy)
    }

    /// One line step in output pixels.
    var lineStepPixels: Double { settings.lineStep * viewport.pixelDensity }

    /// One screen step (viewport height less the overlap) in output pixels.
    var screenStepPixels: Double {
        max(viewport.height - settings.screenOverlap * viewport.pixelDensity, lineStepPixels)
    }

    /// Puts the top of page `index` (0-based, clamped) at the top of the
    /// viewport, keeping the horizontal position.
    public mutating func goToPage(_ index: Int) {
        guard pageCount > 0 else { return }
        setScroll(x: scrollX, y: Double(layout.tops[clampedPageIndex(index)]))
    }

    /// Jumps to a point on a page (an internal link target), placing it near
    /// the top of the viewport and, if it is off to the side, centring it
    /// horizontally.
    public mutating func goTo(page index: Int, point: PagePoint) {
        guard pageCount > 0 else { return }
        let target = layout.documentPosition(of: point, onPage: clampedPageIndex(index))
        var x = scrollX
        if target.x < scrollX || target.x >= scrollX + viewport.width {
            x = target.x - viewport.width / 2
        }
        setScroll(x: x, y: target.y - settings.jumpTopMargin * viewport.pixelDensity)
    }

    /// Where the reader is, independent of zoom and window size.
    public var readingPosition: ReadingPosition {
        guard pageCount > 0 else { return ReadingPosition(pageIndex: 0) }
        let page = layout.pageIndex(nearestY: scrollY)
        let vertical = (scrollY - Double(layout.tops[page])) / Double(layout.pixelHeights[page])
        let horizontal = (scrollX + viewport.width / 2) / Double(max(layout.width, 1))
        return ReadingPosition(pageIndex: page, verticalFraction: vertical, horizontalFraction: horizontal)
    }

    /// Scrolls to a reading position (page clamped to the document).
    public mutating func show(_ position: ReadingPosition) {
        guard pageCount > 0 else { return }
        let page = clampedPageIndex(position.pageIndex)
        let y = Double(layout.tops[page]) + position.verticalFraction * Double(layout.pixelHeights[page])
        let x = position.horizontalFraction * Double(layout.width) - viewport.width / 2
        setScroll(x: x, y: y)
    }
}
