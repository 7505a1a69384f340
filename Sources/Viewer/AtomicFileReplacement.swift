import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file so that readers see either the old or the new content,
/// never a mix, even after a crash: the data goes to a temporary file in the
/// same directory, which is flushed to disk and renamed over the file.
enum AtomicFileReplacement {
    /// Makes `data` the content of `path` (mode 0600 when new). On failure the
    /// old file is untouched and the temporary file is removed.
    static func replace(_ path: String, with data: Data) throws(SystemCallFailure) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SystemCallFailure("create", temporary) }
        var failure: SystemCallFailure?
        do {
            try write(data, to: descriptor, path: temporary)
        } catch {
            failure = error
        }
        if failure == nil && fsync(descriptor) != 0 { failure = SystemCallFailure("flush", temporary) }
        if close(descriptor) != 0 && failure == nil { failure = SystemCallFailure("close", temporary) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let failure = SystemCallFailure("rename \(temporary) to", path)
            unlink(temporary)
            throw failure
        }
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func write(_ data: Data, to descriptor: Int32, path: String) throws(SystemCallFailure) {
        let failure: SystemCallFailure? = data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return SystemCallFailure("write", path) }
                written += count
            }
            return nil
        }
        if let failure { throw failure }
    }
}
