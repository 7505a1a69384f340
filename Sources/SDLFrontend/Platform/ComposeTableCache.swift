import FileSystem
import Foundation
import Viewer

/// Where Xlib may keep its parsed compose table between launches.
///
/// `SDL_Init` opens an X input method, and Xlib then parses the locale's
/// whole compose file (about 6,000 lines for UTF-8 locales): 7–12 ms of the
/// first frame. Xlib skips the parse when it finds a cache it wrote earlier,
/// but it only writes one into a directory that already exists
/// (`XCOMPOSECACHE`, or `~/.compose-cache`), and never for root. sdlpdf
/// offers its own cache directory so every launch after the first reads
/// the table in well under a millisecond.
enum ComposeTableCache {
    /// The directory to offer, or nil when Xlib would not use it or the user
    /// already chose one: `$XDG_CACHE_HOME/sdlpdf/compose` (or
    /// `$HOME/.cache/sdlpdf/compose`).
    static func directory(environment: [String: String], userID: uid_t) -> String? {
        guard userID != 0, environment["DISPLAY"] != nil, environment["XCOMPOSECACHE"] == nil,
              !(environment["HOME"].map { FileManager.default.fileExists(atPath: $0 + "/.compose-cache") } ?? false)
        else { return nil }
        return XDGDirectory.cache.path(environment: environment).map { $0 + "/compose" }
    }

    /// Creates the directory (mode 0700, as Xlib requires) and points
    /// `XCOMPOSECACHE` at it for this process. Failing leaves Xlib as it was.
    static func offer(environment: [String: String] = ProcessInfo.processInfo.environment, userID: uid_t = geteuid()) {
        guard let directory = directory(environment: environment, userID: userID) else { return }
        do {
            try XDGDirectory.create(directory)
        } catch {
            return
        }
        setenv("XCOMPOSECACHE", directory, 0)
    }
}
