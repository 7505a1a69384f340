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
        let descriptor = try checked("create", write.temporaryPath) {
            open(write.temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        var failure = write.write(data, to: descriptor)
        do {
            try SystemCall.close(descriptor, write.temporaryPath)
        } catch {
            failure = failure ?? error.description
        }
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
        try Self.flushToDisk(temporaryPath)
        try Self.checked("rename \(temporaryPath) to", destination) { rename(temporaryPath, destination) }
        // The rename is on disk once the folder is; a folder that cannot be
        // flushed leaves it to the file system's own time.
        try? Self.flushToDisk(URL(fileURLWithPath: destination).deletingLastPathComponent().path, flags: O_DIRECTORY)
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
                guard count > 0 else { return SystemCallFailure("write", temporaryPath).description }
                written += count
            }
            return nil
        }
    }

    /// Opens `path` (a file, or a folder with `O_DIRECTORY`) and flushes it to disk.
    private static func flushToDisk(_ path: String, flags: Int32 = 0) throws(Failure) {
        let descriptor = try checked("open", path) { open(path, O_RDONLY | O_CLOEXEC | flags) }
        defer { try? SystemCall.close(descriptor, path) }
        try checked("flush to disk", path) { fsync(descriptor) }
    }

    /// `SystemCall.checked`, failing as "cannot create /x/y: Permission denied".
    @discardableResult
    private static func checked<Result: BinaryInteger>(_ action: String, _ path: String,
                                                       _ call: () -> Result) throws(Failure) -> Result {
        do {
            return try SystemCall.checked(action, path, call)
        } catch {
            throw Failure(reason: error.description)
        }
    }
}
