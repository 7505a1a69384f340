/// The whole viewer behaviour without a window system: layout of all pages
/// (see `ViewerLayoutSettings`: continuous or one spread at a time, vertical
/// or horizontal, single pages or two-page spreads, fit/fill/adaptive), zoom,
/// rotation, scrolling, key commands, pointer input, and what to draw.
///
/// All screen geometry is in renderer OUTPUT pixels. Zoom 1.0 shows one PDF
/// point as one window unit, so the device scale (output pixels per point,
/// `scale`) is zoom × the viewport's pixel density.
///
/// Typical driving from a front end (the SDL layer translates its events):
/// ```swift
/// var state = ViewerState(geometry: adapter, viewport: ViewportSize(
///     outputWidth: ow, outputHeight: oh, windowWidth: ww, windowHeight: wh), startPage: pageOption - 1,
///     layoutSettings: configuration.layout)
/// var keys = KeyInputInterpreter()                       // KeyMap.default, counts like "12G"
/// // key down:    if let command = keys.interpret(chord) { react(state.apply(command)) }
/// // mouse:       react(state.handle(.wheel(deltaX: x, deltaY: y, at: viewport.outputPoint(...), modifiers: mods)))
/// // resize/DPI:  state.resize(to: ViewportSize(outputWidth:outputHeight:windowWidth:windowHeight:))
/// // settings:    state.setLayoutSettings(layout) or state.choose(.pageMode(.double)) → redraw
/// // reload:      state.reload(geometry: newAdapter)
/// // react:       .viewChanged → redraw; .forwarded(cmd) → fullscreen/quit/appearance/…;
/// //              .clicked(p) → if let hit = state.hit(at: p), a link there → state.goTo(page:point:)
/// // draw:        for page in state.visiblePages() {
/// //                  fill(page.visibleFrame, paper)
/// //                  for tile in state.tiles(for: page) { draw(cache[tile.key] ?? enqueue(tile.key), at: tile.screenRect) }
/// //              }
/// //              enqueue(state.prefetchTiles()) at low priority; title uses state.currentPageIndex + 1
/// ```
public struct ViewerState: Sendable {
    /// Constants (gap, steps, tile size, zoom limits).
    public let tuning: ViewerTuning
    /// Transition, scroll direction, page mode and fitting
    /// (change with `setLayoutSettings(_:)`).
    public internal(set) var layoutSettings: ViewerLayoutSettings
    /// Current drawing area.
    public internal(set) var viewport: ViewportSize
    /// Current zoom (1.0 = 100 %).
    public internal(set) var zoom: Double
    /// Whether the user chose the zoom (`fitMode == .custom`); otherwise the
    /// zoom follows `layoutSettings.fitting`.
    var zoomIsCustom = false
    /// Current rotation of all pages.
    public internal(set) var rotation: Rotation
    /// Document-pixel position of the viewport's top-left corner (whole
    /// pixels). Negative when the strip (or, in the jump transition, the
    /// spread on screen) is smaller than the viewport (it is then centred).
    public internal(set) var scrollX: Double = 0
    public internal(set) var scrollY: Double = 0

    /// Unrotated page sizes, read from the geometry source.
    var pageSizes: PageRuns<PageSize>
    /// Per page: whether its size is an estimate; no pages when none is
    /// (see `ViewerState+PageSizes`).
    var sizeIsEstimated = PageRuns<Bool>()
    /// Largest side of any page in points (bounds the zoom).
    var largestPageSide: Double
    /// Layout at the current zoom, rotation and layout settings.
    var layout: DocumentLayout
    /// In the jump transition: a page of the spread on screen.
    var jumpPage = 0
    /// Left-button drag in progress.
    var drag: PointerDrag?
    /// In the jump transition: wheel notches pushed against the end or
    /// start of the spread on screen, not yet enough to turn the page.
    var wheelPush: Double = 0
    /// The places jumps left, for going back and forward (see `jump(to:)`).
    public internal(set) var history = NavigationHistory<SavedViewerPosition>()

