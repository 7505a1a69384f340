import CSDL2
import Viewer

/// Translates SDL keyboard events into the viewer's window-system-free keys.
enum SDLKeyTranslation {
    /// The chord for a key press, or nil for keys the viewer has no name for
    /// (modifier keys alone, media keys).
    static func chord(from keysym: SDL_Keysym) -> KeyChord? {
        guard let key = key(for: keysym.sym) else { return nil }
        return KeyChord(key, modifiers(from: keysym.mod))
    }

    static func modifiers(from mod: UInt16) -> Modifiers {
        let mod = UInt32(mod)
        var modifiers: Modifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.gui) }
        return modifiers
    }

    /// The modifiers held right now (`SDL_GetModState`), for wheel events,
    /// which carry none of their own.
    static var currentModifiers: Modifiers {
        modifiers(from: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    }

    private static func key(for sym: SDL_Keycode) -> Key? {
        if let named = namedKeys[sym] { return named }
        if sym >= 0x21 && sym < 0x7F, let scalar = Unicode.Scalar(UInt32(sym)) {
            return .character(Character(scalar))
        }
        let f1 = Int32(SDLK_F1.rawValue)
        if sym >= f1 && sym <= Int32(SDLK_F12.rawValue) { return .function(Int(sym - f1) + 1) }
        let kp1 = Int32(SDLK_KP_1.rawValue)
        if sym >= kp1 && sym <= Int32(SDLK_KP_9.rawValue) { return .character(Character(String(sym - kp1 + 1))) }
        return nil
    }

    private static let namedKeys: [SDL_Keycode: Key] = {
        let pairs: [(SDL_KeyCode, Key)] = [
            (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
            (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown), (SDLK_HOME, .home), (SDLK_END, .end),
            (SDLK_SPACE, .space), (SDLK_BACKSPACE, .backspace), (SDLK_RETURN, .enter), (SDLK_KP_ENTER, .enter),
            (SDLK_TAB, .tab), (SDLK_ESCAPE, .escape), (SDLK_DELETE, .delete), (SDLK_INSERT, .insert),
            (SDLK_KP_PLUS, .keypadPlus), (SDLK_KP_MINUS, .keypadMinus), (SDLK_KP_0, .character("0")),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { (SDL_Keycode($0.0.rawValue), $0.1) })
    }()
}
