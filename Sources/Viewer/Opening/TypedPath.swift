import Foundation

/// A path typed into a prompt: `~` is the home folder, and a relative path
/// is taken from a folder the prompt names (the current document's).
public enum TypedPath {
    /// The absolute, standardized path `typed` names (blanks around it
    /// ignored), or nil when nothing was typed.
    public static func resolve(_ typed: String, relativeTo folder: String) -> String? {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return URL(fileURLWithPath: expandingHome(trimmed), relativeTo: URL(fileURLWithPath: folder, isDirectory: true))
            .standardizedFileURL.path
    }

    /// `typed` with a leading `~` or `~/` replaced by the home folder.
    static func expandingHome(_ typed: String) -> String {
        typed == "~" || typed.hasPrefix("~/") ? NSString(string: typed).expandingTildeInPath : typed
    }

    /// `path` with the home folder shown as `~`, as the prompt shows it.
    public static func abbreviatingHome(_ path: String) -> String {
        let home = NSHomeDirectory()
        guard !home.isEmpty, home != "/" else { return path }
        if path == home { return "~" }
        return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }
}
