import CSDL2
import PDFAppearance
import PDFEngine
import Viewer
@testable import SDLFrontend

/// A window for layers without a window: a real `ViewerState` over uniform
/// pages that the layers see only as `LayerGeometry`, a clock the test sets,
/// a record of everything a layer asked, and, as its canvas, a record of
/// everything a layer drew (in Default colours: display and chrome colours
/// are the colours given).
final class FakeLayerHost: LayerCanvas {
    /// What a layer asked of the host, in order.
    enum Request: Equatable {
        case redraw, quit, arrowCursor, pointerVisible(Bool), startTextInput, stopTextInput, remove(ObjectIdentifier)
        case scroll(x: Double, y: Double), turnToNextSpread, returnToFirstPage
        case toggleSettingsOverlay(showingFocus: Bool), closeSettingsOverlay, apply(SettingsChange)
        case toggleInkTool(eraser: Bool), commitInk(InkStroke), eraseInk(PagePoint, page: Int), unlock(String)
        case textSelected(TextSelection)
        case jump(JumpTarget)
        case findTextChanged(String), stepFind(forward: Bool)
    }

    /// What a layer drew, in order.
    enum Drawing: Equatable {
        case fill(ScreenRect, Color)
        case shape(ShapeMasks.Shape, side: Int, x: Int, y: Int, Color)
        case text(String, pixels: Double, x: Double, y: Double, Color)
        /// The triangles' corners, three by three, and the colour of the
        /// first (red, green, blue, alpha bytes).
        case triangles([ScreenPoint], rgba: [UInt8])
    }

    /// The viewer the layers see and ask to move (`scroll(byX:y:)` and the
    /// slideshow's steps move it as the session does).
    var state: ViewerState
    var geometry: LayerGeometry { LayerGeometry(state) }
    var now: UInt64 = 1000
    var pointerMoved = false
    var settingsValues = SettingsValues()
    var isSettingsOverlayOpen = false
    var isInkToolOn = false
    /// The password `unlock(with:)` accepts.
    var password: String?
    private(set) var requests: [Request] = []
    private(set) var drawings: [Drawing] = []
    var pagesAwaitingPixels: Set<Int> = []
    var findBarCoveredHeight = 0.0
    /// The spans layers asked to highlight (`textHighlight(_:)`), in order.
    private(set) var highlightedSpans: [TextSpan] = []

    /// Four 600×800-point pages in an 800×1000-pixel window at `pixelDensity`.
    init(pixelDensity: Double = 1) {
        let viewport = ViewportSize(outputWidth: 800 * pixelDensity, outputHeight: 1000 * pixelDensity, windowWidth: 800,
                                    windowHeight: 1000)
        state = ViewerState(geometry: UniformPageGeometry(pageCount: 4, size: PageSize(width: 600, height: 800)),
                            viewport: viewport)
    }

    /// The requests other than redraws, which most steps make.
    var actions: [Request] { requests.filter { $0 != .redraw } }

    func forgetRequests() { requests = [] }

    func forgetDrawings() { drawings = [] }

    /// The text drawn, in order.
    var drawnText: [String] { drawings.compactMap { if case .text(let text, _, _, _, _) = $0 { text } else { nil } } }

