import FileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock (`flock`) on a lock file, held while one
/// process reads, merges and rewrites the memory file so that concurrent
/// sdlpdf instances (or threads) do not overwrite each other's records.
/// The kernel drops the lock if its holder dies.
enum StateFileLock {
    /// How long to sleep between attempts while another process holds the lock.
    private static let retryInterval: useconds_t = 10_000

    /// Runs `body` while holding the lock on `path` (created when missing),
    /// waiting at most `timeout` seconds for another holder to let go.
    static func withLock<T>(on path: String, in directory: String, timeout: Double,
                            _ body: () throws(DocumentMemoryError) -> T) throws(DocumentMemoryError) -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable(directory: directory, reason: SystemCallFailure("open lock file", path).description)
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        while SystemCall.retryingInterrupted({ flock(descriptor, LOCK_EX | LOCK_NB) }) != 0 {
            let code = errno
            guard code == EWOULDBLOCK else {
                throw .unwritable(directory: directory, reason: SystemCallFailure("lock", path, code: code).description)
            }
            guard Date() < deadline else { throw .lockTimedOut(lockFile: path, seconds: timeout) }
            usleep(retryInterval)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
