/// Everything a key binding can do. The raw value is the name used in
/// configuration files. Commands with `isHandledByViewerState == false` are
/// carried out by the front end (or ignored until implemented).
public enum ViewerCommand: String, CaseIterable, Hashable, Sendable, Codable {
    case scrollDown = "scroll-down"
    case scrollUp = "scroll-up"
    case scrollLeft = "scroll-left"
    case scrollRight = "scroll-right"
    /// One screen down, less a little overlap.
    case screenDown = "screen-down"
    case screenUp = "screen-up"
    /// First page, or page N with a count ("12g").
    case goToFirstPage = "first-page"
    /// Last page, or page N with a count ("12G").
    case goToLastPage = "last-page"
    /// Zoom in about the window centre.
    case zoomIn = "zoom-in"
    case zoomOut = "zoom-out"
    case fitWidth = "fit-width"
    case fitPage = "fit-page"
    case rotateClockwise = "rotate-clockwise"
    case rotateCounterClockwise = "rotate-counter-clockwise"
    case toggleFullscreen = "toggle-fullscreen"
    case quit = "quit"
    /// Next appearance mode; the order comes from PDFAppearance.
    case cycleAppearanceMode = "cycle-appearance"
    /// Escape: leave the current tool / clear a pending count.
    case cancel = "cancel"
    case toggleInkTool = "toggle-ink"
    case toggleEraser = "toggle-eraser"
    case undo = "undo"
    case redo = "redo"
    case save = "save"
    case toggleSettings = "toggle-settings"
    /// Larger text in a reflowable document (EPUB, FB2, HTML), laid out
    /// again; in a document with fixed pages the same as `zoomIn`.
    case largerText = "text-larger"
    /// Smaller text (reflowable), or `zoomOut` (fixed pages).
    case smallerText = "text-smaller"
    /// The standard text size again (reflowable); nothing for fixed pages.
    case standardText = "text-standard"
    /// Copies the selected text to the clipboard (and the primary selection).
    case copy = "copy"
    /// Back to the place the last jump left (see `ViewerState.jump(to:)`).
    case historyBack = "history-back"
    /// Forward again to the place going back left.
    case historyForward = "history-forward"
    /// Opens the go-to prompt (a page number or a page label).
    case goToPrompt = "go-to-page"
    /// Opens or closes the outline panel.
    case toggleOutline = "toggle-outline"
    /// Asks for a document to open in place of the current one.
    case openFile = "open-file"
    /// While its key is held, the page shows the Default appearance (from the day pixels
    /// already rendered); letting go returns to the mode.
    case peekDefaultAppearance = "peek-default"
    /// Opens the find bar.
    case find = "find"
    /// The next hit of the last find (also with the find bar closed).
    case findNext = "find-next"
    /// The previous hit of the last find.
    case findPrevious = "find-previous"

    /// Whether `ViewerState.apply(_:count:)` carries the command out itself.
    public var isHandledByViewerState: Bool {
        switch self {
        case .scrollDown, .scrollUp, .scrollLeft, .scrollRight, .screenDown, .screenUp,
             .goToFirstPage, .goToLastPage, .zoomIn, .zoomOut, .fitWidth, .fitPage,
             .rotateClockwise, .rotateCounterClockwise,
             .historyBack, .historyForward:
            return true
        case .toggleFullscreen, .quit, .cycleAppearanceMode, .cancel, .toggleInkTool,
             .toggleEraser, .undo, .redo, .save, .toggleSettings, .largerText, .smallerText, .standardText,
             .copy, .goToPrompt, .toggleOutline, .openFile, .peekDefaultAppearance,
             .find, .findNext, .findPrevious:
            return false
        }
    }
}
