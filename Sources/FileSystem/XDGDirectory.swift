import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// sdlpdf's directories per the XDG Base Directory specification:
/// `$XDG_STATE_HOME/sdlpdf` (and `_CONFIG_`, `_CACHE_`), or the same under
/// `$HOME/.local/state`, `$HOME/.config`, `$HOME/.cache` when the variable is
/// unset, empty or relative (the specification says to ignore relative values).
/// The one rule every file sdlpdf keeps follows: the document memory,
/// brightness, ink journal, configuration file and compose cache.
public enum XDGDirectory: CaseIterable, Sendable {
    /// Remembered positions, brightness, the ink journal: `XDG_STATE_HOME`.
    case state
    /// `config.json`: `XDG_CONFIG_HOME`.
    case config
    /// Anything that can be made again: `XDG_CACHE_HOME`.
    case cache

    private var variable: String {
        switch self {
        case .state: "XDG_STATE_HOME"
        case .config: "XDG_CONFIG_HOME"
        case .cache: "XDG_CACHE_HOME"
        }
    }

    private var homeDefault: String {
        switch self {
        case .state: ".local/state"
        case .config: ".config"
        case .cache: ".cache"
        }
    }

    /// sdlpdf's directory of this kind named by `environment`; nil when
    /// neither the variable nor `HOME` is usable.
    public func path(environment: [String: String]) -> String? {
        if let base = environment[variable], base.hasPrefix("/") {
            return base + "/sdlpdf"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/" + homeDefault + "/sdlpdf"
    }

    /// Creates `path` and missing parents, private to the user (0700, as the
    /// specification asks). An existing directory is left as it is.
    public static func create(_ path: String) throws(SystemCallFailure) {
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
