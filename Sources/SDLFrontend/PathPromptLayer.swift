import CSDL2
import Foundation
import Viewer

/// Asks for a file to write, in a text field that starts with a suggested
/// path: typed text (SDL text input) goes at its end, Backspace takes the
/// last character back, Enter answers, Escape cancels. An answer the
/// session refuses (the file exists, the folder cannot be written) is said
/// below the field, which keeps the text to be corrected.
final class PathPromptLayer: SessionLayer {
    private let question: String
    private let hint: String
    private var typed: String
    private var refusal: String?
    /// Tries the path typed; returns why it was refused, or nil when done.
    private let answer: (ViewerSession, String) -> String?
    private let cancel: (ViewerSession) -> Void

    init(question: String, suggestion: String, hint: String, answer: @escaping (ViewerSession, String) -> String?,
         cancel: @escaping (ViewerSession) -> Void) {
        self.question = question
        self.hint = hint
        typed = suggestion
        self.answer = answer
        self.cancel = cancel
        SDL_StartTextInput()
        // The text of the key that opened the prompt ("a" for Save As) is
        // still queued behind its key press: it is not typed into the field.
        SDL_FlushEvent(SDL_TEXTINPUT.rawValue)
    }

    /// The text in the field, for tests.
    var text: String { typed }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        switch event.type {
        case SDL_TEXTINPUT.rawValue:
            var text = event.text.text
            typed += withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            refusal = nil
        case SDL_KEYDOWN.rawValue:
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
                refusal = answer(session, typed)
                if refusal == nil { close(in: session) }
            case Int(SDLK_BACKSPACE.rawValue):
                if !typed.isEmpty { typed.removeLast() }
                refusal = nil
            case Int(SDLK_ESCAPE.rawValue):
                close(in: session)
                cancel(session)
            default:
                break
            }
        case SDL_KEYUP.rawValue, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_MOUSEWHEEL.rawValue,
             SDL_FINGERDOWN.rawValue, SDL_FINGERUP.rawValue, SDL_FINGERMOTION.rawValue:
            break
        default:
            return false
        }
        return true
    }

    private func close(in session: ViewerSession) {
        SDL_StopTextInput()
        session.layers.removeAll { $0 === self }
        session.needsRedraw = true
    }

    func draw(in session: ViewerSession) {
        PromptPanel(question: question, field: typed, detail: refusal ?? hint, detailIsError: refusal != nil)
            .draw(with: session.painter, viewport: session.state.viewport.bounds)
    }
}
