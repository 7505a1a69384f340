import AtomicFiles
import FileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Remembers, per document, where the reader was, which appearance mode was
/// on and when the document was last opened — so reopening a document
/// continues where it was left, as in zathura, evince or SumatraPDF.
///
/// Everything lives in one JSON file, `documents.json`, in `directory`
/// (by default `$XDG_STATE_HOME/sdlpdf`, see `standard(environment:)`).
/// Documents are keyed by canonical path (absolute, symbolic links
/// resolved); a document that is not found by path is looked up by the
/// fingerprint of its content, so a renamed or moved file is recognized.
/// At most `maximumDocumentCount` documents are kept; the least recently
/// opened are forgotten first.
///
/// Saving is safe with several sdlpdf instances running: under an exclusive
/// lock it re-reads the file, merges its one record and atomically replaces
/// the file (temporary file, fsync, rename). A damaged file is treated as
/// empty — with a warning, never a crash — and replaced by the next save,
/// which keeps the damaged one as `documents.json.corrupt`. Documents
/// themselves are only ever read, for their fingerprint.
public struct DocumentMemory: Sendable {
    /// Name of the memory file in `directory`.
    public static let fileName = "documents.json"
    /// How many documents are remembered unless told otherwise: 1000, more
    /// than a reader opens in years, while the file stays small to rewrite.
    public static let defaultMaximumDocumentCount = 1000
    /// How long a save waits for another instance holding the lock unless
    /// told otherwise, in seconds: 5, far longer than a save takes, short
    /// enough that a stuck instance does not hang quitting.
    public static let defaultLockTimeout = 5.0

    /// The directory holding the memory file (created on the first save).
    public let directory: URL
    /// The most documents remembered (at least 1).
    public let maximumDocumentCount: Int
    /// How long a save waits for another instance that holds the lock.
    public let lockTimeout: Double

