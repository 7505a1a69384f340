import CSDL2
import Viewer

/// A question with a few answers, over the pages, that takes all input
/// until answered: with the answer's key, Left/Right/Tab and Enter, or a
/// click. Escape picks the answer marked as cancelling.
final class ChoicePromptLayer: SessionLayer {
    /// One answer: its button label, the key that picks it, what it does.
    struct Choice {
        let title: String
        let key: SDL_KeyCode
        let isCancel: Bool
        let action: (ViewerSession) -> Void
    }

    private let question: String
    private let fileName: String?
    private let detail: String
    private let choices: [Choice]
    private var focus: Int
    private var buttonFrames: [ScreenRect] = []

    /// - Parameters:
    ///   - fileName: the file name `question` shows, shortened in the middle when long.
    ///   - focus: the answer Enter picks until the focus moves.
    init(question: String, fileName: String? = nil, detail: String, choices: [Choice], focus: Int = 0) {
        self.question = question
        self.fileName = fileName
        self.detail = detail
        self.choices = choices
        self.focus = focus
    }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        switch event.type {
        case SDL_KEYDOWN.rawValue:
            let sym = event.key.keysym.sym
            if sym == SDL_Keycode(SDLK_ESCAPE.rawValue), let cancel = choices.firstIndex(where: \.isCancel) {
                answer(cancel, in: session)
            } else if let index = choices.firstIndex(where: { SDL_Keycode($0.key.rawValue) == sym }) {
                answer(index, in: session)
            } else if sym == SDL_Keycode(SDLK_RETURN.rawValue) || sym == SDL_Keycode(SDLK_KP_ENTER.rawValue)
                        || sym == SDL_Keycode(SDLK_SPACE.rawValue) {
                answer(focus, in: session)
            } else if sym == SDL_Keycode(SDLK_LEFT.rawValue) {
                focus = (focus + choices.count - 1) % choices.count
            } else if sym == SDL_Keycode(SDLK_RIGHT.rawValue) || sym == SDL_Keycode(SDLK_TAB.rawValue) {
                focus = (focus + 1) % choices.count
            }
            return true
        case SDL_MOUSEBUTTONUP.rawValue:
            let point = session.state.viewport.outputPoint(fromWindowX: Double(event.button.x), y: Double(event.button.y))
            if let index = buttonFrames.firstIndex(where: { $0.contains(point) }) {
                answer(index, in: session)
            }
            return true
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEWHEEL.rawValue, SDL_KEYUP.rawValue, SDL_TEXTINPUT.rawValue,
             SDL_FINGERDOWN.rawValue, SDL_FINGERUP.rawValue, SDL_FINGERMOTION.rawValue:
            return true
        default:
            return false
        }
    }

    private func answer(_ index: Int, in session: ViewerSession) {
        session.layers.removeAll { $0 === self }
        choices[index].action(session)
        session.needsRedraw = true
    }

    func draw(in session: ViewerSession) {
        buttonFrames = PromptPanel(question: question, fileName: fileName, detail: detail, buttons: choices.map(\.title),
                                   focus: focus).draw(with: session.painter, viewport: session.state.viewport.bounds)
    }
}
