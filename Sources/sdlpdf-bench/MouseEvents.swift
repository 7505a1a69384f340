import CSDL2

/// The SDL events of the left mouse button drawing a stroke, as a session reads them.
enum MouseEvents {
    static func press(x: Int32, y: Int32) -> SDL_Event {
        var press = SDL_Event()
        press.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        press.button.button = UInt8(SDL_BUTTON_LEFT)
        press.button.state = UInt8(SDL_PRESSED)
        press.button.clicks = 1
        press.button.x = x
        press.button.y = y
        return press
    }

    /// A motion to (`x`, `y`) with the button held, `xrel` pixels right of the last.
    static func drag(x: Int32, y: Int32, xrel: Int32) -> SDL_Event {
        var motion = SDL_Event()
        motion.motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)
        motion.motion.x = x
        motion.motion.y = y
        motion.motion.xrel = xrel
        return motion
    }

    static func release(x: Int32, y: Int32) -> SDL_Event {
        var release = press(x: x, y: y)
        release.button.type = SDL_MOUSEBUTTONUP.rawValue
        release.button.state = UInt8(SDL_RELEASED)
        return release
    }
}
