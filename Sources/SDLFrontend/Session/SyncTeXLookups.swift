import CSDL2
import Foundation
import SyncTeX
import Viewer

/// SyncTeX lookups for the window's document, on a queue of their own (a
/// thesis's SyncTeX file takes a while to read): forward search from a
/// source line to boxes, inverse search from a point to a source line. The
/// file is read on first use and again when LaTeX rewrote it. What is found
/// waits in an inbox; an SDL event (`event`) tells the window.
final class SyncTeXLookups: @unchecked Sendable {
    /// What a lookup found.
    enum Finding {
        /// The boxes of a source line, for the D-Bus call `call` (nil: none waits).
        case boxes([SyncTeXBox], line: Int, call: UInt64?)
        /// The source of a point (nil: nothing there came from a source).
        case source(SourcePosition?)
        /// Why the lookup failed.
        case failed(String, call: UInt64?)
    }

    /// SDL event type posted when something was found.
    let event: UInt32
    private let documentPath: String
    private let queue = DispatchQueue(label: "sdlpdf.synctex")
    private let lock = NSLock()
    private var inbox: [Finding] = []
    /// Used on `queue` only: the file read and the modification time it was read at.
    private var file: (synctex: SyncTeXFile, modified: Date?)?

    init(documentPath: String) {
        self.documentPath = documentPath
        event = SDL_RegisterEvents(1)
    }

    /// Looks up the boxes of line `line` of `input`.
    func findBoxes(input: String, line: Int, column: Int, call: UInt64?) {
        queue.async { [self] in
            do {
                deliver(.boxes(try currentFile().boxes(input: input, line: line, column: column), line: line, call: call))
            } catch {
                deliver(.failed("\(error)", call: call))
            }
        }
    }

    /// Looks up the source of `point` on page `page`.
    func findSource(onPage page: Int, at point: PagePoint) {
        queue.async { [self] in
            do {
                deliver(.source(try currentFile().source(onPage: page, at: point)))
            } catch {
                deliver(.failed("\(error)", call: nil))
            }
        }
    }

    /// What was found since the last call, oldest first.
    func takeFindings() -> [Finding] {
        lock.lock()
        defer { lock.unlock() }
        let findings = inbox
        inbox = []
        return findings
    }

    /// Waits for the lookups under way (the window is closing).
    func stop() {
        queue.sync {}
    }

    /// The SyncTeX file, read again when it changed since it was read.
    private func currentFile() throws -> SyncTeXFile {
        let modified = synctexModificationDate()
        if let file, file.modified == modified { return file.synctex }
        let synctex = try SyncTeXFile(pdfPath: documentPath)
        file = (synctex, modified)
        return synctex
    }

    private func synctexModificationDate() -> Date? {
        let stem = (documentPath as NSString).deletingPathExtension
        for name in [stem + ".synctex.gz", stem + ".synctex"] {
            if let date = (try? FileManager.default.attributesOfItem(atPath: name))?[.modificationDate] as? Date { return date }
        }
        return nil
    }

    private func deliver(_ finding: Finding) {
        lock.lock()
        inbox.append(finding)
        lock.unlock()
        var event = SDL_Event()
        event.type = self.event
        SDL_PushEvent(&event)
    }
}
