import CSDL2
import PDFAppearance

/// A short message at the top of the window ("Saved", "Cannot save: …")
/// that fades out on its own after a few seconds.
final class MessageLayer: SessionLayer {
    private var text: String?
    private var isError = false
    private var hidesAt: UInt32 = 0

    /// Shows `text` for 3 seconds, an error for 6.
    func show(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
        hidesAt = SDL_GetTicks() &+ (isError ? 6000 : 3000)
    }

    /// The message on screen now, if any.
    var visibleText: String? { text }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool { false }

    var nextWakeUp: UInt32? { text == nil ? nil : hidesAt }

    func tick(now: UInt32, in session: ViewerSession) {
        if Int32(bitPattern: hidesAt &- now) <= 0 { text = nil }
    }

    func draw(in session: ViewerSession) {
        guard let text else { return }
        let scale = session.state.viewport.pixelDensity
        let size = 15 * scale
        let padding = 14 * scale
        let available = session.state.viewport.width - 4 * padding
        let line = ViewerSession.truncated(text, toWidth: available) { session.text.width(of: $0, size: size) }
        let width = session.text.width(of: line, size: size) + 2 * padding
        let height = size * 2.2
        let x = (session.state.viewport.width - width) / 2
        let y = 24 * scale
        let border = isError ? Color(red: 0.8, green: 0.2, blue: 0.15) : Color(red: 0.7, green: 0.7, blue: 0.72)
        session.fill(x: x - scale, y: y - scale, width: width + 2 * scale, height: height + 2 * scale, color: border)
        session.fill(x: x, y: y, width: width, height: height,
                     color: isError ? Color(red: 1, green: 0.94, blue: 0.93) : Color(red: 0.98, green: 0.98, blue: 0.98))
        let ink = isError ? Color(red: 0.6, green: 0.08, blue: 0.05) : Color(red: 0.12, green: 0.12, blue: 0.14)
        session.text.draw(line, size: size, color: session.appearance.displayColor(for: ink),
                          x: x + padding, y: y + (height - size * 1.2) / 2)
    }
}
