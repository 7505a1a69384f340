extension ViewerState {
    /// The pages at least partly inside the viewport, in reading order (in
    /// the jump transition only pages of the spread on screen).
    public func visiblePages() -> [VisiblePage] {
        guard pageCount > 0 else { return [] }
        let spreads = shownSpread.map { $0..<($0 + 1) }
            ?? layout.spreadIndices(overlapping: scrollAlongStrip, to: scrollAlongStrip + viewportLengthAlongStrip)
        return spreads.flatMap { layout.spreads[$0] }.compactMap { index in
            let frame = screenFrame(ofPage: index)
            guard let visible = frame.intersection(viewport.bounds) else { return nil }
            return VisiblePage(index: index, frame: frame, visibleFrame: visible,
                               pixelWidth: layout.pixelWidths[index], pixelHeight: layout.pixelHeights[index])
        }
    }

    /// The tiles of a visible page that cover its visible part: whole cells
    /// of the tile grid (each at most `settings.tileSize` square), clipped to
    /// the page image.
    public func tiles(for page: VisiblePage) -> [PageTile] {
        let visible = page.visibleFrame
        let left = Int((visible.x - page.frame.x).rounded(.down)), top = Int((visible.y - page.frame.y).rounded(.down))
        let right = Int((visible.maxX - page.frame.x).rounded(.up)), bottom = Int((visible.maxY - page.frame.y).rounded(.up))
        let region = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        return tiles(ofPage: page.index, covering: region)
    }

    /// All tiles to draw now, page by page.
    public func visibleTiles() -> [PageTile] {
        visiblePages().flatMap { tiles(for: $0) }
    }

    /// Tiles worth rendering ahead, the next spread first, then the
    /// previous one. Continuous transition: at the current scale, the first
    /// screenful (along the strip) of the pages of the spread after the
    /// visible ones and the last screenful of the spread before them, across
    /// the part of the strip the viewport spans. Jump transition: exactly
    /// the tiles Page Down and Page Up would show (at the scale they would
    /// fit to).
    public func prefetchTiles() -> [PageTile] {
        if let spread = shownSpread {
            var result: [PageTile] = []
            if spread + 1 < layout.spreads.count {
                var next = self
                next.showSpread(spread + 1, fromEnd: false)
                result += next.visibleTiles()
            }
            if spread > 0 {
                var previous = self
                previous.showSpread(spread - 1, fromEnd: true)
                result += previous.visibleTiles()
            }
            return result
        }
        let visible = visiblePages()
        guard let first = visible.first, let last = visible.last else { return [] }
        let screen = Int(viewportLengthAlongStrip.rounded(.up))
        var result: [PageTile] = []
        let nextSpread = layout.spreadOfPage[last.index] + 1
        if nextSpread < layout.spreads.count {
            for page in layout.spreads[nextSpread] {
                let length = min(screen, pageLengthAlongStrip(page))
                result += tiles(ofPage: page, covering: acrossViewport(ofPage: page, from: 0, length: length))
            }
        }
        let previousSpread = layout.spreadOfPage[first.index] - 1
        if previousSpread >= 0 {
            for page in layout.spreads[previousSpread] {
                let pageLength = pageLengthAlongStrip(page)
                let length = min(screen, pageLength)
                result += tiles(ofPage: page, covering: acrossViewport(ofPage: page, from: pageLength - length, length: length))
            }
        }
        return result
    }

    /// The page and page point under a screen point, or nil over a gap or
    /// the background (for links).
    public func hit(at point: ScreenPoint) -> PageHit? {
        guard let page = visiblePages().first(where: { $0.frame.contains(point) }) else { return nil }
        return PageHit(pageIndex: page.index, point: pagePoint(at: point, onPage: page.index))
    }

    /// The point on page `index` under a screen point, even outside the page
    /// (for ink strokes that leave it).
    public func pagePoint(at point: ScreenPoint, onPage index: Int) -> PagePoint {
        layout.pagePoint(atDocumentX: scrollX + point.x, y: scrollY + point.y, onPage: index)
    }

    /// Where a point on page `index` is on screen (for link highlights, ink).
    public func screenPoint(of point: PagePoint, onPage index: Int) -> ScreenPoint {
        let position = layout.documentPosition(of: point, onPage: index)
        return ScreenPoint(x: position.x - scrollX, y: position.y - scrollY)
    }

    /// Where the whole page lies on screen, in output pixels. In the jump
    /// transition pages of other spreads are not drawn (see `visiblePages()`).
    public func screenFrame(ofPage index: Int) -> ScreenRect {
        let page = layout.pageFrame(index)
        return ScreenRect(x: Double(page.x) - scrollX, y: Double(page.y) - scrollY,
                          width: Double(page.width), height: Double(page.height))
    }

    /// Size of a page image along the strip, in device pixels.
    private func pageLengthAlongStrip(_ index: Int) -> Int {
        layoutSettings.direction == .vertical ? layout.pixelHeights[index] : layout.pixelWidths[index]
    }

    /// The part `from..<from+length` along the strip of a page image,
    /// limited across the strip to what the viewport currently spans.
    private func acrossViewport(ofPage index: Int, from: Int, length: Int) -> PixelRect {
        let frame = screenFrame(ofPage: index)
        switch layoutSettings.direction {
        case .vertical:
            let left = max(0, Int(-frame.x)), right = min(layout.pixelWidths[index], Int(viewport.width - frame.x))
            return PixelRect(x: left, y: from, width: max(right - left, 0), height: length)
        case .horizontal:
            let top = max(0, Int(-frame.y)), bottom = min(layout.pixelHeights[index], Int(viewport.height - frame.y))
            return PixelRect(x: from, y: top, width: length, height: max(bottom - top, 0))
        }
    }

    /// Grid tiles of page `index` that intersect `region` (page image pixels).
    private func tiles(ofPage index: Int, covering region: PixelRect) -> [PageTile] {
        guard region.width > 0, region.height > 0 else { return [] }
        let size = settings.tileSize
        let pageWidth = layout.pixelWidths[index], pageHeight = layout.pixelHeights[index]
        let frame = screenFrame(ofPage: index)
        var result: [PageTile] = []
        for row in (region.y / size)...((region.maxY - 1) / size) {
            for column in (region.x / size)...((region.maxX - 1) / size) {
                let x = column * size, y = row * size
                let rect = PixelRect(x: x, y: y, width: min(size, pageWidth - x), height: min(size, pageHeight - y))
                guard rect.width > 0, rect.height > 0 else { continue }
                let key = PageTile.Key(pageIndex: index, scale: layout.scale, rotation: rotation, pixelRect: rect)
                let screen = ScreenRect(x: frame.x + Double(x), y: frame.y + Double(y),
                                        width: Double(rect.width), height: Double(rect.height))
                result.append(PageTile(key: key, screenRect: screen))
            }
        }
        return result
    }
}
