import Foundation
import Viewer

/// Asks for a line of text: a file to write, in a field that starts with a
/// suggested path, or the page the go-to prompt goes to. Typed text
/// (`InputEvent.text`) goes at its end, Backspace takes the last character
/// back, Enter answers, Escape cancels. An answer the session refuses (the
/// file exists, the folder cannot be written, no such page) is said below
/// the field, which keeps the text to be corrected.
final class PathPromptLayer: SessionLayer {
    private let question: String
    private let hint: String
    private var typed: String
    private var refusal: String?
    /// Tries the path typed; returns why it was refused, or nil when done.
    private let answer: (String) -> String?
    private let cancel: () -> Void

    /// The host starts text input for it.
    init(question: String, suggestion: String, hint: String, answer: @escaping (String) -> String?,
         cancel: @escaping () -> Void) {
        self.question = question
        self.hint = hint
        typed = suggestion
        self.answer = answer
        self.cancel = cancel
    }

    /// The text in the field, for tests.
    var text: String { typed }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .text(let text):
            typed += text
            refusal = nil
        case .keyDown(let chord, _):
            switch chord?.key {
            case .enter:
                refusal = answer(typed)
                if refusal == nil { close(in: host) }
            case .backspace:
                if !typed.isEmpty { typed.removeLast() }
                refusal = nil
            case .escape:
                close(in: host)
                cancel()
            default:
                break
            }
        case .keyUp, .pointer, .window, .quit:
            return TypedPromptInput.keeps(input)
        }
        return true
    }

    private func close(in host: LayerHost) {
        host.stopTextInput()
        host.remove(self)
    }

    func draw(in canvas: LayerCanvas) {
        PromptPanel(question: question, field: typed, detail: refusal ?? hint, detailIsError: refusal != nil)
            .draw(with: canvas.painter, viewport: canvas.geometry.viewport.bounds)
    }
}
