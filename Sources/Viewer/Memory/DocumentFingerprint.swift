import FileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A cheap identity of a document's content, so a document that was renamed
/// or moved is still recognized: its size in bytes plus a 64-bit FNV-1a hash
/// of its first and last 64 KiB (the whole file when it is at most 128 KiB).
///
/// The tail matters for PDFs: the trailer with the document's `/ID` is at the
/// end, while many PDFs from one producer start with the same bytes. Reading
/// at most 128 KiB keeps it fast for huge files. Two different files with the
/// same size and the same sampled bytes are taken for the same document.
public struct DocumentFingerprint: Hashable, Sendable, Codable {
    /// How many bytes are hashed from each end of the file.
    public static let sampleLength = 65_536

    /// File size in bytes.
    public let byteCount: UInt64
    /// FNV-1a 64 of the sampled bytes, as 16 lowercase hex digits.
    public let sampleHash: String

    init(byteCount: UInt64, sampleHash: FNV1a64) {
        self.byteCount = byteCount
        self.sampleHash = sampleHash.hexDigits
    }

    /// The fingerprint of the regular file at `path`, or nil when it cannot
    /// be read, is not a regular file (a pipe must not be consumed) or is
    /// empty (every empty file would look alike).
    public init?(fileAt path: String) {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; no effect on regular files.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return nil }
        let size = Int(status.st_size)
        let headLength = min(size, Self.sampleLength)
        let tailStart = max(headLength, size - Self.sampleLength)
        var hash = FNV1a64()
        guard Self.hash(descriptor, from: 0, length: headLength, into: &hash),
              Self.hash(descriptor, from: tailStart, length: size - tailStart, into: &hash)
        else { return nil }
        self.init(byteCount: UInt64(size), sampleHash: hash)
    }

    /// Feeds `length` bytes at `offset` into `hash`; false when the file
    /// cannot be read that far (it shrank or failed).
    private static func hash(_ descriptor: Int32, from offset: Int, length: Int, into hash: inout FNV1a64) -> Bool {
        guard length > 0 else { return true }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: length, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while filled < length {
            let count = SystemCall.retryingInterrupted {
                pread(descriptor, buffer.baseAddress! + filled, length - filled, off_t(offset + filled))
            }
            guard count > 0 else { return false }
            filled += count
        }
        hash.combine(UnsafeRawBufferPointer(buffer))
        return true
    }
}
