import Foundation
import Viewer

/// Asks for a document to open (`o`): a path typed into the field, Tab
/// completing it (`PathCompletion`), or one of the recently opened
/// documents below the field, picked with Up and Down (which puts its path
/// in the field). Enter opens, Escape cancels; a path the session refuses
/// (it does not exist, it is a folder, it does not open) is said below the
/// field, which keeps the text to be corrected.
final class OpenPromptLayer: ModalLayer {
    static let question = "Open a document:"
    static let hint = "Tab completes; Up and Down pick a recent document; Enter opens; Escape cancels."

    private var typed: String
    private let recent: [String]
    private var picked: Int?
    /// What the last Tab listed, or why the last answer was refused.
    private var detail: (text: String, isError: Bool)?
    /// The folder relative paths are taken from.
    private let folder: String
    /// Tries the path typed; returns why it was refused, or nil when done.
    private let answer: (String) -> String?

    /// - Parameters:
    ///   - folder: the current document's folder: the field starts there,
    ///     and relative paths are taken from it.
    ///   - recent: recently opened documents, newest first.
    /// The host starts text input for it.
    init(folder: String, recent: [String], answer: @escaping (String) -> String?) {
        self.folder = folder
        typed = TypedPath.abbreviatingHome(folder) + (folder.hasSuffix("/") ? "" : "/")
        self.recent = recent
        self.answer = answer
    }

    /// The text in the field, for tests.
    var text: String { typed }
    /// The line below the field, for tests.
    var detailText: String { detail?.text ?? Self.hint }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .text(let text):
            edit(typed + text)
        case .keyDown(let chord, _):
            switch chord?.key {
            case .enter:
                if let refusal = answer(typed) {
                    detail = (refusal, true)
                } else {
                    close(in: host)
                }
            case .tab:
                let completion = PathCompletion(completing: typed, relativeTo: folder)
                typed = completion.text
                picked = nil
                detail = completion.candidates.count > 1 ? (completion.candidates.joined(separator: "  "), false)
                    : completion.candidates.isEmpty ? ("Nothing here starts so.", true) : nil
            case .backspace:
                if !typed.isEmpty { edit(String(typed.dropLast())) }
            case .down where !recent.isEmpty:
                pick(picked.map { min($0 + 1, recent.count - 1) } ?? 0)
            case .up where !recent.isEmpty:
                pick(max((picked ?? 0) - 1, 0))
            case .escape:
                close(in: host)
            default:
                break
            }
        case .keyUp, .pointer, .window, .quit:
            return TypedPromptInput.keeps(input)
        }
        return true
    }

    private func edit(_ text: String) {
        typed = text
        picked = nil
        detail = nil
    }

    private func pick(_ index: Int) {
        picked = index
        typed = TypedPath.abbreviatingHome(recent[index])
        detail = nil
    }

    private func close(in host: LayerHost) {
        host.stopTextInput()
        host.remove(self)
    }

    func draw(in canvas: LayerCanvas) {
        PromptPanel(question: Self.question, field: typed, detail: detailText, detailIsError: detail?.isError ?? false,
                    list: recent.map(TypedPath.abbreviatingHome), listSelection: picked)
            .draw(with: canvas.painter, viewport: canvas.geometry.viewport.bounds)
    }
}
