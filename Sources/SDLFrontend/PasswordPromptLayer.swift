import CSDL2
import Foundation
import PDFAppearance
import Viewer

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
        let painter = session.painter
        let style = painter.style
        let viewport = session.state.viewport
        let padding = style.pixels(22), lineHeight = style.pixels(24), fieldHeight = style.pixels(34)
        let title = "“\(fileName)” is protected by a password."
        let hint = rejected ? "That password does not open it. Try again." : "Type it and press Enter; Escape closes the window."
        let width = min(viewport.width - 2 * padding,
                        max(style.pixels(420), max(painter.width(of: title, size: OverlayStyle.labelSize + 2),
                                                   painter.width(of: hint, size: OverlayStyle.labelSize)) + 2 * padding)).rounded(.up)
        let height = 2 * padding + 2 * lineHeight + fieldHeight + style.pixels(12)
        let frame = ScreenRect(x: ((viewport.width - width) / 2).rounded(), y: ((viewport.height - height) / 2).rounded(),
                               width: width, height: height)
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        let inner = width - 2 * padding
        painter.text(title, size: OverlayStyle.labelSize + 2, OverlayStyle.primaryText,
                     in: ScreenRect(x: frame.x + padding, y: frame.y + padding, width: inner, height: lineHeight))
        let field = ScreenRect(x: frame.x + padding, y: frame.y + padding + lineHeight + style.pixels(6), width: inner,
                               height: fieldHeight)
        painter.strokeRounded(field, radius: style.pixels(OverlayStyle.controlRadius), width: style.hairline,
                              OverlayStyle.focusRing, inside: OverlayStyle.panelBackground)
        painter.text(String(repeating: "•", count: typed.count) + "|", size: OverlayStyle.labelSize, OverlayStyle.primaryText,
                     in: field.insetBy(style.pixels(10)))
        painter.text(hint, size: OverlayStyle.labelSize, rejected ? MessageLayer.errorText : OverlayStyle.secondaryText,
                     in: ScreenRect(x: frame.x + padding, y: field.maxY + style.pixels(6), width: inner, height: lineHeight))
    }
}
