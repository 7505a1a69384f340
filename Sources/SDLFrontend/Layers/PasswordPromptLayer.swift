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

    /// - Parameter rejected: whether a password given on the command line
    ///   already failed. The host starts text input for it.
    init(fileName: String, rejected: Bool) {
        self.fileName = fileName
        self.rejected = rejected
    }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .text(let text):
            typed += text
        case .keyDown(let chord, _):
            switch chord?.key {
            case .enter:
                if host.unlock(with: typed) {
                    host.stopTextInput()
                } else {
                    rejected = true
                    typed = ""
                }
            case .backspace:
                if !typed.isEmpty { typed.removeLast() }
            case .escape:
                host.quitNow()
            default:
                break
            }
        case .keyUp:
            break
        case .pointer(let pointer):
            switch (pointer.event, pointer.source) {
            case (.pressed, .mouse), (.released, .mouse), (.wheel, _): break
            default: return false
            }
        case .window, .quit:
            return false
        }
        return true
    }

    func draw(in canvas: LayerCanvas) {
        let hint = rejected ? "That password does not open it. Try again." : "Type it and press Enter; Escape closes the window."
        PromptPanel(question: "“\(fileName)” is protected by a password.", fileName: fileName,
                    field: String(repeating: "•", count: typed.count), detail: hint, detailIsError: rejected)
            .draw(with: canvas.painter, viewport: canvas.geometry.viewport.bounds)
    }
}
