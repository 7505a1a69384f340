import AtomicFiles
import Foundation
import PDFAppearance

/// Keeps the strokes of a document that are not saved yet in a small file,
/// rewritten atomically after every ink edit, so a crash or power cut loses
/// nothing: reopening the document lists them (`pendingStrokes()`) and can
/// draw them again (`Document.restoreInkStrokes(_:)`).
///
/// One file per document in `directory` (by default
/// `$XDG_STATE_HOME/sdlpdf/ink`), named by a hash of the document's canonical
/// path (absolute, symbolic links resolved), which the file also records:
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
        let canonical = URL(fileURLWithPath: documentPath).standardizedFileURL.resolvingSymlinksInPath().path
        self.documentPath = canonical
        fileURL = directory.appendingPathComponent(Self.fileName(forCanonicalPath: canonical))
    }

    /// The journal in sdlpdf's XDG state directory: `$XDG_STATE_HOME/sdlpdf/ink`,
    /// or `$HOME/.local/state/sdlpdf/ink` when `XDG_STATE_HOME` is unset or not
    /// absolute; nil when neither variable is usable.
    public static func standard(documentPath: String,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> InkJournal? {
        let base: URL
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            base = URL(fileURLWithPath: stateHome, isDirectory: true)
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
        } else {
            return nil
        }
        return InkJournal(documentPath: documentPath, directory: base.appendingPathComponent("sdlpdf/ink", isDirectory: true))
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
        let directory = fileURL.deletingLastPathComponent()
        let temporary = AtomicFileWrite(destination: fileURL.path)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try JSONEncoder().encode(file).write(to: URL(fileURLWithPath: temporary.temporaryPath))
            try temporary.commit()
        } catch let error as AtomicFileWrite.Failure {
            temporary.discard()
            throw failure(error.reason)
        } catch {
            temporary.discard()
            throw failure(error.localizedDescription)
        }
    }

    /// Removes the journal (after a save, or when the reader discards the strokes).
    public func clear() throws(DocumentError) {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else {
            throw failure(String(cString: strerror(errno)))
        }
    }

    private func failure(_ reason: String) -> DocumentError {
        .journalFailed(path: documentPath, journal: fileURL.path, reason: reason)
    }

    /// 64-bit FNV-1a of the path in hex: short, stable and safe as a file name.
    private static func fileName(forCanonicalPath path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ".json"
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
