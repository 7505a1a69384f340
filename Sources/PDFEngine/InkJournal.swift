import AtomicFiles
import FileSystem
import Foundation
import PDFAppearance

/// Keeps the strokes of a document that are not saved yet in a small file,
/// rewritten atomically after every ink edit, so a crash or power cut loses
/// nothing: reopening the document lists them (`pendingStrokes()`) and can
/// draw them again (`Document.restoreInkStrokes(_:)`).
///
/// One file per document in `directory` (by default `ink` in sdlpdf's XDG
/// state directory, see `XDGDirectory`), named by the FNV-1a hash of the
/// document's `CanonicalPath` (absolute, symbolic links resolved), which the
/// file also records:
/// `{"version": 1, "document": "/path/a.pdf", "strokes": [{"page": 0,
/// "color": [r, g, b], "width": 2, "points": [x0, y0, x1, y1, …]}]}` with
/// points in page space. Erasing annotations that were already in the file is
/// not journaled.
public struct InkJournal: Hashable, Sendable {
    /// The document's canonical path.
    public let documentPath: String
    /// The journal file.
    public let fileURL: URL

    /// The journal of the document at `documentPath` (any spelling of it) in `directory`.
    public init(documentPath: String, directory: URL) {
        let canonical = CanonicalPath.of(documentPath)
        self.documentPath = canonical
        fileURL = directory.appendingPathComponent(FNV1a64(hashing: canonical).hexDigits + ".json")
    }

    /// The journal in sdlpdf's XDG state directory (`XDGDirectory.state`):
    /// `$XDG_STATE_HOME/sdlpdf/ink`, or `$HOME/.local/state/sdlpdf/ink` when
    /// `XDG_STATE_HOME` is unset, empty or relative; nil when neither
    /// variable is usable.
    public static func standard(documentPath: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> InkJournal? {
        XDGDirectory.state.path(environment: environment).map {
            InkJournal(documentPath: documentPath, directory: URL(fileURLWithPath: $0 + "/ink", isDirectory: true))
        }
    }

    /// The strokes journaled for the document, oldest first; empty when there is no journal.
    /// - Throws: `DocumentError.journalFailed` when the file cannot be read or is damaged.
    public func pendingStrokes() throws(DocumentError) -> [InkStroke] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw failure("cannot read it (\(error.localizedDescription))")
        }
        guard let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else {
            throw failure("it is damaged")
        }
        guard file.document == documentPath else { return [] }
        return try file.strokes.map { entry throws(DocumentError) in
            guard entry.color.count == 3, entry.points.count % 2 == 0, entry.page >= 0 else { throw failure("it is damaged") }
            let points = stride(from: 0, to: entry.points.count, by: 2).map { PagePoint(x: entry.points[$0], y: entry.points[$0 + 1]) }
            return InkStroke(page: entry.page, points: points,
                             color: Color(red: entry.color[0], green: entry.color[1], blue: entry.color[2]), width: entry.width)
        }
    }

    /// Replaces the journal with `strokes` (temporary file, flush, rename);
    /// no strokes remove it. Creates the directory when missing.
    public func write(_ strokes: [InkStroke]) throws(DocumentError) {
        guard !strokes.isEmpty else { return try clear() }
        let file = File(version: 1, document: documentPath, strokes: strokes.map { stroke in
            File.Stroke(page: stroke.page, color: [stroke.color.red, stroke.color.green, stroke.color.blue],
                        width: stroke.width, points: stroke.points.flatMap { [$0.x, $0.y] })
        })
        let data: Data
        do {
            data = try JSONEncoder().encode(file)
        } catch {
            throw failure("the strokes cannot be written as JSON (\(error))")
        }
        do {
            try XDGDirectory.create(fileURL.deletingLastPathComponent().path)
            try AtomicFileWrite.replace(fileURL.path, with: data)
        } catch let error as AtomicFileWrite.Failure {
            throw failure(error.reason)
        } catch let error as SystemCallFailure {
            throw failure(error.description)
        } catch {
            throw failure("\(error)")
        }
    }

    /// Removes the journal (after a save, or when the reader discards the strokes).
    public func clear() throws(DocumentError) {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else {
            throw failure(SystemCallFailure.reason(for: errno))
        }
    }

    private func failure(_ reason: String) -> DocumentError {
        .journalFailed(path: documentPath, journal: fileURL.path, reason: reason)
    }

    private struct File: Codable {
        struct Stroke: Codable {
            var page: Int
            var color: [Double]
            var width: Double
            var points: [Double]
        }

        var version: Int
        var document: String
        var strokes: [Stroke]
    }
}
