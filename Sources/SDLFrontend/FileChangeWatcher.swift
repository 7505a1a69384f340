import Foundation

/// Notices that the open file was rewritten on disk (a LaTeX rebuild, a
/// download finishing) by comparing its identity and modification time.
///
/// A change is reported only once the file has stayed the same for one whole
/// check interval, so a writer that is still busy is not caught half-way.
struct FileChangeWatcher {
    private struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        }
    }

    let path: String
    private var accepted: Stamp?
    private var pending: Stamp?

    init(path: String) {
        self.path = path
        accepted = Self.stamp(of: path)
    }

    /// Call every check interval; true when the file changed and has settled.
    /// A vanished or empty file is never reported (the writer is not done).
    mutating func fileChanged() -> Bool {
        guard let now = Self.stamp(of: path), now.size > 0 else {
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

    private static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: info.st_mtim)
    }
}
