import FileSystem
import Foundation

/// Checks made on a document's file before and after MuPDF tries to open it.
enum DocumentFile {
    /// Checks that `path` is a readable, non-empty regular file.
    static func checkReadableFile(_ path: String) throws(DocumentError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: SystemCallFailure.reason(for: code))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw .unreadable(path: path, reason: SystemCallFailure.reason(for: errno))
        }
        close(fd)
        guard info.st_size > 0 else { throw .emptyFile(path: path) }
    }

    /// Files that start like a format MuPDF reads but fail to open are damaged;
    /// anything else is not a document.
    static func classifyOpenFailure(path: String, failure: MuPDFFailure) -> DocumentError {
        guard let file = FileHandle(forReadingAtPath: path) else {
            return .unreadable(path: path, reason: failure.message)
        }
        defer { try? file.close() }
        let head = (try? file.read(upToCount: 1024)) ?? Data()
        let signatures: [[UInt8]] = [
            Array("%PDF".utf8), [0x50, 0x4B, 0x03, 0x04], [0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47],
            Array("GIF8".utf8), [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A], Array("AT&TFORM".utf8),
        ]
        let bytes = [UInt8](head)
        let known = signatures.contains { sig in bytes.starts(with: sig) }
            || bytes.firstRange(of: Array("%PDF-".utf8)) != nil
        return known ? .damaged(path: path, reason: failure.message) : .notADocument(path: path, reason: failure.message)
    }
}
