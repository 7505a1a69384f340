extension ViewerState {
    /// Scrolls by a distance in output pixels (clamped; in the jump
    /// transition within the spread on screen).
    public mutating func scroll(byX dx: Double, y dy: Double) {
        setScroll(x: scrollX + dx, y: scrollY + dy)
    }

    /// One line step in output pixels.
    var lineStepPixels: Double { tuning.lineStep * viewport.pixelDensity }

    /// The viewport's extent along the strip (height, or width when scrolling horizontally).
    var viewportLengthAlongStrip: Double {
        layoutSettings.direction == .vertical ? viewport.height : viewport.width
    }

    /// The scroll offset along the strip.
    var scrollAlongStrip: Double { layoutSettings.direction == .vertical ? scrollY : scrollX }

    /// One screen step along the strip (the viewport's extent along it less
    /// the overlap) in output pixels.
    var screenStepPixels: Double {
        max(viewportLengthAlongStrip - tuning.screenOverlap * viewport.pixelDensity, lineStepPixels)
    }

    /// Moves along the strip by `distance` output pixels (forward when
    /// positive). In the jump transition with `turningPages`, a move that
    /// cannot go further because the end (start) of the spread on screen is
    /// already in view goes to the start of the next spread (the end of the
    /// previous one) instead; without `turningPages` it stays on the spread.
    mutating func move(alongStrip distance: Double, turningPages: Bool) {
        let before = scrollAlongStrip
        switch layoutSettings.direction {
        case .vertical: scroll(byX: 0, y: distance)
        case .horizontal: scroll(byX: distance, y: 0)
        }
        guard turningPages, scrollAlongStrip == before, distance != 0, let spread = shownSpread else { return }
        let target = distance > 0 ? spread + 1 : spread - 1
        guard layout.spreads.indices.contains(target) else { return }
        showSpread(target, fromEnd: distance < 0)
    }

    /// In the jump transition: puts spread `index` on screen, re-fitted when
    /// the zoom is not custom, showing its start (or its end when
    /// `fromEnd`) and keeping the position across the strip.
    mutating func showSpread(_ index: Int, fromEnd: Bool) {
        enterSpread(ofPage: layout.spreads[index].lowerBound)
        let span = layout.spreadFrame(index).span(along: layoutSettings.direction)
        let along = fromEnd ? Double(span.start + span.length) - viewportLengthAlongStrip : Double(span.start)
        switch layoutSettings.direction {
        case .vertical: setScroll(x: scrollX, y: along)
        case .horizontal: setScroll(x: along, y: scrollY)
        }
    }

    /// In the jump transition: makes the spread of `page` the one on screen
    /// and re-applies the fitting to it (unless the zoom is custom). Does
    /// nothing in the continuous transition, where one zoom serves all pages.
    mutating func enterSpread(ofPage page: Int) {
        guard layoutSettings.transition == .jump, pageCount > 0 else { return }
        jumpPage = clampedPageIndex(page)
        guard !zoomIsCustom else { return }
        let fitted = fittedZoom(forPage: jumpPage)
        if fitted != zoom {
            zoom = fitted
            rebuildLayout()
        }
    }

    /// Puts the start of the spread holding page `index` (0-based, clamped)
    /// at the start of the viewport (top, or left when scrolling
    /// horizontally), keeping the position across the strip — unless that
    /// leaves the page itself out of view (a zoomed two-page spread), which
    /// is then brought into view (see `reveal(page:)`).
    public mutating func goToPage(_ index: Int) {
        guard pageCount > 0 else { return }
        let page = clampedPageIndex(index)
        showSpread(layout.spreadOfPage[page], fromEnd: false)
        reveal(page: page)
    }

    /// Brings a page that is entirely out of view on an axis into view on
    /// that axis: centred when it fits the viewport that way, else with its
    /// start (top or left edge) at the viewport's.
    mutating func reveal(page index: Int) {
        let frame = layout.pageFrame(index)
        func revealed(_ scroll: Double, start: Int, length: Int, window: Double) -> Double {
            let start = Double(start), end = Double(start) + Double(length)
            guard end <= scroll || start >= scroll + window else { return scroll }
            return start - max(0, (window - Double(length)) / 2)
        }
        setScroll(x: revealed(scrollX, start: frame.x, length: frame.width, window: viewport.width),
                  y: revealed(scrollY, start: frame.y, length: frame.height, window: viewport.height))
    }

    /// Jumps to a point on a page (an internal link target), placing it near
    /// the start of the viewport along the strip (near the top, or the left
    /// edge when scrolling horizontally) and, if it is off to the side
    /// across the strip, centring it that way.
    public mutating func goTo(page index: Int, point: PagePoint) {
        guard pageCount > 0 else { return }
        let page = clampedPageIndex(index)
        enterSpread(ofPage: page)
        let target = layout.documentPosition(of: point, onPage: page)
        let margin = tuning.jumpTopMargin * viewport.pixelDensity
        switch layoutSettings.direction {
        case .vertical:
            let outside = target.x < scrollX || target.x >= scrollX + viewport.width
            setScroll(x: outside ? target.x - viewport.width / 2 : scrollX, y: target.y - margin)
        case .horizontal:
            let outside = target.y < scrollY || target.y >= scrollY + viewport.height
            setScroll(x: target.x - margin, y: outside ? target.y - viewport.height / 2 : scrollY)
        }
    }

    /// Where the reader is, independent of zoom and window size: the middle
    /// of the viewport's top edge, on the page nearest to it (see `ReadingPosition`).
    public var readingPosition: ReadingPosition {
        guard pageCount > 0 else { return ReadingPosition(pageIndex: 0) }
        let x = scrollX + viewport.width / 2, y = scrollY
        let page = nearestPage(toDocumentX: x, y: y)
        let frame = layout.pageFrame(page)
        return ReadingPosition(pageIndex: page,
                               verticalFraction: (y - Double(frame.y)) / Double(frame.height),
                               horizontalFraction: (x - Double(frame.x)) / Double(frame.width))
    }

    /// Scrolls to a reading position (page clamped to the document; in the
    /// jump transition its spread goes on screen).
    public mutating func show(_ position: ReadingPosition) {
        guard pageCount > 0 else { return }
        let page = clampedPageIndex(position.pageIndex)
        enterSpread(ofPage: page)
        let frame = layout.pageFrame(page)
        setScroll(x: Double(frame.x) + position.horizontalFraction * Double(frame.width) - viewport.width / 2,
                  y: Double(frame.y) + position.verticalFraction * Double(frame.height))
    }

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