    func requestRedraw() { requests.append(.redraw) }
    func scroll(byX dx: Double, y dy: Double) {
        requests.append(.scroll(x: dx, y: dy))
        state.scroll(byX: dx, y: dy)
    }
    func turnToNextSpread() {
        requests.append(.turnToNextSpread)
        state.apply(KioskTimer.Action.turnPage)
    }
    func returnToFirstPage() {
        requests.append(.returnToFirstPage)
        state.apply(KioskTimer.Action.returnToFirstPage)
    }
    func quitNow() { requests.append(.quit) }
    /// Every character is half as wide as the type is high.
    func textWidth(of text: String, pixels: Double) -> Double { Double(text.count) * pixels / 2 }
    func showArrowCursor() { requests.append(.arrowCursor) }
    func setPointerVisible(_ visible: Bool) { requests.append(.pointerVisible(visible)) }
    func startTextInput() { requests.append(.startTextInput) }
    func stopTextInput() { requests.append(.stopTextInput) }
    func remove(_ layer: SessionLayer) { requests.append(.remove(ObjectIdentifier(layer))) }
    func toggleSettingsOverlay(showingFocus: Bool) { requests.append(.toggleSettingsOverlay(showingFocus: showingFocus)) }
    func closeSettingsOverlay() { requests.append(.closeSettingsOverlay) }
    func apply(_ change: SettingsChange) { requests.append(.apply(change)) }
    func toggleInkTool(eraser: Bool) { requests.append(.toggleInkTool(eraser: eraser)) }
    func commitInk(_ stroke: InkStroke) -> Bool {
        requests.append(.commitInk(stroke))
        return true
    }
    func eraseInk(at point: PagePoint, onPage page: Int) { requests.append(.eraseInk(point, page: page)) }
    func jump(to target: JumpTarget) { requests.append(.jump(target)) }
    func unlock(with password: String) -> Bool {
        requests.append(.unlock(password))
        return password == self.password
    }
    func textSelected(_ selection: TextSelection) { requests.append(.textSelected(selection)) }
    func findTextChanged(_ text: String) { requests.append(.findTextChanged(text)) }
    func stepFind(forward: Bool) { requests.append(.stepFind(forward: forward)) }
    /// What `findStatus` says.
    var findStatus: String?

    func displayColor(for color: Color) -> Color { color }
    func chromeColor(for color: Color) -> Color { color }
    func fill(_ rect: ScreenRect, _ color: Color) { drawings.append(.fill(rect, color)) }
    func drawShape(_ shape: ShapeMasks.Shape, side: Int, x: Int, y: Int, color: Color, part: SDL_Rect?) {
        drawings.append(.shape(shape, side: side, x: x, y: y, color))
    }
    /// As wide as `textWidth(of:pixels:)` says, as high as the type.
    func textSize(of text: String, pixels: Double, color: Color) -> (width: Int, height: Int)? {
        (Int(textWidth(of: text, pixels: pixels).rounded(.up)), Int(pixels.rounded(.up)))
    }
    func drawText(_ text: String, pixels: Double, color: Color, x: Double, y: Double) {
        drawings.append(.text(text, pixels: pixels, x: x, y: y, color))
    }
    func fillTriangles(_ vertices: [SDL_Vertex], indices: [Int32]) {
        let corners = indices.map { vertices[Int($0)].position }.map { ScreenPoint(x: Double($0.x), y: Double($0.y)) }
        let color = vertices.first?.color
        drawings.append(.triangles(corners, rgba: color.map { [$0.r, $0.g, $0.b, $0.a] } ?? []))
    }
    /// Every span covers one line: `highlightQuad`.
    func textHighlight(_ span: TextSpan) -> [PageQuad] {
        highlightedSpans.append(span)
        return [Self.highlightQuad]
    }
    static let highlightQuad = PageQuad(rect: PageRect(x: 100, y: 100, width: 300, height: 20))
}

/// Synthetic input, as `SDLInputTranslation` makes it.
extension InputEvent {
    static func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent { .keyDown(KeyChord(key, modifiers), isRepeat: false) }
    static func press(_ point: ScreenPoint, _ button: PointerButton = .left) -> InputEvent {
        .pointer(PointerInput(.pressed(button, at: point), heldButtons: PointerButtons(button)))
    }
    static func move(_ point: ScreenPoint, holding held: PointerButtons = []) -> InputEvent {
        .pointer(PointerInput(.moved(to: point), heldButtons: held))
    }
    static func release(_ point: ScreenPoint, _ button: PointerButton = .left) -> InputEvent {
        .pointer(PointerInput(.released(button, at: point)))
    }
    static func finger(_ event: PointerEvent, id: Int64 = 7) -> InputEvent {
        .pointer(PointerInput(event, source: .finger(id)))
    }
}
