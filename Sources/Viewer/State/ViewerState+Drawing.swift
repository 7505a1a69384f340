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
                               pixelWidth: Int(frame.width), pixelHeight: Int(frame.height))
        }
    }

    /// The tiles of a visible page that cover its visible part: whole cells
    /// of the tile grid (each at most `tuning.tileSize` square), clipped to
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

    /// Tiles worth rendering ahead, most useful first: the tiles the next
    /// Page Down would show, then those of Page Up, then those of a second
    /// Page Down, each at the scale that screen would have (the jump
    /// transition re-fits each spread) and without the tiles on screen now.
    /// The line steps (arrow keys) stay within these screens.
    public func prefetchTiles() -> [PageTile] {
        var seen = Set(visibleTiles().map(\.key))
        var result: [PageTile] = []
        for (command, count) in Self.screensAhead {
            var ahead = self
            guard ahead.apply(command, count: count) == .viewChanged else { continue }
            result += ahead.visibleTiles().filter { seen.insert($0.key).inserted }
        }
        return result
    }

    /// The screens `prefetchTiles()` prepares, in order: one Page Down, one
    /// Page Up, two Page Downs.
    private static let screensAhead: [(ViewerCommand, Int)] = [(.screenDown, 1), (.screenUp, 1), (.screenDown, 2)]

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

    /// Grid tiles of page `index` that intersect `region` (page image pixels).
    private func tiles(ofPage index: Int, covering region: PixelRect) -> [PageTile] {
        guard region.width > 0, region.height > 0 else { return [] }
        let size = tuning.tileSize
        let frame = screenFrame(ofPage: index)
        let pageWidth = Int(frame.width), pageHeight = Int(frame.height)
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

/// What lies under a screen point: a page and the point on it.
public struct PageHit: Hashable, Sendable {
    /// 0-based page index.
    public var pageIndex: Int
    /// The point on the page in points (unrotated page space; the space of
    /// link rectangles and annotations).
    public var point: PagePoint

    public init(pageIndex: Int, point: PagePoint) {
        self.pageIndex = pageIndex
        self.point = point
    }
}
