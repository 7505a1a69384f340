import FileSystem
import Foundation
import PDFEngine
import Viewer

/// One open document and what belongs to it while a window shows it: the
/// render queue drawing it, the links of its pages, the renders that
/// failed, the watch on its file, its ink journal and the facts the window
/// reads without waiting for MuPDF (`facts`). Reloading after the file
/// changed on disk, and switching to another document (laid out again at
/// another text size, or the file the ink was saved as), replace them together.
///
/// Used on the window's thread; render workers only record failures and
/// call `tileReady`.
public final class DocumentSession {
    /// What `reloadIfChanged` found.
    public enum FileCheck: Equatable {
        /// The file is as it was (or still being written, or cannot be opened yet).
        case unchanged
        /// The file changed on disk, but the document has ink not saved yet:
        /// it stays as it is.
        case changedWithUnsavedInk
        /// The file changed and is being opened again in the background
        /// (`finishReopening` shows it once it is open).
        case reopening
        /// The file changed and was opened again.
        case reloaded
    }

    /// The document shown.
    public private(set) var document: Document
    /// Renders `document`'s tiles in the background.
    public private(set) var renderQueue: RenderQueue
    /// The links of the pages on screen, read in the background.
    public private(set) var links: PageLinks
    /// The highlight and text of a text selection.
    public private(set) var selectionText: SelectionText
    /// Renders that failed, which the window shows as error pages.
    public let failedTiles = FailedTiles()
    /// What the window needs to know about `document`, read once.
    public private(set) var facts: DocumentFacts
    /// The outline and page labels of `document`, read in the background: from `navigation.read()`
    /// for the document the session opened with (the window calls it once its first frame shows),
    /// at once for a document unlocked or replaced later.
    public private(set) var navigation: DocumentNavigation
    /// The password that opened the document, to open it again after it changes on disk.
    public let password: String?
    private var watcher: FileChangeWatcher
    /// The changed file being opened again, if it is.
    private var reopening: BackgroundOpen?
    private let tileReady: @Sendable () -> Void
    private let renderTimeLimit: Double
    private let workerFailures = WorkerFailures()
    /// The journal failure last reported, so each is told once.
    private var reportedJournalFailure: DocumentError?

    /// Starts rendering `document` with pixel memory for `budgets`;
    /// `tileReady` is called on a worker thread after each render (and
    /// after a worker failed to start), to wake the window's thread.
    /// `renderTimeLimit` is the seconds after which one render is cancelled
    /// and its tile shown as an error page.
    public init(document: Document, password: String?, budgets: MemoryBudgets,
                renderTimeLimit: Double = RenderLimits.defaultRenderTimeLimitSeconds, tileReady: @escaping @Sendable () -> Void) {
        self.document = document
        self.renderTimeLimit = renderTimeLimit
        self.password = password
        self.tileReady = tileReady
        facts = DocumentFacts(document)
        navigation = DocumentNavigation(document: document, pageCount: facts.pageCount, ready: tileReady)
        links = PageLinks(document: document)
        selectionText = SelectionText(document: document)
        watcher = FileChangeWatcher(path: document.path)
        renderQueue = Self.renderQueue(for: document, budgets: budgets, timeLimit: renderTimeLimit, failures: failedTiles,
                                       workerFailures: workerFailures, tileReady: tileReady)
    }

    /// Tries `password` on the locked document; on success its facts are read again.
    /// - Throws: `DocumentError` when MuPDF fails to check the password.
    public func unlock(with password: String) throws -> Bool {
        guard try document.authenticate(password: password) else { return false }
        facts = DocumentFacts(document)
        navigation = DocumentNavigation(document: document, pageCount: facts.pageCount, ready: tileReady)
        navigation.read()
        return true
    }

    /// Whether the render of `key` is done: its pixels are cached with the extras the render queue
    /// draws now, or it failed.
    public func hasRendered(_ key: RenderKey) -> Bool {
        renderQueue.cache?.contains(key, with: renderQueue.extras) == true || failedTiles.error(for: key) != nil
    }

    /// Starts opening the file again, in the background, when it changed on
    /// disk and has settled; `finishReopening` then shows it at `state`'s
    /// position. A document with unsaved ink is never replaced (the reader
    /// decides at Ctrl+S).
    public func reloadIfChanged(_ state: inout ViewerState) -> FileCheck {
        guard reopening == nil else { return finishReopening(&state) }
        guard watcher.fileChanged() else { return .unchanged }
        guard !document.hasUnsavedChanges else { return .changedWithUnsavedInk }
        reopening = BackgroundOpen(path: document.path, password: password, layout: document.layout, wake: tileReady)
        return finishReopening(&state)
    }

