import Viewer

/// A question with a few answers, over the pages, that takes all input
/// until answered: with the answer's key, Left/Right/Tab and Enter, or a
/// click. Escape picks the answer marked as cancelling.
final class ChoicePromptLayer: SessionLayer {
    /// One answer: its button label, the key that picks it, what it does.
    struct Choice {
        let title: String
        let key: Key
        let isCancel: Bool
        let action: () -> Void
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

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .keyDown(let chord, _):
            let key = chord?.key
            if key == .escape, let cancel = choices.firstIndex(where: \.isCancel) {
                answer(cancel, in: host)
            } else if let index = choices.firstIndex(where: { $0.key == key }) {
                answer(index, in: host)
            } else if key == .enter || key == .space {
                answer(focus, in: host)
            } else if key == .left {
                focus = (focus + choices.count - 1) % choices.count
            } else if key == .right || key == .tab {
                focus = (focus + 1) % choices.count
            }
            return true
        case .pointer(let pointer):
            switch (pointer.event, pointer.source) {
            case (.released(_, let point), _):
                // A finger lifted over a button answers as a click does.
                if let index = buttonFrames.firstIndex(where: { $0.contains(point) }) {
                    answer(index, in: host)
                }
                return true
            case (.moved, .mouse):
                return false
            default:
                return true
            }
        case .keyUp, .text:
            return true
        case .window, .quit:
            return false
        }
    }

    private func answer(_ index: Int, in host: LayerHost) {
        host.remove(self)
        choices[index].action()
        host.requestRedraw()
    }

    func draw(in canvas: LayerCanvas) {
        buttonFrames = PromptPanel(question: question, fileName: fileName, detail: detail, buttons: choices.map(\.title),
                                   focus: focus).draw(with: canvas.painter, viewport: canvas.geometry.viewport.bounds)
    }
}
