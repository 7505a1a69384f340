extension ViewerState {
    /// The pages at least partly inside the viewport, top to bottom.
    public func visiblePages() -> [VisiblePage] {
        layout.pageIndices(overlappingRowsFrom: scrollY, to: scrollY + viewport.height).compactMap { index in
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
        let region = DevicePixelRect(x: left, y: top, width: right - left, height: bottom - top)
        return tiles(ofPage: page.index, covering: region)
    }

    /// All tiles to draw now, page by page.
    public func visibleTiles() -> [PageTile] {
        visiblePages().flatMap { tiles(for: $0) }
    }

    /// Tiles worth rendering ahead at the current scale: the first screenful
    /// of the page after the visible ones, then the last screenful of the
    /// page before them, across the currently visible columns.
    public func prefetchTiles() -> [PageTile] {
        let visible = visiblePages()
        guard let first = visible.first, let last = visible.last else { return [] }
        let screenHeight = Int(viewport.height.rounded(.up))
        var result: [PageTile] = []
        if last.index + 1 < pageCount {
            let next = last.index + 1
            let rows = min(screenHeight, layout.pixelHeights[next])
            result += tiles(ofPage: next, covering: visibleColumns(ofPage: next, top: 0, height: rows))
        }
        if first.index > 0 {
            let previous = first.index - 1
            let height = layout.pixelHeights[previous]
            let rows = min(screenHeight, height)
            result += tiles(ofPage: previous, covering: visibleColumns(ofPage: previous, top: height - rows, height: rows))
        }
        return result
    }

    /// The page and page point under a screen point, or nil over a gap or
    /// the background (for links).
    public func hit(at point: ScreenPoint) -> PageHit? {
        guard pageCount > 0 else { return nil }
        let documentY = scrollY + point.y
        let index = layout.pageIndex(nearestY: documentY)
        guard screenFrame(ofPage: index).contains(point) else { return nil }
        return PageHit(pageIndex: index,
                       point: layout.pagePoint(atDocumentX: scrollX + point.x, y: documentY, onPage: index))
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

    /// Where the whole page lies on screen, in output pixels.
    public func screenFrame(ofPage index: Int) -> ScreenRect {
        let page = layout.pageFrame(index)
        return ScreenRect(x: Double(page.x) - scrollX, y: Double(page.y) - scrollY,
                          width: Double(page.width), height: Double(page.height))
    }

    /// The rows `top..<top+height` of a page image, limited to the columns
    /// the viewport currently spans.
    private func visibleColumns(ofPage index: Int, top: Int, height: Int) -> DevicePixelRect {
        let frame = screenFrame(ofPage: index)
        let left = max(0, Int(-frame.x))
        let right = min(layout.pixelWidths[index], Int(viewport.width - frame.x))
        return DevicePixelRect(x: left, y: top, width: max(right - left, 0), height: height)
    }

    /// Grid tiles of page `index` that intersect `region` (page image pixels).
    private func tiles(ofPage index: Int, covering region: DevicePixelRect) -> [PageTile] {
        guard region.width > 0, region.height > 0 else { return [] }
        let size = settings.tileSize
        let pageWidth = layout.pixelWidths[index], pageHeight = layout.pixelHeights[index]
        let frame = screenFrame(ofPage: index)
        var result: [PageTile] = []
        for row in (region.y / size)...((region.maxY - 1) / size) {
            for column in (region.x / size)...((region.maxX - 1) / size) {
                let x = column * size, y = row * size
                let rect = DevicePixelRect(x: x, y: y, width: min(size, pageWidth - x), height: min(size, pageHeight - y))
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
