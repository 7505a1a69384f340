import CSDL2
import PDFAppearance
import Viewer

/// The settings overlay (Ctrl+comma or the toolbar's gear): Appearance,
/// Brightness and the layout settings as a popover over the pages. The
/// `SettingsPanel` model decides the rows, focus and changes; this layer
/// draws it and feeds it keys, clicks, slider drags and touches, and applies
/// the changes to the session as they happen.
///
/// Escape, Ctrl+comma again, or a click or tap outside the panel closes it.
/// The focus ring shows once the keyboard is used and hides on a press.
final class SettingsOverlayLayer: SessionLayer {
    private(set) var panel: SettingsPanel
    /// Whether keyboard focus is drawn (after keyboard input).
    private(set) var showsFocus: Bool
    private var sliding: (row: SettingsRowKind, pointer: OverlayPointer)?
    /// Fingers put down outside the panel; lifting one closes it.
    private var fingersOutside: Set<SDL_FingerID> = []

    init(panel: SettingsPanel, showsFocus: Bool) {
        self.panel = panel
        self.showsFocus = showsFocus
    }

    /// Where the panel and its rows are for the session's window now.
    func geometry(in session: ViewerSession) -> SettingsOverlayGeometry {
        let style = OverlayStyle(scale: session.state.viewport.pixelDensity)
        return SettingsOverlayGeometry(rows: panel.rows, viewport: session.state.viewport, style: style) { text, size in
            session.text.width(of: text, size: style.pixels(size))
        }
    }

