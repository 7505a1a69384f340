import CSDL2
import Foundation
import PDFAppearance

/// Asks for the password of an encrypted document inside the window.
///
/// Typed characters are shown as bullets; Enter tries the password, Escape
/// gives up and closes the window. A wrong password says so and asks again.
final class PasswordPromptLayer: SessionLayer {
    private var typed = ""
    private var rejected: Bool
    private let fileName: String

    /// - Parameter rejected: whether a password given on the command line already failed.
    init(fileName: String, rejected: Bool) {
        self.fileName = fileName
        self.rejected = rejected
        SDL_StartTextInput()
    }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        switch event.type {
        case SDL_TEXTINPUT.rawValue:
            var text = event.text.text
            typed += withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return true
        case SDL_KEYDOWN.rawValue:
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
                if session.unlock(with: typed) {
                    SDL_StopTextInput()
                } else {
                    rejected = true
                    typed = ""
                }
            case Int(SDLK_BACKSPACE.rawValue):
                if !typed.isEmpty { typed.removeLast() }
            case Int(SDLK_ESCAPE.rawValue):
                session.running = false
            default:
                break
            }
            return true
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEWHEEL.rawValue, SDL_KEYUP.rawValue:
            return true
        default:
            return false
        }
    }

    func draw(in session: ViewerSession) {
        let scale = session.state.viewport.pixelDensity
        let viewport = session.state.viewport
        let size = 16 * scale
        let lines: [(String, Color)] = [
            ("“\(fileName)” is protected by a password.", Color(red: 0.1, green: 0.1, blue: 0.1)),
            ("Password: " + String(repeating: "•", count: typed.count) + "|", Color(red: 0.1, green: 0.1, blue: 0.1)),
            (rejected ? "That password does not open it. Try again." : "Type it and press Enter.",
             rejected ? Color(red: 0.75, green: 0.1, blue: 0.1) : Color(red: 0.4, green: 0.4, blue: 0.4)),
            ("Escape closes the window.", Color(red: 0.4, green: 0.4, blue: 0.4)),
        ]
        let lineHeight = size * 1.8
        let width = max(420 * scale, (lines.map { session.text.width(of: $0.0, size: size) }.max() ?? 0) + 48 * scale)
        let height = lineHeight * Double(lines.count) + 32 * scale
        let panel = (x: (viewport.width - width) / 2, y: (viewport.height - height) / 2)
        session.fill(x: panel.x, y: panel.y, width: width, height: height, color: Color(red: 0.97, green: 0.97, blue: 0.97))
        for (index, line) in lines.enumerated() {
            session.text.draw(line.0, size: size, color: session.appearance.displayColor(for: line.1),
                              x: panel.x + 24 * scale, y: panel.y + 16 * scale + lineHeight * Double(index) + (lineHeight - size) / 2)
        }
    }
}
