import CSDL2

/// The SDL window and its renderer.
///
/// Sizes come in two units: window coordinates (what pointer events use) and
/// output pixels (what the renderer draws; larger on HiDPI screens). Pages are
/// always rendered at output-pixel resolution so they stay sharp.
final class DocumentWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer

    /// Opens a resizable, HiDPI-aware window (`SDL_CreateWindow`) and a
    /// renderer for it (`SDL_CreateRenderer`).
    ///
    /// Under X11 the software renderer is chosen unless `SDL_RENDER_DRIVER`
    /// says otherwise: it starts in a few milliseconds, where a software
    /// OpenGL context costs about 80 ms, and pages are pre-rendered pixels
    /// anyway.
    init(title: String, width: Int, height: Int, fullscreen: Bool) throws {
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            throw SDLError("create the window")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
            let error = SDLError("create a renderer for the window")
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// The drawable size in pixels (`SDL_GetRendererOutputSize`).
    var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The window size in window coordinates (`SDL_GetWindowSize`).
    var windowSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// Output pixels per window coordinate (2 on a typical HiDPI screen).
    var pixelScale: Double {
        let window = windowSize
        guard window.width > 0 else { return 1 }
        return Double(outputSize.width) / Double(window.width)
    }

    var isFullscreen: Bool {
        SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    /// Switches between a normal window and desktop fullscreen (`SDL_SetWindowFullscreen`).
    func setFullscreen(_ on: Bool) throws {
        guard SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) == 0 else {
            throw SDLError(on ? "enter fullscreen" : "leave fullscreen")
        }
    }

    /// Covers the whole display the window is on, without decorations: the
    /// window is made borderless, moved to the display's origin and sized to
    /// it while still a normal window (SDL ignores size changes of fullscreen
    /// windows), then desktop fullscreen is asked for. An X server without a
    /// window manager (a kiosk started with xinit) ignores that request; the
    /// window covers the display all the same.
    func coverDisplay() {
        SDL_SetWindowFullscreen(window, 0)
        var bounds = SDL_Rect()
        if SDL_GetDisplayBounds(max(SDL_GetWindowDisplayIndex(window), 0), &bounds) == 0 {
            SDL_SetWindowBordered(window, SDL_FALSE)
            SDL_SetWindowPosition(window, bounds.x, bounds.y)
            SDL_SetWindowSize(window, bounds.w, bounds.h)
        }
        SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }
}
