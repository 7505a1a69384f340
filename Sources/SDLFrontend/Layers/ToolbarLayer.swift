import PDFAppearance
import Viewer

/// A small toolbar at the top right that shows when the pointer moves or
/// the screen is touched and hides after `visibleMilliseconds` without
/// motion (it stays while the pointer rests on it or the settings overlay
/// is open), or at once when the pointer leaves the window. Its gear button opens the settings overlay, its pen turns the
/// ink tool on and off. While hidden it takes no input at all.
final class ToolbarLayer: SessionLayer {
    /// The toolbar's buttons, in order from the left.
    enum Button: Hashable {
        /// Opens and closes the settings overlay.
        case settings
        /// Turns the ink tool on and off.
        case ink
    }

    static let visibleMilliseconds: UInt64 = 3000

    let buttons: [Button]
    /// When the toolbar hides; nil while hidden.
    private(set) var hideTime: UInt64?
    private var hovered: Button?
    private var pressed: (button: Button, pointer: PointerSource)?

    init(buttons: [Button]) {
        self.buttons = buttons
    }

    var isVisible: Bool { hideTime != nil }

    /// Shows the toolbar (again) for `visibleMilliseconds` from `now`;
    /// true when it was hidden.
    @discardableResult
    func reveal(now: UInt64) -> Bool {
        let wasHidden = !isVisible
        hideTime = now + Self.visibleMilliseconds
        return wasHidden
    }

    /// Hides the toolbar because the pointer left the window, unless a
    /// press on it is under way or the settings overlay is open; true
    /// when it was shown.
    func concealAsThePointerLeft(in host: LayerHost) -> Bool {
        hovered = nil
        guard isVisible, pressed == nil, !host.isSettingsOverlayOpen else { return false }
        hideTime = nil
        return true
    }

    var nextWakeUp: UInt64? { hideTime }

    var isBlank: Bool { !isVisible }

    func tick(now: UInt64, in host: LayerHost) {
        guard let hideTime, hideTime <= now else { return }
        if hovered != nil || pressed != nil || host.isSettingsOverlayOpen {
            self.hideTime = now + Self.visibleMilliseconds
        } else {
            self.hideTime = nil
        }
    }

    // MARK: - Geometry

    /// The toolbar in the top right corner of the window.
    func frame(in host: LayerHost) -> ScreenRect {
        let style = OverlayStyle(scale: host.geometry.viewport.pixelDensity)
        let padding = style.pixels(OverlayStyle.toolbarPadding)
        let width = 2 * padding + Double(buttons.count) * style.pixels(OverlayStyle.buttonSize)
            + Double(max(buttons.count - 1, 0)) * padding
        let margin = style.pixels(OverlayStyle.windowMargin)
        return ScreenRect(x: max(host.geometry.viewport.width - margin - width, 0), y: margin, width: width,
                          height: style.pixels(OverlayStyle.toolbarHeight))
    }

    /// Each button's square.
    func buttonFrames(in host: LayerHost) -> [(button: Button, frame: ScreenRect)] {
        let style = OverlayStyle(scale: host.geometry.viewport.pixelDensity)
        let bar = frame(in: host)
        let padding = style.pixels(OverlayStyle.toolbarPadding)
        let size = style.pixels(OverlayStyle.buttonSize)
        return buttons.enumerated().map { index, button in
            (button, ScreenRect(x: bar.x + padding + Double(index) * (size + padding), y: bar.y + padding, width: size,
                                height: size))
        }
    }

    private func button(at point: ScreenPoint, in host: LayerHost) -> Button? {
        buttonFrames(in: host).first { $0.frame.contains(point) }?.button
    }

    // MARK: - Input

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        guard case .pointer(let pointer) = input else { return false }
        // Layers below (the ink tool) may take the motion the session reveals the toolbar on.
        let reveals: Bool
        switch (pointer.event, pointer.source) {
        case (.moved, .mouse): reveals = host.pointerMoved
        case (.pressed, .finger): reveals = true
        default: reveals = false
        }
        if reveals, reveal(now: host.now) {
            host.requestRedraw()
        }
        guard isVisible else { return false }
        let point = pointer.position
        switch (pointer.event, pointer.source) {
        case (.moved, .mouse):
            let over = button(at: point, in: host)
            if over != hovered {
                hovered = over
                host.requestRedraw()
            }
            // A drag (panning, a pen stroke) passes over the toolbar undisturbed.
            guard pointer.heldButtons.isEmpty, frame(in: host).contains(point) else { return false }
            host.showArrowCursor()
            return true
        case (.pressed(.left, _), .mouse):
            if let button = button(at: point, in: host) {
                pressed = (button, .mouse)
            }
            return frame(in: host).contains(point)
        case (.released(.left, _), .mouse):
            if let pressed, pressed.pointer == .mouse {
                self.pressed = nil
                release(pressed.button, at: point, in: host)
                return true
            }
            return frame(in: host).contains(point)
        case (.pressed, .mouse), (.released, .mouse):
            return frame(in: host).contains(point)
        case (.pressed, .finger):
            guard let button = button(at: point, in: host) else { return false }
            pressed = (button, pointer.source)
            return true
        case (.moved, .finger), (.released, .finger):
            guard let pressed, pressed.pointer == pointer.source else { return false }
            if case .released = pointer.event {
                self.pressed = nil
                release(pressed.button, at: point, in: host)
            }
            return true
        case (.wheel, _):
            return false
        }
    }

    /// A press on `button` released at `point`: acts when still over it.
    private func release(_ button: Button, at point: ScreenPoint, in host: LayerHost) {
        guard self.button(at: point, in: host) == button else { return }
        switch button {
        case .settings:
            host.toggleSettingsOverlay(showingFocus: false)
        case .ink:
            host.toggleInkTool(eraser: false)
        }
        host.requestRedraw()
    }

    // MARK: - Drawing

    func draw(in canvas: LayerCanvas) {
        guard isVisible else { return }
        let painter = canvas.painter
        let style = painter.style
        painter.panel(frame(in: canvas), radius: style.pixels(OverlayStyle.panelRadius))
        for (button, frame) in buttonFrames(in: canvas) {
            let active = isActive(button, in: canvas)
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

    private func isActive(_ button: Button, in canvas: LayerCanvas) -> Bool {
        switch button {
        case .settings: return canvas.isSettingsOverlayOpen
        case .ink: return canvas.isInkToolOn
        }
    }
}
