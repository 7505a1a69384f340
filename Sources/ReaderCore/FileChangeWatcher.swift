import Foundation
import PDFEngine

/// Notices that the open file was rewritten on disk (a LaTeX rebuild, a
/// download finishing) by comparing its identity (`FileIdentity`).
///
/// A change is reported only once the file has stayed the same for one whole
/// check interval, so a writer that is still busy is not caught half-way.
public struct FileChangeWatcher {
    public let path: String
    private var accepted: FileIdentity?
    private var pending: FileIdentity?

    public init(path: String) {
        self.path = path
        accepted = FileIdentity(path: path)
    }

    /// Call every check interval; true when the file changed and has settled.
    /// A vanished or empty file is never reported (the writer is not done).
    public mutating func fileChanged() -> Bool {
        guard let now = FileIdentity(path: path), now.size > 0 else {
            pending = nil
            return false
        }
        guard now != accepted else {
            pending = nil
            return false
        }
        guard now == pending else {
            pending = now
            return false
        }
        accepted = now
        pending = nil
        return true
    }
}
