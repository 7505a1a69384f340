import Foundation
import PDFEngine

/// The ink workflow of a window without the window: strokes added and erased,
/// undo and redo, and saving in the background (`BackgroundSave`), each
/// answering with what the window is to show (`Outcome`). While a save runs,
/// the document stays as it is being written: a stroke drawn meanwhile waits
/// and is added once the save has ended; erasing, undo and redo are refused
/// with a message. Used on the window's thread.
public final class InkController {
    /// What the window shows after an ink action.
    public enum Outcome: Equatable {
        /// Nothing to show.
        case nothing
        /// The page's pixels changed (render it again).
        case pageChanged(Int)
        /// A message, naming a file (shortened in the middle, never cut), an error or not.
        case message(String, fileName: String? = nil, isError: Bool = false)
    }

    /// How a background save ended.
    public enum SaveEnd {
        /// Written; the message says where.
        case saved(Outcome)
        /// The document's file changed on disk since it was opened: nothing
        /// was written; the window asks what to do.
        case changedOnDisk
        /// Not written, and why.
        case failed(Error)
    }

    private let documentSession: DocumentSession
    private var running: BackgroundSave?
    private var waitingStrokes: [InkStroke] = []

    /// The ink workflow of the document `documentSession` shows (also after it replaced it).
    public init(documentSession: DocumentSession) {
        self.documentSession = documentSession
    }

    private var document: Document { documentSession.document }

    /// Whether a save runs.
    public var isSaving: Bool { running != nil }

    /// Adds a finished stroke to the document; while a save runs it waits for its end.
    public func commit(_ stroke: InkStroke) -> Outcome {
        if isSaving {
            waitingStrokes.append(stroke)
            return .nothing
        }
        do {
            return .pageChanged(try document.addInkStroke(stroke).page)
        } catch {
            return .message("The stroke could not be added: \(Self.reason(of: error))", isError: true)
        }
    }

    /// Removes the topmost ink annotation within `tolerance` points of `point`, if any.
    public func erase(at point: PagePoint, onPage page: Int, tolerance: Double) -> Outcome {
        if isSaving { return Self.refusedWhileSaving }
        do {
            guard let annotation = try document.inkAnnotation(at: point, onPage: page, tolerance: tolerance) else { return .nothing }
            return .pageChanged(try document.removeInkAnnotation(annotation.id).page)
        } catch {
            return .message("Cannot erase: \(Self.reason(of: error))", isError: true)
        }
    }

    /// Ctrl+Z (`forward` false) and Ctrl+Shift+Z / Ctrl+Y (true).
    public func step(forward: Bool) -> Outcome {
        if isSaving { return Self.refusedWhileSaving }
        do {
            guard let change = forward ? try document.redo() : try document.undo() else {
                return .message(forward ? "Nothing to redo." : "Nothing to undo.")
            }
            return .pageChanged(change.page)
        } catch {
            return .message("\(forward ? "Redo" : "Undo") failed: \(Self.reason(of: error))", isError: true)
        }
    }

    /// Starts writing the document to `destination` (nil: its own file) in
    /// the background; `wake` is called once it has ended (`finishSave`).
    /// Answers the message to show meanwhile.
    public func startSave(to destination: String?, replacingChangedFile: Bool = false,
                          wake: @escaping @Sendable () -> Void) -> Outcome {
        running = BackgroundSave(document: document, to: destination, replacingChangedFile: replacingChangedFile, wake: wake)
        let name = Self.fileName(of: destination ?? document.path)
        return .message("Saving \(name)…", fileName: name)
    }

    /// How the save ended, once it has, with the pages the strokes that
    /// waited for it changed; nil while it runs or when none ran. Called at
    /// every turn of the window's loop.
    public func finishSave() -> (end: SaveEnd, changedPages: [Int])? {
        guard let save = running, let outcome = save.outcome else { return nil }
        running = nil
        let end: SaveEnd
        switch outcome {
        case .saved:
            if save.destination == nil {
                documentSession.fileWasSaved()
            }
            let name = Self.fileName(of: save.destination ?? document.path)
            end = .saved(save.replacingChangedFile
                ? .message("Saved \(name) with your ink; the newer file it replaced is gone.", fileName: name)
                : .message("Saved \(name).", fileName: name))
        case .changedOnDisk:
            end = .changedOnDisk
        case .failed(let error):
            end = .failed(error)
        }
        let strokes = waitingStrokes
        waitingStrokes = []
        let changed = strokes.compactMap { stroke -> Int? in
            if case .pageChanged(let page) = commit(stroke) { return page }
            return nil
        }
        return (end, changed)
    }

    /// Waits until the save that runs, if any, has ended (the window closing).
    public func waitForSave() {
        running?.waitUntilFinished()
    }

    private static let refusedWhileSaving = Outcome.message("Saving… the ink can be changed again in a moment.")

    /// "paper.pdf" of "/home/me/paper.pdf".
    public static func fileName(of path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    /// What failed and why, without the file name a `DocumentError` names.
    public static func reason(of error: Error) -> String {
        (error as? DocumentError)?.reason ?? "\(error)"
    }
}
