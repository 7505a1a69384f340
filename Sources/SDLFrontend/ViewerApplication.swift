import CSDL2
import PDFEngine

/// Starts SDL's video subsystem, runs a session, and shuts SDL down.
public enum ViewerApplication {
    /// Opens the window on `document` and returns when the user quits.
    public static func run(document: Document, options: SessionOptions) throws {
        try startVideo()
        defer { SDL_Quit() }
        let session = try ViewerSession(document: document, options: options)
        session.run()
    }

    /// Starts SDL's video subsystem (`SDL_Init`), letting the screen saver run
    /// while a document is open.
    static func startVideo() throws {
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw SDLError("start SDL's video subsystem (is there a display? DISPLAY or WAYLAND_DISPLAY)")
        }
    }
}
