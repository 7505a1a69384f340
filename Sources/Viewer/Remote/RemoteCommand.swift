/// What a program outside the window asks it to do (through the D-Bus
/// interface, `org.sdlpdf.Viewer`): the window carries each out through the
/// same paths as the keys and the settings overlay, and answers with a
/// `RemoteReply`. Pages count from 0, as zathura's interface counts them.
public enum RemoteCommand: Hashable, Sendable {
    /// Show the document at `path` in place of the current one; `page`
    /// nil: where the reader left it.
    case openDocument(path: String, password: String?, page: Int?)
    case goToPage(Int)
    /// "default", "sepia", "night", "sepia,night" or "auto".
    case setAppearanceMode(String)
    /// Read the file again from disk.
    case reload
    /// Highlight rectangles (points from the page's top-left) on a page, and show it.
    case highlight(page: Int, rects: [PageRect])
    /// SyncTeX forward search: show where line `line` (from 1) of the TeX file `input` is.
    case synctexView(input: String, line: Int, column: Int)
}

/// How the window answers a `RemoteCommand`.
public enum RemoteReply: Hashable, Sendable {
    case done
    /// The arguments cannot be carried out (a page out of range, a mode not allowed); the line says why.
    case invalid(String)
    /// Carrying it out failed (the file does not open); the line says why.
    case failed(String)
}
