import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// sdlpdf's directory for state that outlives a run, per the XDG Base
/// Directory specification: `$XDG_STATE_HOME/sdlpdf`, or
/// `$HOME/.local/state/sdlpdf` when `XDG_STATE_HOME` is unset, empty or
/// relative (the specification says to ignore relative values).
enum StateDirectory {
    /// The directory named by `environment`.
    static func url(environment: [String: String]) throws(DocumentMemoryError) -> URL {
        if let stateHome = environment["XDG_STATE_HOME"], stateHome.hasPrefix("/") {
            return URL(fileURLWithPath: stateHome, isDirectory: true).appendingPathComponent("sdlpdf", isDirectory: true)
        }
        guard let home = environment["HOME"], !home.isEmpty else { throw .noStateDirectory }
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state/sdlpdf", isDirectory: true)
    }

    /// Creates `path` and missing parents, private to the user (0700, as the
    /// specification asks). An existing directory is left as it is.
    static func create(_ path: String) throws(SystemCallFailure) {
        if isDirectory(path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path {
            try create(parent)
        }
        if mkdir(path, 0o700) != 0 {
            let code = errno
            guard code == EEXIST else { throw SystemCallFailure("create directory", path, code: code) }
            guard isDirectory(path) else { throw SystemCallFailure("create directory", path, code: ENOTDIR) }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
