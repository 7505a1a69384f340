import CSDL2
import PDFAppearance
import Viewer

/// A short message at the top of the window ("Saved", "Cannot save: …")
/// that fades out on its own after a few seconds.
final class MessageLayer: SessionLayer {
    /// The message on screen, nil when none.
    private(set) var text: String?
    private var isError = false
    private var hidesAt: UInt32 = 0

    /// Shows `text` for 3 seconds, an error for 6.
    func show(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
        hidesAt = SDL_GetTicks() &+ (isError ? 6000 : 3000)
    }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool { false }

    var nextWakeUp: UInt32? { text == nil ? nil : hidesAt }

    var isBlank: Bool { text == nil }

    func tick(now: UInt32, in session: ViewerSession) {
        if Int32(bitPattern: hidesAt &- now) <= 0 { text = nil }
    }

    func draw(in session: ViewerSession) {
        guard let text else { return }
        let painter = session.painter
        let style = painter.style
        let padding = style.pixels(16)
        let available = session.state.viewport.width - 4 * padding
        let line = ViewerSession.truncated(text, toWidth: available) { painter.width(of: $0, size: OverlayStyle.labelSize) }
        let width = (painter.width(of: line, size: OverlayStyle.labelSize) + 2 * padding).rounded(.up)
        let height = style.pixels(38)
        let frame = ScreenRect(x: ((session.state.viewport.width - width) / 2).rounded(), y: style.pixels(OverlayStyle.windowMargin),
                               width: width, height: height)
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        painter.text(line, size: OverlayStyle.labelSize, isError ? Self.errorText : OverlayStyle.primaryText,
                     in: frame.insetBy(padding), centered: true)
    }

    /// Errors in a clear red that stays readable in every mode.
    static let errorText = Color(red: 0.75, green: 0.1, blue: 0.08)
}
