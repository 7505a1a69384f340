import CSDL2
import PDFAppearance

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
    private let detail: String
    private let choices: [Choice]
    private var focus: Int
    private var buttonFrames: [(x: Double, y: Double, width: Double, height: Double)] = []

    init(question: String, detail: String, choices: [Choice]) {
        self.question = question
        self.detail = detail
        self.choices = choices
        focus = 0
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
            if let index = buttonFrames.firstIndex(where: { point.x >= $0.x && point.x < $0.x + $0.width
                                                            && point.y >= $0.y && point.y < $0.y + $0.height }) {
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
        let scale = session.state.viewport.pixelDensity
        let viewport = session.state.viewport
        let size = 16 * scale, small = 14 * scale, padding = 24 * scale
        let buttonHeight = 34 * scale, gap = 10 * scale
        let buttonWidths = choices.map { session.text.width(of: $0.title, size: small) + 32 * scale }
        let textWidth = max(session.text.width(of: question, size: size), session.text.width(of: detail, size: small))
        let width = min(viewport.width - 2 * padding,
                        max(textWidth, buttonWidths.reduce(0, +) + gap * Double(choices.count - 1)) + 2 * padding)
        let height = padding * 2 + size * 1.6 + small * 1.6 + 16 * scale + buttonHeight
        let x = (viewport.width - width) / 2, y = (viewport.height - height) / 2
        let dark = Color(red: 0.1, green: 0.1, blue: 0.12)
        let accent = Color(red: 0.12, green: 0.44, blue: 0.92)
        session.fill(x: x - scale, y: y - scale, width: width + 2 * scale, height: height + 2 * scale,
                     color: Color(red: 0.65, green: 0.65, blue: 0.68))
        session.fill(x: x, y: y, width: width, height: height, color: Color(red: 0.98, green: 0.98, blue: 0.98))
        session.text.draw(question, size: size, color: session.appearance.displayColor(for: dark), x: x + padding, y: y + padding)
        session.text.draw(detail, size: small, color: session.appearance.displayColor(for: Color(red: 0.35, green: 0.35, blue: 0.38)),
                          x: x + padding, y: y + padding + size * 1.6)
        var buttonX = x + width - padding - (buttonWidths.reduce(0, +) + gap * Double(choices.count - 1))
        let buttonY = y + height - padding - buttonHeight
        buttonFrames = []
        for (index, choice) in choices.enumerated() {
            let frame = (x: buttonX, y: buttonY, width: buttonWidths[index], height: buttonHeight)
            buttonFrames.append(frame)
            let focused = index == focus
            session.fill(x: frame.x - scale, y: frame.y - scale, width: frame.width + 2 * scale, height: frame.height + 2 * scale,
                         color: focused ? accent : Color(red: 0.7, green: 0.7, blue: 0.72))
            session.fill(x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                         color: focused ? accent : Color(red: 0.95, green: 0.95, blue: 0.96))
            let label = focused ? Color(red: 1, green: 1, blue: 1) : dark
            let labelWidth = session.text.width(of: choice.title, size: small)
            session.text.draw(choice.title, size: small, color: session.appearance.displayColor(for: label),
                              x: frame.x + (frame.width - labelWidth) / 2, y: frame.y + (frame.height - small * 1.2) / 2)
            buttonX += frame.width + gap
        }
    }
}
