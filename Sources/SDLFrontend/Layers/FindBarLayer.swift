import Viewer

/// The find bar along the bottom of the window (`/`, Ctrl+F): a field for
/// the query and the find's status (`3 of 57`, `searching… page 120 of
/// 352`, `not found`) beside it. Typed text (`InputEvent.text`, so any
/// layout and composed characters) and Backspace change the query, which
/// the host searches at once; Enter and F3 go to the next hit, with Shift
/// to the previous one; Escape closes the bar, leaving the view at the
/// current hit. Keys that type nothing (arrows, Page Down, Ctrl+R) and the
/// pointer reach the viewer, so the pages can be moved with the bar open.
final class FindBarLayer: SessionLayer {
    private var typed = ""
    /// Whether the last key pressed held Control or Super: the text SDL
    /// may send after it (X11 does for Ctrl++) belongs to a command, not the query.
    private var commandKeyHeld = false

    /// The bar's height in points, less the window margin below it.
    static let height = 40.0

    /// The text in the field.
    var text: String { typed }

    /// Output pixels at the bottom of the window the bar covers (with its margin).
    static func coveredHeight(pixelDensity: Double) -> Double {
        let style = OverlayStyle(scale: pixelDensity)
        return style.pixels(height) + 2 * style.pixels(OverlayStyle.windowMargin)
    }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .text(let text):
            guard !commandKeyHeld else { return true }
            typed += text
            host.findTextChanged(typed)
        case .keyDown(let chord?, _):
            commandKeyHeld = !chord.modifiers.isDisjoint(with: [.control, .gui])
            let shift = chord.modifiers.contains(.shift)
            switch chord.key {
            case .enter, .function(3):
                host.stepFind(forward: !shift)
            case .backspace:
                guard !typed.isEmpty else { break }
                typed.removeLast()
                host.findTextChanged(typed)
            case .escape:
                host.stopTextInput()
                host.remove(self)
            case .character, .space:
                // Typed as text; the key itself is no command while the bar has the keyboard.
                guard chord.modifiers.isDisjoint(with: [.control, .alt, .gui]) else { return false }
            default:
                return false
            }
        case .keyDown(nil, _), .keyUp, .pointer, .window, .quit:
            return false
        }
        host.requestRedraw()
        return true
    }

    func draw(in canvas: LayerCanvas) {
        let painter = canvas.painter
        let style = painter.style
        let viewport = canvas.geometry.viewport.bounds
        let margin = style.pixels(OverlayStyle.windowMargin), padding = style.pixels(10)
        let width = min(viewport.width - 2 * margin, style.pixels(720))
        let frame = ScreenRect(x: viewport.x + ((viewport.width - width) / 2).rounded(),
                               y: viewport.maxY - margin - style.pixels(Self.height), width: width,
                               height: style.pixels(Self.height))
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        let size = OverlayStyle.labelSize
        let status = canvas.findStatus ?? "type to find · Enter next, Shift+Enter previous · Escape closes"
        let statusWidth = min(painter.width(of: status, size: size).rounded(.up), (frame.width - 2 * padding) / 2)
        let inner = frame.insetBy(style.pixels(6))
        let field = ScreenRect(x: inner.x, y: inner.y, width: inner.width - statusWidth - 2 * padding, height: inner.height)
        painter.strokeRounded(field, radius: style.pixels(OverlayStyle.controlRadius), width: style.hairline,
                              OverlayStyle.focusRing, inside: OverlayStyle.panelBackground)
        let textBox = field.insetBy(style.pixels(8))
        let shown = TextFitting.keepingEnd("Find: " + typed + "|", toWidth: textBox.width) { painter.width(of: $0, size: size) }
        painter.text(shown, size: size, OverlayStyle.primaryText, in: textBox)
        let statusBox = ScreenRect(x: field.maxX + padding, y: inner.y, width: statusWidth, height: inner.height)
        let fitted = TextFitting.keepingEnd(status, toWidth: statusWidth) { painter.width(of: $0, size: size) }
        painter.text(fitted, size: size, OverlayStyle.secondaryText, in: statusBox)
    }
}
