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

    /// A document being opened in the background in place of the one shown,
    /// at `page` (from 0; nil: where the reader left it) with `password`; `call`
    /// is the D-Bus OpenDocument call to answer once it is open or not.
    struct OpeningDocument {
        let path: String
        let password: String?
        let page: Int?
        let call: UInt64?
        let open: BackgroundOpen
    }

    /// Opens the document at `path` in place of the current one, in the
    /// background (`finishOpening` shows it, asking first about unsaved ink),
    /// with `password` at `page` (from 0); returns why it cannot at once
    /// (missing, a folder, unreadable), or nil. `call`, a D-Bus call, is
    /// answered when the document has opened or failed to.
    func open(_ path: String, password: String? = nil, page: Int? = nil, answering call: UInt64? = nil) -> String? {
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
        openingDocument = OpeningDocument(path: path, password: password, page: page, call: call,
                                          open: BackgroundOpen(path: path, password: password, allowLocked: true,
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
        needsRedraw = true
        let opened: Document
        switch result {
        case .success(let document):
            opened = document
        case .failure(let error):
            refuseOpening(opening, "“\(name)” does not open: \(Self.reason(of: error))")
            return
        }
        if let page = opening.page, !opened.needsPassword, !(0..<opened.pageCount).contains(page) {
            refuseOpening(opening, "“\(name)” has no page \(page): its pages are 0 to \(opened.pageCount - 1).")
            return
        }
        if let call = opening.call {
            desktop?.reply(to: call, with: .done)
        }
        layers.removeAll { $0 is OpenPromptLayer }
        closeDocument { session in
            session.nextDocument = opened
            session.nextDocumentPage = opening.page
            session.nextDocumentPassword = opening.password
            session.running = false
        }
    }

    /// Says why `opening` did not open: in the window, and to the D-Bus call that asked for it.
    private func refuseOpening(_ opening: OpeningDocument, _ refusal: String) {
        messages.show(refusal, naming: Self.fileName(of: opening.path), isError: true)
        if let call = opening.call {
            desktop?.reply(to: call, with: .failed(refusal))
        }
    }
}