    /// The memory file, `directory/documents.json`.
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }
    /// Where a damaged memory file is kept when a save replaces it.
    public var corruptFileURL: URL { directory.appendingPathComponent(Self.fileName + ".corrupt") }
    private var lockFileURL: URL { directory.appendingPathComponent(Self.fileName + ".lock") }

    /// A memory kept in `directory`.
    public init(directory: URL, maximumDocumentCount: Int = DocumentMemory.defaultMaximumDocumentCount,
                lockTimeout: Double = DocumentMemory.defaultLockTimeout) {
        self.directory = directory.standardizedFileURL
        self.maximumDocumentCount = max(maximumDocumentCount, 1)
        self.lockTimeout = lockTimeout
    }

    /// The memory in sdlpdf's XDG state directory: `$XDG_STATE_HOME/sdlpdf`,
    /// or `$HOME/.local/state/sdlpdf` when `XDG_STATE_HOME` is unset, empty or
    /// not absolute. Pass the process environment, or a made-up one in tests.
    /// Throws `.noStateDirectory` when neither variable is usable.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(DocumentMemoryError) -> DocumentMemory {
        DocumentMemory(directory: try XDGDirectory.stateURL(environment: environment))
    }

    /// What is remembered about the document at `path`, or nil. Shorthand for
    /// `lookUp(documentAt:).record` for callers that ignore warnings.
    public func record(forDocumentAt path: String) -> DocumentRecord? {
        lookUp(documentAt: path).record
    }

    /// Finds what is remembered about the document at `path` (any spelling
    /// of the path; relative to the current directory): first by canonical
    /// path, then — for a document not remembered under its path — by
    /// content fingerprint, the most recently opened match winning. Never
    /// fails: an unreadable memory file gives no record and a warning.
    public func lookUp(documentAt path: String) -> DocumentLookup {
        let (file, problem) = DocumentMemoryFile.load(from: fileURL.path)
        let warning = problem.map(lookUpWarning)
        let key = CanonicalPath.of(path)
        if let remembered = file.documents[key] {
            return DocumentLookup(record: remembered.record, match: .path, warning: warning)
        }
        guard let fingerprint = DocumentFingerprint(fileAt: key),
              let (rememberedPath, remembered) = file.documents
                  .filter({ $0.value.fingerprint == fingerprint })
                  .max(by: { ($0.value.record.lastOpened, $0.key) < ($1.value.record.lastOpened, $1.key) })
        else {
            return DocumentLookup(warning: warning)
        }
        return DocumentLookup(record: remembered.record, match: .fingerprint(rememberedPath: rememberedPath),
                              warning: warning)
    }

    /// Remembers `record` for the document at `path`, replacing what was
    /// remembered under its canonical path. An entry for the same content
    /// under a path that no longer exists (the file was moved) is dropped.
    /// Creates the directory when missing; forgets the least recently opened
    /// documents beyond `maximumDocumentCount`.
    ///
    /// - Returns: a warning when the memory file on disk was damaged and has
    ///   been replaced (or damaged entries dropped); nil normally.
    /// - Throws: `DocumentMemoryError` when the directory or file cannot be
    ///   written; the file on disk then stays as it was.
    @discardableResult
    public func save(_ record: DocumentRecord, forDocumentAt path: String) throws(DocumentMemoryError)
        -> DocumentMemoryWarning? {
        let directoryPath = directory.path
        do {
            try XDGDirectory.create(directoryPath)
        } catch {
            throw .unwritable(directory: directoryPath, reason: error.description)
        }
        let key = CanonicalPath.of(path)
        let fingerprint = DocumentFingerprint(fileAt: key)
        return try StateFileLock.withLock(on: lockFileURL.path, in: directoryPath, timeout: lockTimeout) {
            () throws(DocumentMemoryError) -> DocumentMemoryWarning? in
            var (file, problem) = DocumentMemoryFile.load(from: fileURL.path)
            if case let .unreadable(reason) = problem {
                throw .unwritable(directory: directoryPath, reason: "\(reason); the file is left as it is")
            }
            if let fingerprint {
                for (otherKey, entry) in file.documents
                where otherKey != key && entry.fingerprint == fingerprint && !Self.exists(otherKey) {
                    file.documents[otherKey] = nil
                }
            }
            file.documents[key] = RememberedDocument(fingerprint: fingerprint, record: record)
            file.forgetLeastRecentlyOpened(keepingAtMost: maximumDocumentCount, protecting: key)
            let data = try file.encoded()
            if case .unusable = problem {
                rename(fileURL.path, corruptFileURL.path)
            }
            do throws(AtomicFileWrite.Failure) {
                try AtomicFileWrite.replace(fileURL.path, with: data)
            } catch {
                throw .unwritable(directory: directoryPath, reason: error.description)
            }
            return problem.map(saveWarning)
        }
    }

    private func lookUpWarning(_ problem: DocumentMemoryFile.Problem) -> DocumentMemoryWarning {
        switch problem {
        case let .unusable(reason):
            return DocumentMemoryWarning("ignoring document memory \(fileURL.path): \(reason); "
                + "it will be replaced on the next save")
        case let .unreadable(reason):
            return DocumentMemoryWarning("ignoring document memory: \(reason)")
        case let .skippedEntries(count):
            return DocumentMemoryWarning("document memory \(fileURL.path): ignoring \(count) damaged "
                + (count == 1 ? "entry" : "entries"))
        }
    }

    private func saveWarning(_ problem: DocumentMemoryFile.Problem) -> DocumentMemoryWarning {
        switch problem {
        case let .unusable(reason):
            return DocumentMemoryWarning("replaced document memory \(fileURL.path) (\(reason)); "
                + "the old file is kept as \(corruptFileURL.path)")
        case let .unreadable(reason):
            return DocumentMemoryWarning("ignoring document memory: \(reason)")
        case let .skippedEntries(count):
            return DocumentMemoryWarning("document memory \(fileURL.path): dropped \(count) damaged "
                + (count == 1 ? "entry" : "entries"))
        }
    }

    /// Whether `path` exists; false only when it is positively gone (ENOENT),
    /// so an unreadable directory does not make an entry look moved.
    private static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0 || errno != ENOENT
    }
}

/// A problem `DocumentMemory` recovered from, such as a corrupt memory file
/// that was treated as empty. Its message is one line for the user.
public struct DocumentMemoryWarning: Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension XDGDirectory {
    /// The state directory as a URL, for the memories kept there.
    static func stateURL(environment: [String: String]) throws(DocumentMemoryError) -> URL {
        guard let path = XDGDirectory.state.path(environment: environment) else { throw .noStateDirectory }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