    /// Shows the file opened again by `reloadIfChanged` once it is open
    /// (`.reloaded`), keeping `state`'s position; `.reopening` while it opens.
    /// A file that cannot be opened right now (still being written), or a
    /// document that got ink meanwhile, stays as it is (`.unchanged`): the
    /// next change is tried again. Called at every turn of the window's loop.
    public func finishReopening(_ state: inout ViewerState) -> FileCheck {
        guard let opening = reopening else { return .unchanged }
        guard let result = opening.result else { return .reopening }
        reopening = nil
        guard case .success(let reopened) = result, !document.hasUnsavedChanges else { return .unchanged }
        replaceDocument(with: reopened, restoring: state.savedPosition, journal: document.inkJournal, in: &state)
        return .reloaded
    }

    /// Opens the file again now (asked from outside the window), keeping
    /// `state`'s position; a document with unsaved ink is not replaced.
    /// Throws why the file does not open.
    public func reload(_ state: inout ViewerState) throws -> FileCheck {
        guard !document.hasUnsavedChanges else { return .changedWithUnsavedInk }
        let reopened = try Document(path: document.path, password: password, layout: document.layout)
        replaceDocument(with: reopened, restoring: state.savedPosition, journal: document.inkJournal, in: &state)
        return .reloaded
    }

    /// Shows `replacement` instead of the current document at `position`:
    /// a new render queue, no failed tiles, links, facts, outline and labels read anew, the
    /// same appearance options, its ink journaled in `journal`, its file
    /// watched, `state`'s layout rebuilt from its pages.
    public func replaceDocument(with replacement: Document, restoring position: SavedViewerPosition, journal: InkJournal?,
                                in state: inout ViewerState) {
        renderQueue.stop()
        document.finishInkJournal()
        failedTiles.removeAll()
        replacement.setRenderOptions(document.renderOptions(for: .page), for: .page)
        replacement.setRenderOptions(document.renderOptions(for: .processor), for: .processor)
        replacement.inkJournal = journal
        facts = DocumentFacts(replacement)
        navigation = DocumentNavigation(document: replacement, pageCount: facts.pageCount, ready: tileReady)
        navigation.read()
        document = replacement
        links = PageLinks(document: replacement)
        selectionText = SelectionText(document: replacement)
        watcher = FileChangeWatcher(path: replacement.path)
        renderQueue = Self.renderQueue(for: replacement, budgets: MemoryBudgets(viewport: state.viewport),
                                       timeLimit: renderTimeLimit, failures: failedTiles,
                                       workerFailures: workerFailures, tileReady: tileReady)
        state.replaceGeometry(with: DocumentGeometry(replacement, exactPages: [position.reading.pageIndex]), restoring: position)
    }

    /// The document's own file was just written: it is the one watched now.
    public func fileWasSaved() {
        watcher = FileChangeWatcher(path: document.path)
    }

    /// Journals the document's unsaved strokes in `journal` from now on.
    public func attachJournal(_ journal: InkJournal?) {
        document.inkJournal = journal
    }

    /// Removes the journal file: the reader chose to let the strokes go.
    public func discardJournal() {
        document.discardInkJournal()
    }

    /// A journal failure not reported yet, if the last journal write failed.
    public func unreportedJournalFailure() -> DocumentError? {
        let failure = document.inkJournalFailure
        defer { reportedJournalFailure = failure }
        return failure == reportedJournalFailure ? nil : failure
    }

    /// Why render workers could not start since last asked, once per reason.
    public func unreportedWorkerFailures() -> [DocumentError] {
        workerFailures.takeNew()
    }

    /// Stops rendering and waits for the journal: the window closes.
    public func close() {
        renderQueue.stop()
        document.finishInkJournal()
    }

    private static func renderQueue(for document: Document, budgets: MemoryBudgets, timeLimit: Double, failures: FailedTiles,
                                    workerFailures: WorkerFailures, tileReady: @escaping @Sendable () -> Void) -> RenderQueue {
        RenderQueue(document: document, cache: PageCache(budget: budgets.dayPixelBytes), timeout: timeLimit, workerFailed: { error in
            guard workerFailures.record(error) else { return }
            StandardError.report("pages cannot be rendered: \(error)")
            tileReady()
        }) { key, result in
            if case .failure(let error) = result {
                failures.record(error, for: key)
            }
            tileReady()
        }
    }
}

/// Why render workers could not start, recorded on their threads and
/// taken by the window's thread.
private final class WorkerFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var new: [DocumentError] = []
    private var seen: [DocumentError] = []

    /// Keeps `error` for the window; false when this reason was already recorded.
    func record(_ error: DocumentError) -> Bool {
        lock.withLock {
            guard !seen.contains(error) else { return false }
            seen.append(error)
            new.append(error)
            return true
        }
    }

    func takeNew() -> [DocumentError] {
        lock.withLock {
            defer { new.removeAll() }
            return new
        }
    }
}
