/// The whole viewer behaviour without a window system: layout of all pages
/// in one continuous column, zoom, fit modes, rotation, scrolling, key
/// commands, pointer input, and what to draw.
///
/// All screen geometry is in renderer OUTPUT pixels. Zoom 1.0 shows one PDF
/// point as one window unit, so the device scale (output pixels per point,
/// `scale`) is zoom × the viewport's pixel density.
///
/// Typical driving from a front end (the SDL layer translates its events):
/// ```swift
/// var state = ViewerState(geometry: adapter, viewport: ViewportSize(
///     outputWidth: ow, outputHeight: oh, windowWidth: ww, windowHeight: wh), startPage: pageOption - 1)
/// var keys = KeyInputInterpreter()                       // KeyMap.default, counts like "12G"
/// // key down:    if let command = keys.interpret(chord) { react(state.apply(command)) }
/// // mouse:       react(state.handle(.wheel(deltaX: x, deltaY: y, at: viewport.outputPoint(...), modifiers: mods)))
/// // resize/DPI:  state.resize(to: ViewportSize(outputWidth:outputHeight:windowWidth:windowHeight:))
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
    public let settings: ViewerSettings
    /// Current drawing area.
    public internal(set) var viewport: ViewportSize
    /// Current zoom (1.0 = 100 %).
    public internal(set) var zoom: Double
    /// How the zoom is chosen.
    public internal(set) var fitMode: FitMode
    /// Current rotation of all pages.
    public internal(set) var rotation: Rotation
    /// Document-pixel position of the viewport's top-left corner (whole
    /// pixels). Negative when the page column is smaller than the viewport
    /// (it is then centred).
    public internal(set) var scrollX: Double = 0
    public internal(set) var scrollY: Double = 0

    /// Unrotated page sizes, read once from the geometry source.
    private(set) var pageSizes: [PageSize]
    /// Largest side of any page in points (bounds the zoom).
    private(set) var largestPageSide: Double
    /// Layout at the current zoom and rotation.
    var layout: DocumentLayout
    /// Left-button drag in progress.
    var drag: PointerDrag?

    /// Shows `startPage` (0-based, clamped) fitted to the viewport ("fit page").
    public init(geometry: PageGeometrySource, viewport: ViewportSize, startPage: Int = 0,
                settings: ViewerSettings = ViewerSettings()) {
        self.settings = settings
        self.viewport = viewport
        pageSizes = []
        largestPageSide = PageSize.minimumExtent
        zoom = 1
        fitMode = .page
        rotation = .upright
        layout = DocumentLayout(pageSizes: [], rotation: .upright, scale: 1, gap: 0)
        readPageSizes(from: geometry)
        let start = clampedPageIndex(startPage)
        zoom = fittedZoom(forPage: start)
        rebuildLayout()
        setScroll(x: 0, y: 0)
        showWholePage(start)
    }

    /// Replaces the page sizes with those of `geometry` (the layout is not rebuilt).
    mutating func readPageSizes(from geometry: PageGeometrySource) {
        pageSizes = (0..<max(geometry.pageCount, 0)).map { geometry.pageSize(at: $0).sanitized }
        largestPageSide = pageSizes.map { max($0.width, $0.height) }.max() ?? PageSize.minimumExtent
    }

    /// Number of pages.
    public var pageCount: Int { pageSizes.count }

    /// Device scale: output pixels per PDF point (the engine's render scale).
    public var scale: Double { layout.scale }

    /// Zoom as a whole percentage for the status line.
    public var zoomPercent: Int { Int((zoom * 100).rounded()) }

    /// Size of the whole page column in output pixels.
    public var documentWidth: Int { layout.width }
    public var documentHeight: Int { layout.height }

    /// Unrotated size of a page in points.
    public func pageSize(at index: Int) -> PageSize { pageSizes[index] }

    /// The page for the title/status: the one under the viewport's centre,
    /// or, when the centre is in a gap, the one with the most visible rows.
    /// 0 for an empty document.
    public var currentPageIndex: Int {
        guard pageCount > 0 else { return 0 }
        let visible = layout.pageIndices(overlappingRowsFrom: scrollY, to: scrollY + viewport.height)
        guard !visible.isEmpty else { return layout.pageIndex(nearestY: scrollY + viewport.height / 2) }
        let centerY = scrollY + viewport.height / 2
        if let under = visible.first(where: { Double(layout.tops[$0]) <= centerY
                                            && centerY < Double(layout.tops[$0] + layout.pixelHeights[$0]) }) {
            return under
        }
        return visible.max { visibleRows(ofPage: $0) < visibleRows(ofPage: $1) } ?? visible.lowerBound
    }

    private func visibleRows(ofPage index: Int) -> Double {
        let top = max(Double(layout.tops[index]), scrollY)
        let bottom = min(Double(layout.tops[index] + layout.pixelHeights[index]), scrollY + viewport.height)
        return bottom - top
    }

    func clampedPageIndex(_ index: Int) -> Int {
        min(max(index, 0), max(pageCount - 1, 0))
    }

    /// Gap between pages in output pixels.
    private var gapPixels: Int { Int((settings.pageGap * viewport.pixelDensity).rounded()) }

    mutating func rebuildLayout() {
        layout = DocumentLayout(pageSizes: pageSizes, rotation: rotation,
                                scale: zoom * viewport.pixelDensity, gap: gapPixels)
    }

    /// Moves the viewport to the document-pixel position, clamped: no
    /// scrolling past the ends, and a column smaller than the viewport is
    /// centred.
    mutating func setScroll(x: Double, y: Double) {
        scrollX = ViewerState.clamp(x, content: Double(layout.width), window: viewport.width)
        scrollY = ViewerState.clamp(y, content: Double(layout.height), window: viewport.height)
    }

    private static func clamp(_ offset: Double, content: Double, window: Double) -> Double {
        if content <= window { return -((window - content) / 2).rounded(.down) }
        return min(max(offset, 0), content - window).rounded()
    }

    /// A snapshot to tell whether an operation changed the view.
    var viewSignature: [Double] { [scrollX, scrollY, zoom, Double(rotation.rawValue)] }
}
