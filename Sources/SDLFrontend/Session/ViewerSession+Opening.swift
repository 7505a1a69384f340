import CSDL2
import FileSystem
import Foundation
import PDFEngine
import Viewer

/// Opening another document in this window, without restarting: a file
/// dropped on the window (`SDL_DROPFILE`) or chosen at `o`'s prompt. The
/// document is opened first, so one that does not open leaves the current
/// document as it is; unsaved ink is asked about as at quitting; then the
/// session ends with `nextDocument` set, and `ViewerApplication` starts
/// the next session in the same window. A kiosk opens nothing.
extension ViewerSession {
    /// How many recently opened documents the prompt offers.
    static let recentDocumentCount = 6

    /// The `SDL_DROPFILE` event `event` carries a path: it is opened, or the
    /// window says why not. SDL's copy of the path is freed.
    func handleDrop(_ event: SDL_Event) {
        guard let file = event.drop.file else { return }
        let path = String(cString: file)
        SDL_free(file)
        guard configuration.kioskPolicy.offersFileDialogs else { return }
        if let refusal = open(path) {
            messages.show(refusal, naming: Self.fileName(of: path), isError: true)
            needsRedraw = true
        }
    }

    /// `o`: the prompt for a path, with the recently opened documents.
    func askForDocument() {
        guard configuration.kioskPolicy.offersFileDialogs, !layers.contains(where: { $0 is ModalLayer }) else { return }
        let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent().path
        let recent = memory?.recentDocuments(limit: Self.recentDocumentCount, excluding: document.path) ?? []
        layers.append(OpenPromptLayer(folder: folder, recent: recent) { [unowned self] typed in
            guard let path = TypedPath.resolve(typed, relativeTo: folder) else { return "Type the path of a document." }
            return open(path)
        })
        startTextInput()
        needsRedraw = true
    }

    /// Opens the document at `path` in place of the current one (asking
    /// first about unsaved ink), with `password` at `page` (from 0; nil:
    /// where the reader left it); returns why it cannot, or nil.
    func open(_ path: String, password: String? = nil, page: Int? = nil) -> String? {
        let name = Self.fileName(of: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            if let folder = MissingFolder.first(along: path) {
                return "The folder “\(Self.fileName(of: folder))” does not exist."
            }
            return "“\(name)” does not exist."
        }
        if isFolder.boolValue { return "“\(name)” is a folder, not a document." }
        guard FileManager.default.isReadableFile(atPath: path) else { return "“\(name)” cannot be read (permission denied)." }
        let opened: Document
        do {
            opened = try Document(path: path, password: password, allowLocked: true)
        } catch {
            return "“\(name)” does not open: \(Self.reason(of: error))"
        }
        if let page, !opened.needsPassword, !(0..<opened.pageCount).contains(page) {
            return "“\(name)” has no page \(page): its pages are 0 to \(opened.pageCount - 1)."
        }
        layers.removeAll { $0 is OpenPromptLayer }
        closeDocument { session in
            session.nextDocument = opened
            session.nextDocumentPage = page
            session.nextDocumentPassword = password
            session.running = false
        }
        return nil
    }
}
