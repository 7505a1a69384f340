import AtomicFiles
import CMuPDF
import FileSystem
import Foundation

extension Document {
    /// How `save(to:)` wrote the document.
    public enum SaveMethod: Hashable, Sendable {
        /// The original bytes followed by an update section with the changes.
        case incremental
        /// The whole document rewritten (MuPDF cannot append to a repaired file).
        case full
    }

    /// Whether a file at `path` is not the one the document holds: the file
    /// was replaced (another device or inode) or rewritten in place (another
    /// size or modification time) since it was opened or last saved. A
    /// removed file is no change: saving there loses nothing.
    public var fileChangedOnDisk: Bool {
        FileIdentity(path: path).map { $0 != stateLock.withLock { fileIdentity } } ?? false
    }

    /// Saves the PDF with its ink into `destination` (nil: the file it was
    /// opened from), never leaving a half-written file: the document goes to a
    /// temporary file in the destination's folder (the original bytes with the
    /// changes appended where MuPDF allows, else in full), which is flushed to
    /// disk, given the replaced file's permissions and renamed over it. A
    /// symbolic link as destination keeps pointing to the saved file. A
    /// destination the user may not write (read-only, immutable) is refused
    /// rather than replaced.
    ///
    /// When the document's own file was cut short or rewritten in place
    /// (the same inode) since it was read, nothing is written, to any
    /// destination: the pages not read yet are no longer there to write.
    ///
    /// When the document's own file changed on disk since it was opened
    /// (`fileChangedOnDisk`, checked before writing and again just before the
    /// rename), saving over it is refused with `.changedOnDisk` unless
    /// `replacingChangedFile`. Whenever the file is not the one opened (or
    /// is gone), the document is written in full, to any destination: the
    /// changes are never appended to bytes other than those it was read from.
    ///
    /// Afterwards `hasUnsavedChanges` is false and the ink journal is cleared.
    /// On failure the destination is untouched and the changes stay in memory
    /// (and in the journal), so saving can be tried again.
    /// - Throws: `.changedOnDisk`, or `.saveFailed` naming the destination and the reason.
    @discardableResult
    public func save(to destination: String? = nil, replacingChangedFile: Bool = false) throws -> SaveMethod {
        let requested = destination ?? path
        let target = CanonicalPath.of(requested)
        let savesOverOwnFile = target == CanonicalPath.of(path)
        if access(target, F_OK) == 0 && access(target, W_OK) != 0 {
            throw DocumentError.saveFailed(path: path, destination: requested,
                                           reason: "the file is read-only (\(SystemCallFailure.reason(for: errno)))")
        }
        let temporary = AtomicFileWrite(destination: target)
        return try withDocumentLockAheadOfRecording {
            if let reason = sourceRewrittenReason {
                throw DocumentError.saveFailed(path: path, destination: requested, reason: reason)
            }
            if savesOverOwnFile && !replacingChangedFile && fileChangedOnDisk {
                throw DocumentError.changedOnDisk(path: path)
            }
            let unchanged = stateLock.withLock { fileIdentity } == FileIdentity(path: path)
            let saved = MuPDFCall.result { cmupdf_document_save_pdf(context.handle, handle, temporary.temporaryPath, unchanged ? 1 : 0, &$0) }
            do {
                if case .failure(let failure) = saved { throw AtomicFileWrite.Failure(reason: failure.message) }
                var existing = stat()
                if stat(target, &existing) == 0 {
                    chmod(temporary.temporaryPath, existing.st_mode & 0o7777)
                }
                if savesOverOwnFile && !replacingChangedFile && fileChangedOnDisk {
                    temporary.discard()
                    throw DocumentError.changedOnDisk(path: path)
                }
                try temporary.commit()
            } catch let failure as AtomicFileWrite.Failure {
                temporary.discard()
                throw DocumentError.saveFailed(path: path, destination: requested, reason: failure.reason)
            }
            if savesOverOwnFile {
                let saved = FileIdentity(path: path)
                stateLock.withLock { fileIdentity = saved }
            }
            stateLock.withLock {
                inkHistory.didSave()
                writeJournal()
            }
            return saved == .success(1) ? .incremental : .full
        }
    }

    /// Why the document cannot be written at all: its own file (the same
    /// inode, which MuPDF reads pages from as they are needed) was cut short
    /// or rewritten in place since it was read, so the pages not read yet are
    /// gone or are other bytes. A file replaced by another (renamed over) or
    /// deleted keeps its bytes in the open inode and is no reason.
    private var sourceRewrittenReason: String? {
        guard let opened = stateLock.withLock({ fileIdentity }), let now = FileIdentity(path: path),
              now.device == opened.device, now.inode == opened.inode, now != opened else { return nil }
        let how = now.size < opened.size ? "was cut to \(now.size) of its \(opened.size) bytes" : "was rewritten in place"
        return "\(path) \(how) while open, so its pages cannot be read again; the ink is kept in the journal "
            + "and comes back when the document is opened again"
    }
}
