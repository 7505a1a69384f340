import PDFEngine
import Viewer

/// Where the pages are on screen, read-only: all a layer reads of the
/// viewer (the viewport, the visible pages' frames, the device scale, and
/// the conversions between screen and page points). A layer that wants the
/// view to move asks its `LayerHost` by name (`scroll(byX:y:)`,
/// `turnToNextSpread()`).
struct LayerGeometry: SelectionHitTesting {
    private let state: ViewerState

    /// The geometry `state` shows now.
    init(_ state: ViewerState) {
        self.state = state
    }

    /// The drawing area, in output pixels.
    var viewport: ViewportSize { state.viewport }
    /// Output pixels per PDF point.
    var scale: Double { state.scale }

    /// The pages at least partly on screen, with their frames.
    func visiblePages() -> [VisiblePage] { state.visiblePages() }

    /// The page and page point under `point`, nil over a gap or the desk.
    func hit(at point: ScreenPoint) -> PageHit? { state.hit(at: point) }

    /// The page and page point a text selection takes from `point` (the
    /// nearest page over a gap).
    func selectionHit(at point: ScreenPoint) -> PageHit? { state.selectionHit(at: point) }

    /// The point on page `index` under `point`, even outside the page.
    func pagePoint(at point: ScreenPoint, onPage index: Int) -> PagePoint { state.pagePoint(at: point, onPage: index) }

    /// Where `point` of page `index` is on screen.
    func screenPoint(of point: PagePoint, onPage index: Int) -> ScreenPoint {
        state.screenPoint(of: point, onPage: index)
    }
}
