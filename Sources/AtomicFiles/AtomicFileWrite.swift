import FileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file so that readers see either the old or the new content,
/// never a mix, even after a crash or a full disk: the content goes to a
/// temporary file in the destination's directory, which `commit()` flushes
/// to disk and renames over the destination (then flushes the directory).
///
/// Whoever writes the content either writes `temporaryPath` itself (MuPDF
/// saving a document or a PNG) and calls `commit()`, or hands the bytes to
/// `replace(_:with:)`. On any failure the destination is untouched.
public struct AtomicFileWrite: Sendable {
    /// Why a write or the replacement failed, as one line.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let reason: String

        public init(reason: String) {
            self.reason = reason
        }

        public var description: String { reason }
    }

    public let destination: String
    /// Where the content goes before it replaces `destination`: a hidden
    /// file next to it, unique to this process and write.
    public let temporaryPath: String

    public init(destination: String) {
        self.destination = destination
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent().path
        temporaryPath = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
    }

    /// Makes `data` the content of `path` (mode 0600 when new).
    public static func replace(_ path: String, with data: Data) throws(Failure) {
        let write = AtomicFileWrite(destination: path)
        let descriptor = open(write.temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(reason: Self.failure("create", write.temporaryPath)) }
        var failure = write.write(data, to: descriptor)
        if close(descriptor) != 0 && failure == nil { failure = Self.failure("close", write.temporaryPath) }
        if let failure {
            write.discard()
            throw Failure(reason: failure)
        }
        do {
            try write.commit()
        } catch {
            write.discard()
            throw error
        }
    }

    /// Flushes the temporary file to disk and renames it over the destination.
    public func commit() throws(Failure) {
        let descriptor = open(temporaryPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: Self.failure("open", temporaryPath)) }
        let synced = fsync(descriptor) == 0
        let syncFailure = Self.failure("flush to disk", temporaryPath)
        close(descriptor)
        guard synced else { throw Failure(reason: syncFailure) }
        guard rename(temporaryPath, destination) == 0 else {
            throw Failure(reason: Self.failure("rename \(temporaryPath) to", destination))
        }
        let directory = URL(fileURLWithPath: destination).deletingLastPathComponent().path
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Removes the temporary file after a failure.
    public func discard() {
        unlink(temporaryPath)
    }

    /// Writes all of `data`; the failure, if any.
    private func write(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = SystemCall.retryingInterrupted { Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written) }
                guard count > 0 else { return Self.failure("write", temporaryPath) }
                written += count
            }
            return nil
        }
    }

    /// "cannot create /x/y: Permission denied", from the current `errno`.
    private static func failure(_ action: String, _ path: String) -> String {
        SystemCallFailure(action, path).description
    }
}