    /// Shows `startPage` (0-based, clamped) fitted to the viewport according
    /// to `layoutSettings` (by default continuous vertical single pages,
    /// each fitted whole: "fit page").
    public init(geometry: PageGeometrySource, viewport: ViewportSize, startPage: Int = 0,
                tuning: ViewerTuning = ViewerTuning(), layoutSettings: ViewerLayoutSettings = .default) {
        self.tuning = tuning
        self.layoutSettings = layoutSettings
        self.viewport = viewport
        pageSizes = PageRuns()
        largestPageSide = PageSize.minimumExtent
        zoom = 1
        rotation = .upright
        layout = DocumentLayout(pageSizes: PageRuns(), rotation: .upright, scale: 1, gap: 0)
        readPageSizes(from: geometry)
        let start = clampedPageIndex(startPage)
        jumpPage = start
        zoom = fittedZoom(forPage: start)
        rebuildLayout()
        setScroll(x: 0, y: 0)
        showWholeSpread(ofPage: start)
    }

    /// Replaces the page sizes with those of `geometry` (the layout is not rebuilt).
    mutating func readPageSizes(from geometry: PageGeometrySource) {
        let read = geometry.pageSizes()
        pageSizes = read.sizes.map(\.sanitized)
        sizeIsEstimated = read.estimated.contains(true) ? read.estimated : PageRuns()
        largestPageSide = pageSizes.runValues.map { max($0.width, $0.height) }.max() ?? PageSize.minimumExtent
        jumpPage = clampedPageIndex(jumpPage)
    }

    /// Number of pages.
    public var pageCount: Int { pageSizes.count }

    /// How the zoom is chosen: `.custom` after an explicit zoom, otherwise
    /// the fit mode of `layoutSettings.fitting`.
    public var fitMode: FitMode { zoomIsCustom ? .custom : FitMode(layoutSettings.fitting) }

    /// The page mode in effect: `.single` or `.double` (`.automatic` decided
    /// for the current viewport).
    public var effectivePageMode: PageMode { layoutSettings.pageMode.resolved(for: viewport) }

    /// Device scale: output pixels per PDF point (the engine's render scale).
    public var scale: Double { layout.scale }

    /// Zoom as a whole percentage for the status line.
    public var zoomPercent: Int { Int((zoom * 100).rounded()) }

    /// Size of the whole strip of pages in output pixels.
    public var documentWidth: Int { layout.width }
    public var documentHeight: Int { layout.height }

    /// Unrotated size of a page in points.
    public func pageSize(at index: Int) -> PageSize { pageSizes[index] }

    /// The pages (0-based, in reading order) of the spread that holds page
    /// `index`: one page, or two facing pages in the double page mode.
    public func spreadPages(containing index: Int) -> Range<Int> {
        guard pageCount > 0 else { return 0..<0 }
        return layout.spreads[layout.spreadOfPage[clampedPageIndex(index)]]
    }

    /// The page for the title/status: the one under the viewport's centre,
    /// or, when the centre is in a gap, the visible one with the largest
    /// visible area (the earlier page on a tie, e.g. the left page of a
    /// spread centred on its spine). 0 for an empty document.
    public var currentPageIndex: Int {
        guard pageCount > 0 else { return 0 }
        let visible = visiblePages()
        let center = viewport.center
        if let under = visible.first(where: { $0.frame.contains(center) }) { return under.index }
        let area = { (page: VisiblePage) in page.visibleFrame.width * page.visibleFrame.height }
        if let largest = visible.max(by: { area($0) < area($1) || (area($0) == area($1) && $0.index > $1.index) }) {
            return largest.index
        }
        return nearestPage(toDocumentX: scrollX + center.x, y: scrollY + center.y)
    }

    func clampedPageIndex(_ index: Int) -> Int {
        min(max(index, 0), max(pageCount - 1, 0))
    }

    /// Gap between pages in output pixels.
    var gapPixels: Int { Int((tuning.pageGap * viewport.pixelDensity).rounded()) }

