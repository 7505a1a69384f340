import Foundation

/// Replaces a file atomically: content goes to a temporary file in the same
/// directory, which `commit()` flushes to disk and renames over the destination.
struct AtomicFileWrite {
    struct Failure: Error {
        let reason: String
    }

    let destination: String
    let temporaryPath: String

    init(destination: String) {
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent().path
        temporaryPath = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UUID().uuidString.prefix(8)).tmp"
    }

    /// Flushes the temporary file and renames it over the destination.
    func commit() throws(Failure) {
        let fd = open(temporaryPath, O_RDONLY)
        guard fd >= 0 else { throw Failure(reason: Self.lastError()) }
        let synced = fsync(fd) == 0
        let syncError = Self.lastError()
        close(fd)
        guard synced else { throw Failure(reason: "cannot flush to disk: \(syncError)") }
        guard rename(temporaryPath, destination) == 0 else { throw Failure(reason: Self.lastError()) }
        let directory = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let dirfd = open(directory, O_RDONLY)
        if dirfd >= 0 {
            fsync(dirfd)
            close(dirfd)
        }
    }

    /// Removes the temporary file after a failure.
    func discard() {
        unlink(temporaryPath)
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
