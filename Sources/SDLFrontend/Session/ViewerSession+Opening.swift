import CSDL2
import FileSystem
import Foundation
import PDFEngine
import ReaderCore
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

    /// A document being opened in the background in place of the one shown.
    struct OpeningDocument {
        let path: String
        let open: BackgroundOpen
    }

    /// Opens the document at `path` in place of the current one, in the
    /// background (`finishOpening` shows it, asking first about unsaved
    /// ink); returns why it cannot at once (missing, a folder, unreadable), or nil.
    func open(_ path: String) -> String? {
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
        openingDocument = OpeningDocument(path: path, open: BackgroundOpen(path: path, allowLocked: true,
                                                                           wake: EventLoopWake.pushing(tileReadyEvent)))
        messages.show("Opening \(name)…", naming: name)
        needsRedraw = true
        return nil
    }

    /// Shows the document `open` started once it is open (after asking about
    /// unsaved ink), or says why it does not open. Called at every turn of
    /// the event loop.
    func finishOpening() {
        guard let opening = openingDocument, let result = opening.open.result else { return }
        openingDocument = nil
        let name = Self.fileName(of: opening.path)
        switch result {
        case .success(let opened):
            layers.removeAll { $0 is OpenPromptLayer }
            closeDocument { session in
                session.nextDocument = opened
                session.running = false
            }
        case .failure(let error):
            messages.show("“\(name)” does not open: \(Self.reason(of: error))", naming: name, isError: true)
        }
        needsRedraw = true
    }
}
