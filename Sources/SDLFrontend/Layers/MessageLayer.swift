import PDFAppearance
import Viewer

/// A short message at the top of the window ("Saved", "Cannot save: …")
/// that disappears on its own after a few seconds.
///
/// A new message asks for a frame at once (its wake-up is already due),
/// and its time starts when that frame is drawn, on the host's clock; the
/// end of its time is the next wake-up, whose frame removes it.
final class MessageLayer: SessionLayer {
    /// The message on screen, nil when none.
    private(set) var text: String?
    private var fileName: String?
    private var isError = false
    /// When a posted message was first drawn and so when it hides; nil until then.
    private var hidesAt: UInt64?

    /// Milliseconds a message stays: 3 seconds, an error 6.
    static func duration(isError: Bool) -> UInt64 { isError ? 6000 : 3000 }

    /// Shows `text` for `duration(isError:)`; `fileName`, when the text
    /// contains it, is shortened in the middle rather than cut off.
    func show(_ text: String, naming fileName: String? = nil, isError: Bool = false) {
        self.text = text
        self.fileName = fileName
        self.isError = isError
        hidesAt = nil
    }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool { false }

    /// Until the message is drawn, a wake-up already due (the start of the clock).
    var nextWakeUp: UInt64? { text == nil ? nil : hidesAt ?? 0 }

    var isBlank: Bool { text == nil }

    func tick(now: UInt64, in host: LayerHost) {
        if let hidesAt, hidesAt <= now {
            text = nil
            self.hidesAt = nil
        }
    }

    func draw(in canvas: LayerCanvas) {
        guard let text else { return }
        if hidesAt == nil {
            hidesAt = canvas.now + Self.duration(isError: isError)
        }
        let painter = canvas.painter
        let style = painter.style
        let padding = style.pixels(16), lineHeight = style.pixels(21)
        let viewport = canvas.geometry.viewport
        let available = min(viewport.width - 4 * padding, style.pixels(640))
        let measure = { painter.width(of: $0, size: OverlayStyle.labelSize) }
        let lines = TextFitting.lines(text, toWidth: available, keepingWhole: fileName, measure: measure)
        let width = ((lines.map(measure).max() ?? 0) + 2 * padding).rounded(.up)
        let height = style.pixels(38) + lineHeight * Double(max(lines.count - 1, 0))
        let frame = ScreenRect(x: ((viewport.width - width) / 2).rounded(), y: style.pixels(OverlayStyle.windowMargin),
                               width: width, height: height)
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        let first = frame.y + (style.pixels(38) - lineHeight) / 2
        for (index, line) in lines.enumerated() {
            painter.text(line, size: OverlayStyle.labelSize, isError ? Self.errorText : OverlayStyle.primaryText,
                         in: ScreenRect(x: frame.x + padding, y: first + lineHeight * Double(index), width: width - 2 * padding,
                                        height: lineHeight), centered: true)
        }
    }

    /// Errors in a clear red that stays readable in every mode.
    static let errorText = Color(red: 0.75, green: 0.1, blue: 0.08)
}
