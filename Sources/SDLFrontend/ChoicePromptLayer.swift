import CSDL2
import PDFAppearance
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
        let painter = session.painter
        let style = painter.style
        let viewport = session.state.viewport
        let padding = style.pixels(22), gap = style.pixels(10), buttonHeight = style.pixels(32)
        let buttonWidths = choices.map { (painter.width(of: $0.title, size: OverlayStyle.segmentTextSize) + style.pixels(28)).rounded(.up) }
        let buttonsWidth = buttonWidths.reduce(0, +) + gap * Double(choices.count - 1)
        let textWidth = max(painter.width(of: question, size: OverlayStyle.labelSize + 2),
                            painter.width(of: detail, size: OverlayStyle.labelSize))
        let width = min(viewport.width - 2 * padding, max(textWidth, buttonsWidth) + 2 * padding).rounded(.up)
        let lineHeight = style.pixels(24)
        let height = padding * 2 + lineHeight * 2 + style.pixels(14) + buttonHeight
        let frame = ScreenRect(x: ((viewport.width - width) / 2).rounded(), y: ((viewport.height - height) / 2).rounded(),
                               width: width, height: height)
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        painter.text(question, size: OverlayStyle.labelSize + 2, OverlayStyle.primaryText,
                     in: ScreenRect(x: frame.x + padding, y: frame.y + padding, width: width - 2 * padding, height: lineHeight))
        painter.text(detail, size: OverlayStyle.labelSize, OverlayStyle.secondaryText,
                     in: ScreenRect(x: frame.x + padding, y: frame.y + padding + lineHeight, width: width - 2 * padding,
                                    height: lineHeight))
        var x = frame.maxX - padding - buttonsWidth
        let y = frame.maxY - padding - buttonHeight
        buttonFrames = []
        for (index, choice) in choices.enumerated() {
            let button = ScreenRect(x: x, y: y, width: buttonWidths[index], height: buttonHeight)
            buttonFrames.append((button.x, button.y, button.width, button.height))
            let focused = index == focus
            painter.fillRounded(button, radius: style.pixels(OverlayStyle.controlRadius),
                                focused ? OverlayStyle.accent : OverlayStyle.track)
            painter.text(choice.title, size: OverlayStyle.segmentTextSize, focused ? OverlayStyle.onAccent : OverlayStyle.primaryText,
                         in: button, centered: true)
            x += button.width + gap
        }
    }
}
