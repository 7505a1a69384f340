import CSDL2
import CX11Window
import DesktopBus
import Foundation
import PDFEngine
import ReaderCore

/// Starts SDL's video subsystem, runs a session, and shuts SDL down.
public enum ViewerApplication {
    /// Opens the window on what `opening` opens and returns when the user
    /// quits, with the document shown last (another one may have been
    /// opened in the window, see `showDocuments(from:options:)`).
    ///
    /// `SDL_Init` starts at once, on this thread; `opening` runs meanwhile
    /// on another one (`PendingSessionStart`), and unless the window covers
    /// the display the layout is made and the first page starts rendering
    /// there too, for the window size asked for or, when the window is sized
    /// from the display, the preferred size, corrected once the display's
    /// usable size is known (see `SessionStart.viewportGuessedBeforeVideo`).
    /// What `opening` throws is thrown before any window exists, and before
    /// SDL's own error when there is no display.
    ///
    /// The session bus connects on a thread of its own from the start too
    /// (`DesktopBus`), so a running desktop portal's answer usually arrives
    /// before the first frame, and never delays it (a portal not running yet
    /// is started only once the first frame is on screen); the window's D-Bus interface is
    /// offered once the configuration says it may be (not in a kiosk without
    /// `--kiosk-remote`). The bus name goes when the window closes.
    @discardableResult
    public static func run(opening: @escaping DocumentOpening) throws -> Document {
        // Before any other thread exists: it sets an environment variable.
        ComposeTableCache.offer()
        // The session-start thread may ask the X server for its size while SDL connects.
        sdlpdf_x11_init_threads()
        let tileReadyEvent = SDL_RegisterEvents(1)
        let desktopEvent = SDL_RegisterEvents(1)
        let desktop = try? DesktopBus {
            var event = SDL_Event()
            event.type = desktopEvent
            SDL_PushEvent(&event)
        }
        desktop?.start()
        defer { desktop?.stop() }
        let pending = PendingSessionStart(opening: opening, tileReadyEvent: tileReadyEvent)
        do {
            try startVideo()
        } catch {
            try pending.wait().start?.renderQueue.stop()
            throw error
        }
        defer {
            // The bus thread posts SDL events until it has stopped.
            desktop?.stop()
            SDL_Quit()
        }
        let opened = try pending.wait()
        let options = opened.options
        allowScreenSaver(!options.configuration.kiosk.isEnabled)
        let start = opened.start ?? SessionStart(document: opened.document, options: options,
                                                 viewport: ViewerSession.expectedViewport(options), tileReadyEvent: tileReadyEvent)
        if opened.start != nil && options.windowSize == nil {
            start.correct(to: ViewerSession.expectedViewport(options))
        }
        if options.configuration.kioskPolicy.offersRemoteControl {
            desktop?.publishViewer()
        }
        let session = try ViewerSession(document: opened.document, options: options, start: start, desktop: desktop,
                                        desktopEvent: desktopEvent)
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
            nextOptions.startPage = session.nextDocumentPage
            nextOptions.appearanceMode = nil
            nextOptions.unrememberedAppearanceMode = session.appearance.appearanceMode
            nextOptions.automaticAppearance = session.automatic
            nextOptions.password = session.nextDocumentPassword
            nextOptions.saveDestination = nil
            nextOptions.inkJournal = InkJournal.standard(documentPath: next.path)
            let start = SessionStart(document: next, options: nextOptions, viewport: ViewerSession.viewport(of: session.window),
                                     tileReadyEvent: session.tileReadyEvent)
            session = try ViewerSession(document: next, options: nextOptions, start: start, window: session.window,
                                        desktop: session.desktop, desktopEvent: session.desktopEvent)
            session.run()
        }
        return session.document
    }

    /// Lets the screen saver run, or keeps the screen awake (a kiosk): SDL
    /// reads its hint for that in `SDL_Init`, which starts before the
    /// configuration is read.
    static func allowScreenSaver(_ allowed: Bool) {
        if allowed {
            SDL_EnableScreenSaver()
        } else {
            SDL_DisableScreenSaver()
        }
    }

    /// Starts SDL's video subsystem on a display that is there
    /// (`DisplayConnection`). Closing the window sends only a window event,
    /// so that SDL_QUIT means SIGINT or SIGTERM; the screen saver may run
    /// (see `allowScreenSaver`).
    static func startVideo() throws {
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        try DisplayConnection.start()
    }
}
