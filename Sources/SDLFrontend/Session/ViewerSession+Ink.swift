import CSDL2
import FileSystem
import Foundation
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

extension ViewerSession {
    /// The ink tool, while it is on.
    var inkTool: InkToolLayer? { layers.lazy.compactMap { $0 as? InkToolLayer }.first }

    /// Turns the ink tool on or off (`i`, the toolbar's pen), or with
    /// `eraser` switches to the eraser (`e`). A document that cannot take
    /// ink says why instead.
    func toggleInkTool(eraser: Bool = false) {
        if let tool = inkTool {
            if eraser && tool.tool != .eraser {
                tool.tool = .eraser
            } else if !eraser && tool.tool == .eraser {
                tool.tool = .pen
            } else {
                layers.removeAll { $0 === tool }
            }
            needsRedraw = true
            return
        }
        switch documentSession.facts.inkAvailability {
        case .available:
            let tool = InkToolLayer(color: inkPen.color, width: inkPen.width)
            tool.tool = eraser ? .eraser : .pen
            layers.insert(tool, at: 0)
        case .notPDF:
            messages.show("Ink needs a PDF; this is \(documentSession.facts.kind).", isError: true)
        case .notPermitted(let reason):
            messages.show("Cannot draw here: \(reason).", isError: true)
        }
        needsRedraw = true
    }

    /// Shows what an ink action came to (`InkController.Outcome`).
    func show(_ outcome: InkController.Outcome) {
        switch outcome {
        case .nothing:
            return
        case .pageChanged(let page):
            pageChanged(page)
        case .message(let text, let fileName, let isError):
            messages.show(text, naming: fileName, isError: isError)
            needsRedraw = true
        }
    }

    /// Adds a finished stroke to the document (`InkController.commit`); false when it cannot.
    func commitInk(_ stroke: InkStroke) -> Bool {
        let outcome = ink.commit(stroke)
        show(outcome)
        if case .message(_, _, true) = outcome { return false }
        return true
    }

    /// Removes the topmost ink annotation under a page point, if any.
    func eraseInk(at point: PagePoint, onPage page: Int) {
        show(ink.erase(at: point, onPage: page, tolerance: max(2, 6 / state.scale)))
    }

    /// Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y.
    func stepInkHistory(forward: Bool) {
        show(ink.step(forward: forward))
    }

    /// Ctrl+S: writes the document (or `--save-to`'s file) atomically in the
    /// background (`InkController.startSave`; the window says "Saving…" and
    /// keeps turning pages), then does `onSaved`. When the document's file
    /// changed on disk since it was opened, asks first (`askAboutChangedFile`)
    /// and does `onSaved` only once the ink is saved. A failure is said in the
    /// window and on stderr.
    func saveDocument(then onSaved: @escaping (ViewerSession) -> Void = { _ in }) {
        if ink.isSaving {
            afterSave.append(onSaved)
            return
        }
        guard document.hasUnsavedChanges || saveDestination != nil else {
            messages.show("No changes to save.")
            onSaved(self)
            return
        }
        startSave(to: saveDestination, replacingChangedFile: false, then: onSaved)
    }

    /// Starts the background save and says so in the window.
    func startSave(to destination: String?, replacingChangedFile: Bool, then onSaved: @escaping (ViewerSession) -> Void) {
        afterSave = [onSaved]
        show(ink.startSave(to: destination, replacingChangedFile: replacingChangedFile, wake: EventLoopWake.pushing(tileReadyEvent)))
    }

    /// Ends a finished background save: says how it went, runs what waited
    /// for it, and shows the strokes drawn meanwhile. Called at every turn
    /// of the event loop.
    func finishSave() {
        guard let (end, changedPages) = ink.finishSave() else { return }
        let waiting = afterSave
        afterSave = []
        switch end {
        case .saved(let message):
            show(message)
            for then in waiting { then(self) }
        case .changedOnDisk:
            askAboutChangedFile { session in
                for then in waiting { then(session) }
            }
        case .failed(let error):
            reportSaveFailure(error)
        }
        changedPages.forEach(pageChanged)
        needsRedraw = true
    }

    /// Says why a save failed, in the window and on stderr.
    func reportSaveFailure(_ error: Error) {
        StandardError.report("\(error)")
        messages.show("Not saved: \(Self.reason(of: error))", isError: true)
    }

    /// "paper.pdf" of "/home/me/paper.pdf".
    static func fileName(of path: String) -> String {
        InkController.fileName(of: path)
    }

    /// q or closing the window: with unsaved ink, asks first.
    func requestQuit() {
        closeDocument { $0.running = false }
    }

    /// Lets the document go, then runs `close` (quitting, or opening another
    /// document): with unsaved ink, asks first whether to save it, discard
    /// it or cancel (and then `close` does not run).
    func closeDocument(then close: @escaping (ViewerSession) -> Void) {
        guard document.hasUnsavedChanges else {
            close(self)
            return
        }
        guard !layers.contains(where: { $0 is ModalLayer }) else { return }
        let name = Self.fileName(of: saveDestination ?? document.path)
        layers.append(ChoicePromptLayer(
            question: "Save your ink in “\(name)” before closing?", fileName: name,
            detail: "Discarded strokes are gone for good.",
            choices: [
                .init(title: "Save (S)", key: .character("s"), isCancel: false) { [unowned self] in
                    saveDocument(then: close)
                },
                .init(title: "Discard (D)", key: .character("d"), isCancel: false) { [unowned self] in
                    discardJournal()
                    close(self)
                },
                .init(title: "Cancel (Esc)", key: .character("c"), isCancel: true) {},
            ]))
        needsRedraw = true
    }

    /// Starts journaling strokes; strokes left from a previous run that ended
    /// without saving are offered back first.
    func startInkJournal(_ journal: InkJournal) {
        let leftover = (try? journal.pendingStrokes()) ?? []
        guard !leftover.isEmpty else {
            documentSession.attachJournal(journal)
            return
        }
        layers.append(ChoicePromptLayer(
            question: "Restore \(leftover.count) ink stroke\(leftover.count == 1 ? "" : "s") not saved last time?",
            detail: "sdlpdf ended before they were saved.",
            choices: [
                .init(title: "Restore (R)", key: .character("r"), isCancel: false) { [unowned self] in
                    documentSession.attachJournal(journal)
                    do {
                        for change in try document.restoreInkStrokes(leftover) { pageChanged(change.page) }
                    } catch {
                        messages.show("Some strokes could not be restored: \(Self.reason(of: error))", isError: true)
                    }
                },
                .init(title: "Discard (D)", key: .character("d"), isCancel: true) { [unowned self] in
                    documentSession.attachJournal(journal)
                    documentSession.discardJournal()
                },
            ]))
    }

    private func discardJournal() {
        documentSession.discardJournal()
    }

    /// Says once, in the window, that the last journal write failed (it
    /// happens on the journal's queue, after the stroke was added).
    func reportJournalFailure() {
        if let failure = documentSession.unreportedJournalFailure() {
            messages.show("Strokes are not journaled: \(Self.reason(of: failure))", isError: true)
            needsRedraw = true
        }
    }

    /// What failed and why, without the file name a `DocumentError` names.
    static func reason(of error: Error) -> String {
        InkController.reason(of: error)
    }
}
