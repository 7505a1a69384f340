import CSDL2
import Foundation
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
        let hint = rejected ? "That password does not open it. Try again." : "Type it and press Enter; Escape closes the window."
        PromptPanel(question: "“\(fileName)” is protected by a password.", fileName: fileName,
                    field: String(repeating: "•", count: typed.count), detail: hint, detailIsError: rejected)
            .draw(with: session.painter, viewport: session.state.viewport.bounds)
    }
}