    // MARK: - Input

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        synchronize(with: session)
        switch event.type {
        case SDL_KEYDOWN.rawValue:
            guard let chord = SDLKeyTranslation.chord(from: event.key.keysym) else { return false }
            let outcome = panel.handle(chord)
            guard outcome != .ignored else { return false }
            showsFocus = true
            carryOut(outcome, in: session)
            return true
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard event.button.which != ViewerSession.touchMouseID else { return true }
            let point = session.state.viewport.outputPoint(fromWindowX: Double(event.button.x), y: Double(event.button.y))
            guard geometry(in: session).frame.contains(point) else {
                session.closeSettingsOverlay()
                return true
            }
            if event.button.button == UInt8(SDL_BUTTON_LEFT) {
                press(at: point, with: .mouse, in: session)
            }
            return true
        case SDL_MOUSEMOTION.rawValue:
            guard event.motion.which != ViewerSession.touchMouseID else { return true }
            let point = session.state.viewport.outputPoint(fromWindowX: Double(event.motion.x), y: Double(event.motion.y))
            if sliding?.pointer == .mouse {
                slide(to: point, in: session)
                return true
            }
            guard geometry(in: session).frame.contains(point) else { return false }
            SDL_SetCursor(Cursors.shared.arrow)
            return true
        case SDL_MOUSEBUTTONUP.rawValue:
            guard event.button.which != ViewerSession.touchMouseID else { return true }
            if sliding?.pointer == .mouse {
                sliding = nil
                return true
            }
            let point = session.state.viewport.outputPoint(fromWindowX: Double(event.button.x), y: Double(event.button.y))
            return geometry(in: session).frame.contains(point)
        case SDL_MOUSEWHEEL.rawValue:
            guard event.wheel.which != ViewerSession.touchMouseID else { return true }
            var x = Int32(0), y = Int32(0)
            SDL_GetMouseState(&x, &y)
            return geometry(in: session).frame.contains(session.state.viewport.outputPoint(fromWindowX: Double(x), y: Double(y)))
        case SDL_FINGERDOWN.rawValue:
            let finger = event.tfinger
            let point = Self.point(of: finger, in: session)
            if geometry(in: session).frame.contains(point) {
                press(at: point, with: .finger(finger.fingerId), in: session)
            } else {
                fingersOutside.insert(finger.fingerId)
            }
            return true
        case SDL_FINGERMOTION.rawValue:
            let finger = event.tfinger
            if sliding?.pointer == .finger(finger.fingerId) {
                slide(to: Self.point(of: finger, in: session), in: session)
                return true
            }
            return !fingersOutside.contains(finger.fingerId)
        case SDL_FINGERUP.rawValue:
            let finger = event.tfinger
            if sliding?.pointer == .finger(finger.fingerId) {
                sliding = nil
            }
            if fingersOutside.remove(finger.fingerId) != nil {
                session.closeSettingsOverlay()
            }
            return true
        default:
            return false
        }
    }

    /// A touch position (0…1 across the window) in output pixels.
    private static func point(of finger: SDL_TouchFingerEvent, in session: ViewerSession) -> ScreenPoint {
        let viewport = session.state.viewport
        return ScreenPoint(x: Double(finger.x) * viewport.width, y: Double(finger.y) * viewport.height)
    }

    private func press(at point: ScreenPoint, with pointer: OverlayPointer, in session: ViewerSession) {
        showsFocus = false
        guard let target = geometry(in: session).target(at: point) else { return }
        if case .slider(let row, _) = target {
            sliding = (row, pointer)
        }
        carryOut(panel.press(target), in: session)
    }

    private func slide(to point: ScreenPoint, in session: ViewerSession) {
        guard let sliding, let target = geometry(in: session).layout.sliderTarget(sliding.row, at: point) else { return }
        carryOut(panel.press(target), in: session)
    }

    private func carryOut(_ outcome: SettingsPanelOutcome, in session: ViewerSession) {
        switch outcome {
        case .ignored, .redraw:
            break
        case .apply(let change):
            session.apply(change)
        case .close:
            session.closeSettingsOverlay()
        }
        session.needsRedraw = true
    }

    /// Shows changes made outside the overlay (Ctrl+R, a key the overlay
    /// passed on).
    private func synchronize(with session: ViewerSession) {
        let values = session.settingsValues
        if values != panel.values {
            panel.update(values)
        }
    }

    // MARK: - Drawing

    func draw(in session: ViewerSession) {
        synchronize(with: session)
        let painter = session.painter
        let style = painter.style
        let geometry = geometry(in: session)
        painter.panel(geometry.frame, radius: style.pixels(OverlayStyle.panelRadius))
        painter.text(SettingsOverlayGeometry.title, size: OverlayStyle.titleSize, OverlayStyle.secondaryText,
                     in: geometry.titleFrame)
        let hairline = style.hairline
        painter.fill(ScreenRect(x: geometry.frame.x + hairline, y: geometry.titleFrame.maxY - hairline,
                                width: geometry.frame.width - 2 * hairline, height: hairline), OverlayStyle.separator)
        for (index, row) in geometry.layout.rows.enumerated() {
            painter.text(row.title, size: OverlayStyle.labelSize, OverlayStyle.primaryText,
                         in: geometry.layout.labelFrame(ofRow: index))
            let focused = showsFocus && panel.focus?.row == row.kind ? panel.focus?.choice : nil
            switch row.control {
            case .segments(let choices):
                drawSegments(choices, frames: geometry.segmentFrames(ofRow: index),
                             control: geometry.layout.controlFrame(ofRow: index), focused: focused, painter: painter)
            case .slider(let value, _):
                drawSlider(value: value, control: geometry.layout.controlFrame(ofRow: index), focused: focused != nil,
                           painter: painter)
            case .notAvailable:
                painter.text(SettingsOverlayGeometry.notAvailable, size: OverlayStyle.labelSize, OverlayStyle.secondaryText,
                             in: geometry.layout.controlFrame(ofRow: index))
            }
        }
    }

    /// A segmented control: a trough with the selected segment as an
    /// accent pill, hairline dividers between unselected segments, and the
    /// focus ring around the focused segment.
    private func drawSegments(_ choices: [SettingsChoice], frames: [ScreenRect], control: ScreenRect, focused: Int?,
                              painter: OverlayPainter) {
        let style = painter.style
        painter.fillRounded(control, radius: style.pixels(OverlayStyle.controlRadius), OverlayStyle.track)
        let pillInset = style.pixels(OverlayStyle.pillInset)
        let pillRadius = style.pixels(OverlayStyle.pillRadius)
        if let focused, frames.indices.contains(focused) {
            let ring = style.pixels(OverlayStyle.focusRingWidth)
            let outer = frames[focused].insetBy(pillInset - ring - style.hairline)
            painter.strokeRounded(outer, radius: pillRadius + ring + style.hairline, width: ring, OverlayStyle.focusRing,
                                  inside: OverlayStyle.track)
        }
        for (index, choice) in choices.enumerated() where frames.indices.contains(index) {
            let color: Color
            if choice.isSelected {
                painter.fillRounded(frames[index].insetBy(pillInset), radius: pillRadius, OverlayStyle.accent)
                color = OverlayStyle.onAccent
            } else {
                color = choice.isAvailable ? OverlayStyle.primaryText : OverlayStyle.disabledText
            }
            painter.text(choice.title, size: OverlayStyle.segmentTextSize, color, in: frames[index], centered: true)
        }
        let dividerInset = style.pixels(11)
        for index in frames.indices.dropLast() {
            let neighbours = [index, index + 1]
            guard !neighbours.contains(where: { choices[$0].isSelected || $0 == focused }) else { continue }
            painter.fill(ScreenRect(x: frames[index].maxX - (style.hairline / 2).rounded(.down), y: control.y + dividerInset,
                                    width: style.hairline, height: control.height - 2 * dividerInset),
                         OverlayStyle.segmentDivider)
        }
    }

    /// The brightness slider: a thin trough filled with the accent up to
    /// the knob, the knob with a hairline edge and, when focused, a ring.
    private func drawSlider(value: Double, control: ScreenRect, focused: Bool, painter: OverlayPainter) {
        let style = painter.style
        let troughHeight = style.pixels(OverlayStyle.sliderTroughHeight)
        let centerY = (control.y + control.height / 2).rounded()
        let trough = ScreenRect(x: control.x, y: centerY - troughHeight / 2, width: control.width, height: troughHeight)
        painter.fillRounded(trough, radius: troughHeight / 2, OverlayStyle.sliderTrough)
        let knobX = (control.x + value * control.width).rounded()
        var filled = trough
        filled.width = knobX - trough.x
        painter.fillRounded(filled, radius: troughHeight / 2, OverlayStyle.accent)
        let knob = style.pixels(OverlayStyle.knobDiameter)
        func disc(_ side: Double, _ color: Color, dropping drop: Double = 0) {
            painter.shape(.disc, side: side, centeredIn: ScreenRect(x: knobX - side / 2, y: centerY - side / 2 + drop,
                                                                     width: side, height: side), color)
        }
        if focused {
            let ring = style.pixels(OverlayStyle.focusRingWidth)
            disc(knob + 2 * (ring + style.hairline), OverlayStyle.focusRing)
            disc(knob + 2 * style.hairline, OverlayStyle.panelBackground)
        }
        disc(knob, OverlayStyle.knobShadow, dropping: style.hairline)
        disc(knob, OverlayStyle.knobBorder)
        disc(knob - 2 * style.hairline, OverlayStyle.knob)
    }
}
