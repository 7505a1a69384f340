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
    private var sliding: (row: SettingsRowKind, pointer: PointerSource)?
    /// Fingers put down outside the panel; lifting one closes it.
    private var fingersOutside: Set<Int64> = []

    init(panel: SettingsPanel, showsFocus: Bool) {
        self.panel = panel
        self.showsFocus = showsFocus
    }

    /// Where the panel and its rows are for the host's window now.
    func geometry(in host: LayerHost) -> SettingsOverlayGeometry {
        let style = OverlayStyle(scale: host.geometry.viewport.pixelDensity)
        return SettingsOverlayGeometry(rows: panel.rows, viewport: host.geometry.viewport, style: style) { text, size in
            host.textWidth(of: text, pixels: style.pixels(size))
        }
    }

    // MARK: - Input

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        synchronize(with: host)
        switch input {
        case .keyDown(let chord?, _):
            let outcome = panel.handle(chord)
            guard outcome != .ignored else { return false }
            showsFocus = true
            carryOut(outcome, in: host)
            return true
        case .pointer(let pointer):
            return handle(pointer, in: host)
        default:
            return false
        }
    }

    private func handle(_ pointer: PointerInput, in host: LayerHost) -> Bool {
        let point = pointer.position
        switch (pointer.event, pointer.source) {
        case (.pressed(let button, _), .mouse):
            guard geometry(in: host).frame.contains(point) else {
                host.closeSettingsOverlay()
                return true
            }
            if button == .left {
                press(at: point, with: .mouse, in: host)
            }
            return true
        case (.moved, .mouse):
            if sliding?.pointer == .mouse {
                slide(to: point, in: host)
                return true
            }
            guard geometry(in: host).frame.contains(point) else { return false }
            host.showArrowCursor()
            return true
        case (.released, .mouse):
            if sliding?.pointer == .mouse {
                sliding = nil
                return true
            }
            return geometry(in: host).frame.contains(point)
        case (.wheel, _):
            return geometry(in: host).frame.contains(point)
        case (.pressed, .finger(let finger)):
            if geometry(in: host).frame.contains(point) {
                press(at: point, with: pointer.source, in: host)
            } else {
                fingersOutside.insert(finger)
            }
            return true
        case (.moved, .finger(let finger)):
            if sliding?.pointer == pointer.source {
                slide(to: point, in: host)
                return true
            }
            return !fingersOutside.contains(finger)
        case (.released, .finger(let finger)):
            if sliding?.pointer == pointer.source {
                sliding = nil
            }
            if fingersOutside.remove(finger) != nil {
                host.closeSettingsOverlay()
            }
            return true
        }
    }

    private func press(at point: ScreenPoint, with pointer: PointerSource, in host: LayerHost) {
        showsFocus = false
        guard let target = geometry(in: host).target(at: point) else { return }
        if case .slider(let row, _) = target {
            sliding = (row, pointer)
        }
        carryOut(panel.press(target), in: host)
    }

    private func slide(to point: ScreenPoint, in host: LayerHost) {
        guard let sliding, let target = geometry(in: host).layout.sliderTarget(sliding.row, at: point) else { return }
        carryOut(panel.press(target), in: host)
    }

    private func carryOut(_ outcome: SettingsPanelOutcome, in host: LayerHost) {
        switch outcome {
        case .ignored, .redraw:
            break
        case .apply(let change):
            host.apply(change)
        case .close:
            host.closeSettingsOverlay()
        }
        host.requestRedraw()
    }

    /// Shows changes made outside the overlay (Ctrl+R, a key the overlay
    /// passed on).
    private func synchronize(with host: LayerHost) {
        let values = host.settingsValues
        if values != panel.values {
            panel.update(values)
        }
    }

    // MARK: - Drawing

    func draw(in canvas: LayerCanvas) {
        synchronize(with: canvas)
        let painter = canvas.painter
        let style = painter.style
        let geometry = geometry(in: canvas)
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
