/// Why `DocumentMemory` could not save. Nothing is lost when it is thrown:
/// the memory file on disk is left as it was, and the document itself is
/// only ever read. Its description is one line, fit to be printed once.
public enum DocumentMemoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither `XDG_STATE_HOME` (absolute) nor `HOME` is set, so there is no
    /// state directory.
    case noStateDirectory
    /// The state directory, its lock file or the memory file cannot be
    /// written; `reason` names the file and the system's reason.
    case unwritable(directory: String, reason: String)
    /// Another process held the lock file for longer than the lock timeout.
    case lockTimedOut(lockFile: String, seconds: Double)
    /// The record cannot be written as JSON (a position that is not a finite
    /// number).
    case unencodable(reason: String)

    public var description: String {
        switch self {
        case .noStateDirectory:
            return "cannot remember documents: neither XDG_STATE_HOME nor HOME is set"
        case let .unwritable(directory, reason):
            return "cannot remember documents in \(directory): \(reason)"
        case let .lockTimedOut(lockFile, seconds):
            return "cannot remember documents: \(lockFile) stayed locked by another process for \(seconds) s"
        case let .unencodable(reason):
            return "cannot remember this document: \(reason)"
        }
    }
}
