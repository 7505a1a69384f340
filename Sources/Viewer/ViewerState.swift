/// The whole viewer behaviour without a window system: layout of all pages
/// in one continuous column, zoom, fit modes, rotation, scrolling, key
/// commands, pointer input, and what to draw.
///
/// All screen geometry is in renderer OUTPUT pixels. Zoom 1.0 shows one PDF
/// point as one window unit, so the device scale (output pixels per point,
/// `scale`) is zoom × the viewport's pixel density.
///
/// Typical driving from a front end:
/// ```swift
/// var state = ViewerState(geometry: document, viewport: ViewportSize(
///     outputWidth: ow, outputHeight: oh, windowWidth: ww, windowHeight: wh), startPage: n - 1)
/// var keys = KeyInputInterpreter()
/// // key event:   if let c = keys.interpret(chord) { handle(state.apply(c)) }
/// // mouse event: handle(state.handle(.wheel(deltaX:deltaY:at:modifiers:)))
/// // resize:      state.resize(to: newViewportSize)
/// // draw:        for page in state.visiblePages() { fill page.visibleFrame;
/// //                  for tile in state.tiles(for: page) { draw cached tile.key at tile.screenRect } }
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
    var pageSizes: [PageSize]
    /// Layout at the current zoom and rotation.
    var layout: DocumentLayout
    /// Left-button drag in progress.
    var drag: PointerDrag?

    /// Shows `startPage` (0-based, clamped) fitted to the viewport ("fit page").
    public init(geometry: PageGeometrySource, viewport: ViewportSize, startPage: Int = 0,
                settings: ViewerSettings = ViewerSettings()) {
        self.settings = settings
        self.viewport = viewport
        pageSizes = ViewerState.readPageSizes(from: geometry)
        zoom = 1
        fitMode = .page
        rotation = .upright
        layout = DocumentLayout(pageSizes: [], rotation: .upright, scale: 1, gap: 0)
        let start = clampedPageIndex(startPage)
        zoom = fittedZoom(forPage: start)
        rebuildLayout()
        setScroll(x: 0, y: 0)
        showWholePage(start)
    }

    static func readPageSizes(from geometry: PageGeometrySource) -> [PageSize] {
        (0..<max(geometry.pageCount, 0)).map { geometry.pageSize(at: $0).sanitized }
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
