/// What a kiosk (`--kiosk`) lets its visitors do. Outside kiosk mode it
/// allows everything and quits as the key map says.
///
/// The front end asks it before acting: for each key press,
/// `isExitChord` first (quit), then `allows(_:)` for the key map's command;
/// for window-close requests `allowsWindowClose`; for links
/// `opensLinksOutsideTheDocument`. SIGTERM and SIGINT always end the viewer
/// cleanly with exit status 0.
public struct KioskPolicy: Hashable, Sendable {
    public let options: KioskOptions

    public init(options: KioskOptions) {
        self.options = options
    }

    /// Whether the command may run. A kiosk refuses quitting (q and any other
    /// binding of `.quit`), leaving fullscreen, saving to disk and copying
    /// text; the ink commands only run with `allowsInk`.
    public func allows(_ command: ViewerCommand) -> Bool {
        guard options.isEnabled else { return true }
        switch command {
        case .quit, .toggleFullscreen, .save:
            return false
        case .copy:
            return false
        case .toggleInkTool, .toggleEraser, .undo, .redo:
            return options.allowsInk
        case .openFile:
            return offersFileDialogs
        case .scrollDown, .scrollUp, .scrollLeft, .scrollRight, .screenDown, .screenUp,
             .goToFirstPage, .goToLastPage, .zoomIn, .zoomOut, .fitWidth, .fitPage,
             .rotateClockwise, .rotateCounterClockwise, .cycleAppearanceMode, .cancel, .toggleSettings,
             .largerText, .smallerText, .standardText, .peekDefaultAppearance,
             .historyBack, .historyForward, .goToPrompt, .toggleOutline:
            return true
        case .find, .findNext, .findPrevious:
            return true
        }
    }

    /// Whether the key press is the kiosk's exit chord (`--kiosk-exit-key`),
    /// which quits. Always false outside kiosk mode, where the key map decides.
    public func isExitChord(_ chord: KeyChord) -> Bool {
        guard options.isEnabled, let exitChord = options.exitChord else { return false }
        return chord.normalized == exitChord.normalized
    }

    /// Whether a request from the window manager to close the window (the
    /// close button, Alt+F4, Ctrl+W, Ctrl+Q) quits.
    public var allowsWindowClose: Bool { !options.isEnabled }

    /// Whether links to web pages, mail or other files may be opened; links
    /// within the document are always followed.
    public var opensLinksOutsideTheDocument: Bool { !options.isEnabled }

    /// Whether file dialogs (open, save as) may be shown.
    public var offersFileDialogs: Bool { !options.isEnabled }

    /// Whether the window offers its D-Bus interface (`org.sdlpdf.Viewer.PID-…`):
    /// a kiosk only with `--kiosk-remote`.
    public var offersRemoteControl: Bool { !options.isEnabled || options.allowsRemoteControl }

    /// Whether a Ctrl+click runs the configured SyncTeX editor command: never in a kiosk.
    public var runsEditorCommands: Bool { !options.isEnabled }

    /// Whether the window must start in fullscreen (kiosks always do).
    public var requiresFullscreen: Bool { options.isEnabled }
}
