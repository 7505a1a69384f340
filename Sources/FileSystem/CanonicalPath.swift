import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The name sdlpdf knows a document's file by (in the document memory and
/// the ink journal): its absolute path with symbolic links, `.` and `..`
/// resolved, so every way of naming one file gives the same key.
public enum CanonicalPath {
    /// The canonical form of `path`; relative paths are taken from the
    /// current directory. A path that does not exist (any more) is only made
    /// absolute and standardized.
    public static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if let resolved = realpath(absolute, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }
}
