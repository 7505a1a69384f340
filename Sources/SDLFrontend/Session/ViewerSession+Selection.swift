import CSDL2
import PDFEngine
import Viewer

extension ViewerSession {
    /// What a document that forbids copying says when asked to copy (as Okular does).
    static let copyingForbidden = "this document does not allow copying"

    /// Ctrl+C: the selected text goes to the clipboard and the primary
    /// selection. A kiosk never copies (its layer refuses the key first,
    /// and this checks again); a document whose permissions forbid it says so.
    func copySelection() {
        guard configuration.kioskPolicy.allows(.copy) else { return }
        guard let selection = textSelection.selection else {
            messages.show("Nothing is selected: Shift+drag or right-drag over text selects it")
            return
        }
        do {
            guard try documentSession.selectionText.allowsCopying else {
                messages.show(Self.copyingForbidden, isError: true)
                return
            }
            let text = try documentSession.selectionText.text(of: selection)
            guard !text.isEmpty else {
                messages.show("The selection holds no text")
                return
            }
            SDL_SetClipboardText(text)
            SDL_SetPrimarySelectionText(text)
        } catch {
            messages.show("Cannot copy: \(Self.reason(of: error))", isError: true)
        }
    }

    /// A selection gesture ended: its text becomes the primary selection
    /// (X11 and Wayland paste it with the middle button), unless this is a
    /// kiosk or the document forbids copying; nothing is said then, and
    /// nothing when the text cannot be read (Ctrl+C says why).
    func textSelected(_ selection: TextSelection) {
        guard configuration.kioskPolicy.allows(.copy),
              (try? documentSession.selectionText.allowsCopying) == true,
              let text = try? documentSession.selectionText.text(of: selection), !text.isEmpty
        else { return }
        SDL_SetPrimarySelectionText(text)
    }

    func textHighlight(_ span: TextSpan) -> [PageQuad] {
        documentSession.selectionText.highlight(span)
    }
}
