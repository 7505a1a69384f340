import CSDL2

/// The SDL window and its renderer.
///
/// Sizes come in two units: window coordinates (what pointer events use) and
/// output pixels (what the renderer draws; larger on HiDPI screens). Pages are
/// always rendered at output-pixel resolution so they stay sharp.
final class DocumentWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// Whether the renderer is SDL's software renderer, which draws straight
    /// into the window surface: then `SDL_UpdateWindowSurfaceRects` can
    /// show a part of a frame instead of `SDL_RenderPresent` showing all.
    let drawsIntoWindowSurface: Bool

    /// Opens a resizable, HiDPI-aware window (`SDL_CreateWindow`) and a
    /// renderer for it (`SDL_CreateRenderer`). The window starts hidden:
    /// `show()` maps it once there is a frame worth showing.
    ///
    /// Under X11 the software renderer is chosen unless `SDL_RENDER_DRIVER`
    /// says otherwise: it starts in a few milliseconds, where a software
    /// OpenGL context costs about 80 ms and tens of MiB, and pages are
    /// pre-rendered pixels anyway.
    ///
    /// With `coveringDisplay` the window is created borderless over the whole
    /// first display and then asked to go desktop fullscreen: an X server
    /// without a window manager (a kiosk started with xinit) ignores that
    /// request, and the window covers the display all the same.
    init(title: String, width: Int, height: Int, fullscreen: Bool, coveringDisplay: Bool = false) throws {
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
            // Without this SDL backs the software renderer's window surface
            // with an OpenGL texture, loading a GL driver for nothing.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        var frame = SDL_Rect(x: centered, y: centered, w: Int32(width), h: Int32(height))
        if coveringDisplay, SDL_GetDisplayBounds(0, &frame) == 0 {
            flags |= SDL_WINDOW_BORDERLESS.rawValue
        } else if fullscreen || coveringDisplay {
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
        }
        guard let window = SDL_CreateWindow(title, frame.x, frame.y, frame.w, frame.h, flags) else {
            throw SDLError("create the window")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
            let error = SDLError("create a renderer for the window")
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        drawsIntoWindowSurface = SDL_GetRendererInfo(renderer, &info) == 0 && info.name.map { String(cString: $0) } == "software"
        if coveringDisplay && flags & SDL_WINDOW_BORDERLESS.rawValue != 0 {
            SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        }
    }

    /// Maps the window (`SDL_ShowWindow`).
    func show() {
        SDL_ShowWindow(window)
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

    var isFullscreen: Bool {
        SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    /// Switches between a normal window and desktop fullscreen (`SDL_SetWindowFullscreen`).
    func setFullscreen(_ on: Bool) throws {
        guard SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) == 0 else {
            throw SDLError(on ? "enter fullscreen" : "leave fullscreen")
        }
    }
}