    /// How pages are grouped in the current viewport.
    var pagesPerSpread: PagesPerSpread { layoutSettings.pageMode.pagesPerSpread(for: viewport) }

    mutating func rebuildLayout() {
        layout = DocumentLayout(pageSizes: pageSizes, rotation: rotation, scale: zoom * viewport.pixelDensity,
                                gap: gapPixels, direction: layoutSettings.direction, pagesPerSpread: pagesPerSpread)
    }

    /// In the jump transition, the index of the spread on screen; nil in the
    /// continuous transition or for an empty document.
    var shownSpread: Int? {
        guard layoutSettings.transition == .jump, pageCount > 0 else { return nil }
        return layout.spreadOfPage[clampedPageIndex(jumpPage)]
    }

    /// What the viewport may scroll over: the whole strip, or in the jump
    /// transition the spread on screen. Where a spread's box (which keeps
    /// the place of the empty side beside a lone page) is larger than the
    /// viewport, only its pages count, so that empty side cannot fill the
    /// screen: on both axes for the spread on screen, along the strip for
    /// the first and last spread of the continuous strip.
    var scrollableFrame: DocumentPixelRect {
        guard pageCount > 0 else { return DocumentPixelRect(x: 0, y: 0, width: 0, height: 0) }
        let window = (width: viewport.width, height: viewport.height)
        if let spread = shownSpread {
            let box = layout.spreadFrame(spread), pages = layout.pagesFrame(ofSpread: spread)
            let horizontal = Double(box.width) <= window.width ? box : pages
            let vertical = Double(box.height) <= window.height ? box : pages
            return DocumentPixelRect(x: horizontal.x, y: vertical.y, width: horizontal.width, height: vertical.height)
        }
        let strip = DocumentPixelRect(x: 0, y: 0, width: layout.width, height: layout.height)
        let first = layout.spreadFrame(0), last = layout.spreadFrame(layout.spreads.count - 1)
        let firstPages = layout.pagesFrame(ofSpread: 0), lastPages = layout.pagesFrame(ofSpread: layout.spreads.count - 1)
        switch layoutSettings.direction {
        case .vertical:
            let top = Double(first.height) <= window.height ? first.y : firstPages.y
            let bottom = Double(last.height) <= window.height ? last.maxY : lastPages.maxY
            return DocumentPixelRect(x: strip.x, y: top, width: strip.width, height: bottom - top)
        case .horizontal:
            let left = Double(first.width) <= window.width ? first.x : firstPages.x
            let right = Double(last.width) <= window.width ? last.maxX : lastPages.maxX
            return DocumentPixelRect(x: left, y: strip.y, width: right - left, height: strip.height)
        }
    }

    /// Moves the viewport to the document-pixel position, clamped: no
    /// scrolling past the ends of the strip (or of the spread on screen in
    /// the jump transition), and content smaller than the viewport is centred.
    mutating func setScroll(x: Double, y: Double) {
        let frame = scrollableFrame
        scrollX = ViewerState.clamp(x, start: frame.x, length: frame.width, window: viewport.width)
        scrollY = ViewerState.clamp(y, start: frame.y, length: frame.height, window: viewport.height)
    }

    private static func clamp(_ offset: Double, start: Int, length: Int, window: Double) -> Double {
        let start = Double(start), content = Double(length)
        if content <= window { return start - ((window - content) / 2).rounded(.down) }
        return min(max(offset, start), start + content - window).rounded()
    }

    /// The page nearest to a document point (in the jump transition, a page
    /// of the spread on screen). Requires at least one page.
    func nearestPage(toDocumentX x: Double, y: Double) -> Int {
        if let spread = shownSpread { return layout.pageIndex(nearestX: x, inSpread: spread) }
        return layout.pageIndex(nearestX: x, y: y)
    }

    /// A snapshot to tell whether an operation changed the view.
    var viewSignature: [Double] {
        [scrollX, scrollY, zoom, Double(rotation.rawValue), Double(shownSpread ?? -1)]
    }
}
