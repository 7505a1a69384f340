import CSDL2
import Foundation
import PDFEngine
import ReaderCore

/// Starts SDL's video subsystem, runs a session, and shuts SDL down.
public enum ViewerApplication {
    /// Opens the window on `document` and returns when the user quits,
    /// with the document shown last (another one may have been opened in
    /// the window, see `showDocuments(from:options:)`).
    ///
    /// Unless the window covers the display, the layout is made and the
    /// first page starts rendering on another thread while SDL connects to
    /// the display (which takes 15–30 ms under X11), for the window size
    /// asked for or, when the window is sized from the display, the
    /// preferred size, corrected once the display's usable size is known
    /// (see `SessionStart.viewportGuessedBeforeVideo`).
    @discardableResult
    public static func run(document: Document, options: SessionOptions) throws -> Document {
        // Before any other thread exists: it sets an environment variable.
        ComposeTableCache.offer()
        let tileReadyEvent = SDL_RegisterEvents(1)
        let sizedFromDisplay = options.windowSize == nil
        let early = SessionStart.viewportGuessedBeforeVideo(options).map {
            PendingSessionStart(document: document, options: options, viewport: $0, tileReadyEvent: tileReadyEvent,
                                viewportIsGuess: sizedFromDisplay)
        }
        do {
            try startVideo(allowingScreenSaver: !options.configuration.kiosk.isEnabled)
        } catch {
            early?.wait().renderQueue.stop()
            throw error
        }
        defer { SDL_Quit() }
        let start = early?.wait() ?? SessionStart(document: document, options: options,
                                                  viewport: ViewerSession.expectedViewport(options),
                                                  tileReadyEvent: tileReadyEvent)
        if early != nil && sizedFromDisplay {
            start.correct(to: ViewerSession.expectedViewport(options))
        }
        let session = try ViewerSession(document: document, options: options, start: start)
        return try showDocuments(from: session, options: options)
    }

    /// Runs `session`, then, in the same window, a session on each document
    /// opened in place of the one shown (`ViewerSession.nextDocument`):
    /// where it was left, in its remembered mode (or the mode shown until
    /// then), with its own ink journal. Returns the document shown last.
    static func showDocuments(from first: ViewerSession, options: SessionOptions) throws -> Document {
        var session = first
        session.run()
        while let next = session.nextDocument {
            var nextOptions = options
            nextOptions.startPage = nil
            nextOptions.appearanceMode = nil
            nextOptions.unrememberedAppearanceMode = session.appearance.appearanceMode
            nextOptions.password = nil
            nextOptions.saveDestination = nil
            nextOptions.inkJournal = InkJournal.standard(documentPath: next.path)
            let start = SessionStart(document: next, options: nextOptions, viewport: ViewerSession.viewport(of: session.window),
                                     tileReadyEvent: session.tileReadyEvent)
            session = try ViewerSession(document: next, options: nextOptions, start: start, window: session.window)
            session.run()
        }
        return session.document
    }

    /// Starts SDL's video subsystem (`SDL_Init`). Closing the window sends
    /// only a window event, so that SDL_QUIT means SIGINT or SIGTERM; the
    /// screen saver may run unless a kiosk needs the screen awake. A Wayland
    /// compositor without a seat is refused first (`WaylandSeatCheck`).
    static func startVideo(allowingScreenSaver: Bool = true) throws {
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, allowingScreenSaver ? "1" : "0")
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        try WaylandSeatCheck.check()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw SDLError("start SDL's video subsystem (is there a display? DISPLAY or WAYLAND_DISPLAY)")
        }
    }
}
