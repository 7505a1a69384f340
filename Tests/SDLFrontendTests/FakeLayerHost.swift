import PDFEngine
import Viewer
@testable import SDLFrontend

/// A window for layers without a window: a real `ViewerState` over uniform
/// pages, a clock the test sets, and a record of everything a layer asked.
final class FakeLayerHost: LayerHost {
    /// What a layer asked of the host, in order.
    enum Request: Equatable {
        case redraw, quit, arrowCursor, pointerVisible(Bool), startTextInput, stopTextInput, remove(ObjectIdentifier)
        case toggleSettingsOverlay(showingFocus: Bool), closeSettingsOverlay, apply(SettingsChange)
        case toggleInkTool(eraser: Bool), commitInk(InkStroke), eraseInk(PagePoint, page: Int), unlock(String)
        case textSelected(TextSelection)
        case jump(JumpTarget)
        case findTextChanged(String), stepFind(forward: Bool)
    }

    var state: ViewerState
    var now: UInt64 = 1000
    var pointerMoved = false
    var settingsValues = SettingsValues()
    var isSettingsOverlayOpen = false
    var isInkToolOn = false
    /// The password `unlock(with:)` accepts.
    var password: String?
    private(set) var requests: [Request] = []

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

    func requestRedraw() { requests.append(.redraw) }
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
