import CSDL2
import PDFAppearance
import Viewer

/// A small toolbar at the top right that shows when the pointer moves or
/// the screen is touched and hides after `visibleMilliseconds` without
/// motion (it stays while the pointer rests on it or the settings overlay
/// is open). Its gear button opens the settings overlay, its pen turns the
/// ink tool on and off. While hidden it takes no input at all.
final class ToolbarLayer: SessionLayer {
    /// The toolbar's buttons, in order from the left.
    enum Button: Hashable {
        /// Opens and closes the settings overlay.
        case settings
        /// Turns the ink tool on and off.
        case ink
    }

    static let visibleMilliseconds: UInt32 = 3000

    let buttons: [Button]
    /// When the toolbar hides; nil while hidden.
    private(set) var hideTime: UInt32?
    private var hovered: Button?
    private var pressed: (button: Button, pointer: OverlayPointer)?

    init(buttons: [Button]) {
        self.buttons = buttons
    }

    var isVisible: Bool { hideTime != nil }

    /// Shows the toolbar (again) for `visibleMilliseconds` from `now`;
    /// true when it was hidden.
    @discardableResult
    func reveal(now: UInt32) -> Bool {
        let wasHidden = !isVisible
        hideTime = now &+ Self.visibleMilliseconds
        return wasHidden
    }

    var nextWakeUp: UInt32? { hideTime }

    var isBlank: Bool { !isVisible }

    func tick(now: UInt32, in session: ViewerSession) {
        guard let hideTime, Int32(bitPattern: hideTime &- now) <= 0 else { return }
        if hovered != nil || pressed != nil || session.isSettingsOverlayOpen {
            self.hideTime = now &+ Self.visibleMilliseconds
        } else {
            self.hideTime = nil
        }
    }

    // MARK: - Geometry

    /// The toolbar in the top right corner of the window.
    func frame(in session: ViewerSession) -> ScreenRect {
        let style = OverlayStyle(scale: session.state.viewport.pixelDensity)
        let padding = style.pixels(OverlayStyle.toolbarPadding)
        let width = 2 * padding + Double(buttons.count) * style.pixels(OverlayStyle.buttonSize)
            + Double(max(buttons.count - 1, 0)) * padding
        let margin = style.pixels(OverlayStyle.windowMargin)
        return ScreenRect(x: max(session.state.viewport.width - margin - width, 0), y: margin, width: width,
                          height: style.pixels(OverlayStyle.toolbarHeight))
    }

    /// Each button's square.
    func buttonFrames(in session: ViewerSession) -> [(button: Button, frame: ScreenRect)] {
        let style = OverlayStyle(scale: session.state.viewport.pixelDensity)
        let bar = frame(in: session)
        let padding = style.pixels(OverlayStyle.toolbarPadding)
        let size = style.pixels(OverlayStyle.buttonSize)
        return buttons.enumerated().map { index, button in
            (button, ScreenRect(x: bar.x + padding + Double(index) * (size + padding), y: bar.y + padding, width: size,
                                height: size))
        }
    }

    private func button(at point: ScreenPoint, in session: ViewerSession) -> Button? {
        buttonFrames(in: session).first { $0.frame.contains(point) }?.button
    }

    // MARK: - Input

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        // Layers below (the ink tool) may take the motion the session reveals the toolbar on.
        if (event.type == SDL_MOUSEMOTION.rawValue && session.pointerMoved)
            || event.type == SDL_FINGERDOWN.rawValue, reveal(now: SDL_GetTicks()) {
            session.needsRedraw = true
        }
        guard isVisible else { return false }
        let viewport = session.state.viewport
        switch event.type {
        case SDL_MOUSEMOTION.rawValue:
            guard event.motion.which != ViewerSession.touchMouseID else { return false }
            let point = viewport.outputPoint(fromWindowX: Double(event.motion.x), y: Double(event.motion.y))
            let over = button(at: point, in: session)
            if over != hovered {
                hovered = over
                session.needsRedraw = true
            }
            // A drag (panning, a pen stroke) passes over the toolbar undisturbed.
            guard event.motion.state == 0, frame(in: session).contains(point) else { return false }
            SDL_SetCursor(Cursors.shared.arrow)
            return true
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let point = viewport.outputPoint(fromWindowX: Double(event.button.x), y: Double(event.button.y))
            guard event.button.which != ViewerSession.touchMouseID else { return false }
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return frame(in: session).contains(point) }
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                if let button = button(at: point, in: session) {
                    pressed = (button, .mouse)
                }
            } else if let pressed, pressed.pointer == .mouse {
                self.pressed = nil
                release(pressed.button, at: point, in: session)
                return true
            }
            return frame(in: session).contains(point)
        case SDL_FINGERDOWN.rawValue:
            let point = ScreenPoint(x: Double(event.tfinger.x) * viewport.width, y: Double(event.tfinger.y) * viewport.height)
            guard let button = button(at: point, in: session) else { return false }
            pressed = (button, .finger(event.tfinger.fingerId))
            return true
        case SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            guard let pressed, pressed.pointer == .finger(event.tfinger.fingerId) else { return false }
            if event.type == SDL_FINGERUP.rawValue {
                self.pressed = nil
                let point = ScreenPoint(x: Double(event.tfinger.x) * viewport.width,
                                        y: Double(event.tfinger.y) * viewport.height)
                release(pressed.button, at: point, in: session)
            }
            return true
        default:
            return false
        }
    }

    /// A press on `button` released at `point`: acts when still over it.
    private func release(_ button: Button, at point: ScreenPoint, in session: ViewerSession) {
        guard self.button(at: point, in: session) == button else { return }
        switch button {
        case .settings:
            session.toggleSettingsOverlay(showingFocus: false)
        case .ink:
            session.toggleInkTool()
        }
        session.needsRedraw = true
    }

    // MARK: - Drawing

    func draw(in session: ViewerSession) {
        guard isVisible else { return }
        let painter = session.painter
        let style = painter.style
        painter.panel(frame(in: session), radius: style.pixels(OverlayStyle.panelRadius))
        for (button, frame) in buttonFrames(in: session) {
            let active = isActive(button, in: session)
            if active {
                painter.fillRounded(frame, radius: style.pixels(OverlayStyle.buttonRadius), OverlayStyle.buttonActive)
            } else if hovered == button || pressed?.button == button {
                painter.fillRounded(frame, radius: style.pixels(OverlayStyle.buttonRadius), OverlayStyle.buttonHover)
            }
            painter.shape(icon(of: button), side: style.pixels(OverlayStyle.iconSize), centeredIn: frame,
                          active ? OverlayStyle.accent : OverlayStyle.icon)
        }
    }

    private func icon(of button: Button) -> ShapeMasks.Shape {
        switch button {
        case .settings: return .gear
        case .ink: return .pen
        }
    }

    private func isActive(_ button: Button, in session: ViewerSession) -> Bool {
        switch button {
        case .settings: return session.isSettingsOverlayOpen
        case .ink: return session.inkTool != nil
        }
    }
}
