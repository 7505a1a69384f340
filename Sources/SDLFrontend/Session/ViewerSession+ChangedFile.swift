import CSDL2
import FileSystem
import Foundation
import PDFEngine
import ReaderCore
import Viewer

/// Saving ink when the document's file changed on disk since it was opened
/// (rebuilt, downloaded again, replaced by `mv`): never silently over the
/// newer file. The reader chooses to overwrite it anyway, to save the ink
/// as another file, or to cancel; until the ink is saved, the journal keeps it.
extension ViewerSession {
    /// Asks what to do with the ink now that the file changed on disk;
    /// `onSaved` runs once it is saved.
    func askAboutChangedFile(then onSaved: @escaping (ViewerSession) -> Void) {
        guard !layers.contains(where: { $0 is ModalLayer }) else { return }
        let name = Self.fileName(of: document.path)
        layers.append(ChoicePromptLayer(
            question: "“\(name)” changed on disk since it was opened.", fileName: name,
            detail: "Overwrite writes the pages shown here, with your ink, in its place: the newer file is lost. "
                + "Save As keeps both.",
            choices: [
                .init(title: "Overwrite (O)", key: .character("o"), isCancel: false) { [unowned self] in
                    overwriteChangedFile(then: onSaved)
                },
                .init(title: "Save As… (A)", key: .character("a"), isCancel: false) { [unowned self] in
                    askForInkFile(then: onSaved)
                },
                .init(title: "Cancel (Esc)", key: .character("c"), isCancel: true) { [unowned self] in
                    messages.show("Not saved; your ink is kept in the journal.")
                },
            ], focus: 1))
        needsRedraw = true
    }

    /// Writes the document as this window has it (the file as it was
    /// opened, with the ink) in place of the newer file, in the background.
    private func overwriteChangedFile(then onSaved: @escaping (ViewerSession) -> Void) {
        startSave(to: nil, replacingChangedFile: true, then: onSaved)
    }

    /// Asks where to save the ink instead, suggesting `NAME-ink.pdf` beside the file.
    private func askForInkFile(then onSaved: @escaping (ViewerSession) -> Void) {
        let original = URL(fileURLWithPath: document.path)
        layers.append(PathPromptLayer(
            question: "Save the pages with your ink as:", suggestion: Self.inkFileSuggestion(for: original).path,
            hint: "Enter saves; Escape cancels. A name without a folder goes beside “\(original.lastPathComponent)”.",
            answer: { [unowned self] typed in saveInk(as: typed, then: onSaved) },
            cancel: { [unowned self] in messages.show("Not saved; your ink is kept in the journal.") }))
        startTextInput()
        needsRedraw = true
    }

    /// `NAME-ink.pdf` beside `original`, or `NAME-ink-2.pdf` and so on when that exists.
    static func inkFileSuggestion(for original: URL) -> URL {
        let folder = original.deletingLastPathComponent()
        let stem = original.deletingPathExtension().lastPathComponent
        let suffix = original.pathExtension.isEmpty ? "" : "." + original.pathExtension
        var candidate = folder.appendingPathComponent("\(stem)-ink\(suffix)")
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent("\(stem)-ink-\(number)\(suffix)")
            number += 1
        }
        return candidate
    }

    /// Saves the document as `typed` (`~` is the home folder; a relative
    /// path is beside the document's file), which must not exist yet, in the
    /// background (`startSave`); then the window shows that file, whose
    /// journal takes the ink from now on. Returns why it was refused at once,
    /// or nil; a save that fails is said in the window.
    private func saveInk(as typed: String, then onSaved: @escaping (ViewerSession) -> Void) -> String? {
        let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent().path
        guard let destination = TypedPath.resolve(typed, relativeTo: folder) else { return "Type a file name." }
        let name = Self.fileName(of: destination)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder) {
            return isFolder.boolValue ? "“\(name)” is a folder; type a file name." : "“\(name)” exists; choose another name."
        }
        let journal = document.inkJournal.map {
            InkJournal(documentPath: destination, directory: $0.fileURL.deletingLastPathComponent())
        }
        startSave(to: destination, replacingChangedFile: false) { session in
            session.showSavedCopy(destination, journal: journal)
            onSaved(session)
        }
        return nil
    }

    /// Shows the copy just saved as `destination` in place of the document, its ink journaled in `journal`.
    private func showSavedCopy(_ destination: String, journal: InkJournal?) {
        let name = Self.fileName(of: destination)
        do {
            try replaceDocument(with: Document(path: destination, password: documentSession.password), restoring: state.savedPosition,
                                journal: journal)
            messages.show("Your ink is saved in \(name); this window shows that file now.", naming: name)
        } catch {
            messages.show("Your ink is saved in \(name), but it does not open: \(Self.reason(of: error))", naming: name,
                          isError: true)
        }
    }
}
