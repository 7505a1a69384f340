import CSDL2
import CX11Window

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
    /// With `fullscreen` the window goes fullscreen before it is shown (see
    /// `setFullscreen`), leaving fullscreen restores it to `width`×`height`
    /// centred on the display. With `coveringDisplay` (a kiosk) it is
    /// created borderless over the whole first display and then asked to go
    /// desktop fullscreen: an X server without a window manager (a kiosk
    /// started with xinit) ignores that request, and the window covers the
    /// display all the same.
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
        } else if coveringDisplay {
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
        if fullscreen && !coveringDisplay {
            try setFullscreen(true)
        }
    }

    /// Maps the window (`SDL_ShowWindow`).
    func show() {
        SDL_ShowWindow(window)
    }

    deinit {
        LiveTextures.destroyRenderer(renderer)
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

    /// How the window is fullscreen: not at all, by the window manager
    /// (SDL's desktop fullscreen), or covering the display by itself, to
    /// be put back at `restoring` (screen coordinates) when it leaves.
    private enum Fullscreen {
        case off
        case byWindowManager
        case coveringDisplay(restoring: SDL_Rect)
    }

    private var fullscreen = Fullscreen.off

    /// Whether the window is fullscreen (a kiosk's window always is).
    var isFullscreen: Bool {
        if case .off = fullscreen { return SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0 }
        return true
    }

    /// Switches between a normal window and fullscreen, and back to the
    /// window's previous size and position.
    ///
    /// SDL's desktop fullscreen (`SDL_SetWindowFullscreen`) asks the window
    /// manager (`_NET_WM_STATE`); an X server without one ignores that while
    /// SDL lays the window out for the display all the same. So under X11
    /// without a window manager — or with one that leaves the window short
    /// of the display once asked — the window makes itself borderless and
    /// moves and resizes itself over the display, as a kiosk's does.
    func setFullscreen(_ on: Bool) throws {
        switch (on, fullscreen) {
        case (true, .off):
            let manager = sdlpdf_x11_window_manager_running(window)
            if manager != 0 {
                let before = realFrame
                try requestDesktopFullscreen(true)
                if manager < 0 || windowManagerCoveredDisplay(leaving: before) {
                    fullscreen = .byWindowManager
                    return
                }
                try requestDesktopFullscreen(false)
            }
            coverDisplay()
        case (false, .byWindowManager):
            try requestDesktopFullscreen(false)
            fullscreen = .off
        case (false, .coveringDisplay(let restoring)):
            SDL_SetWindowBordered(window, SDL_TRUE)
            SDL_SetWindowSize(window, restoring.w, restoring.h)
            SDL_SetWindowPosition(window, restoring.x, restoring.y)
            fullscreen = .off
        default:
            return
        }
    }

    private func requestDesktopFullscreen(_ on: Bool) throws {
        guard SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) == 0 else {
            throw SDLError(on ? "enter fullscreen" : "leave fullscreen")
        }
    }

    /// The bounds of the display the window is on (the first when unknown).
    private var displayBounds: SDL_Rect {
        var bounds = SDL_Rect()
        if SDL_GetDisplayBounds(max(SDL_GetWindowDisplayIndex(window), 0), &bounds) != 0 {
            SDL_GetDisplayBounds(0, &bounds)
        }
        return bounds
    }

    /// Where the X server has the window; nil off X11.
    private var realFrame: SDL_Rect? {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        guard sdlpdf_x11_window_frame(window, &x, &y, &width, &height) == 1 else { return nil }
        return SDL_Rect(x: x, y: y, w: width, h: height)
    }

    /// After asking the window manager for fullscreen: whether the window
    /// now covers the display. A hidden window counts (the window manager
    /// applies the request when it is mapped); a shown one is given up to
    /// `windowManagerPatience` ms to get there.
    private func windowManagerCoveredDisplay(leaving before: SDL_Rect?) -> Bool {
        guard SDL_GetWindowFlags(window) & SDL_WINDOW_SHOWN.rawValue != 0, before != nil else { return true }
        let bounds = displayBounds
        let deadline = SDL_GetTicks64() + Self.windowManagerPatience
        while true {
            if let frame = realFrame, frame.x == bounds.x, frame.y == bounds.y, frame.w == bounds.w, frame.h == bounds.h {
                return true
            }
            guard deadline > SDL_GetTicks64() else { return false }
            SDL_Delay(10)
        }
    }

    /// How long a window manager may take to make the window fullscreen
    /// (after SDL's own wait of up to 100 ms), in milliseconds.
    private static let windowManagerPatience: UInt64 = 400

    /// Makes the window borderless over the display, remembering where it was.
    private func coverDisplay() {
        var restoring = realFrame ?? SDL_Rect()
        if realFrame == nil {
            SDL_GetWindowPosition(window, &restoring.x, &restoring.y)
        }
        SDL_GetWindowSize(window, &restoring.w, &restoring.h)
        if SDL_GetWindowFlags(window) & SDL_WINDOW_SHOWN.rawValue == 0 {
            // Not shown yet: it would have opened centred.
            let bounds = displayBounds
            restoring.x = bounds.x + (bounds.w - restoring.w) / 2
            restoring.y = bounds.y + (bounds.h - restoring.h) / 2
        }
        let bounds = displayBounds
        SDL_SetWindowBordered(window, SDL_FALSE)
        SDL_SetWindowPosition(window, bounds.x, bounds.y)
        SDL_SetWindowSize(window, bounds.w, bounds.h)
        SDL_RaiseWindow(window)
        fullscreen = .coveringDisplay(restoring: restoring)
    }
}
