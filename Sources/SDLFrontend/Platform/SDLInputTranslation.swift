import CSDL2
import Viewer

/// Translates SDL events into the viewer's window-system-free input, once:
/// the only place that reads an `SDL_Event`'s input fields, the keyboard's
/// modifier state or the mouse's position. Positions come out in output
/// pixels (the HiDPI conversion happens here).
enum SDLInputTranslation {
    /// `event` as input, or nil for events that are not input (a render
    /// worker's wake-up, window events the viewer ignores) and for mouse
    /// events SDL makes up from touches, whose finger events come too.
    /// - Parameters:
    ///   - viewport: the window's drawing area, to convert window
    ///     coordinates and touch positions (0…1 across) into output pixels.
    ///   - heldModifiers: the modifier keys held as of the events before
    ///     (`heldModifiers(after:before:)`), for button presses and wheel
    ///     turns, which carry none of their own.
    static func input(from event: SDL_Event, viewport: ViewportSize, heldModifiers: Modifiers) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN:
            return .keyDown(chord(from: event.key.keysym), isRepeat: event.key.repeat != 0)
        case SDL_KEYUP:
            return .keyUp(chord(from: event.key.keysym))
        case SDL_TEXTINPUT:
            var text = event.text.text
            return .text(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        case SDL_WINDOWEVENT:
            return windowChange(event.window).map { .window($0) }
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != touchMouseID else { return nil }
            return .pointer(PointerInput(.moved(to: viewport.outputPoint(fromWindowX: Double(motion.x), y: Double(motion.y))),
                                         heldButtons: heldButtons(motion.state), milliseconds: motion.timestamp))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != touchMouseID else { return nil }
            let point = viewport.outputPoint(fromWindowX: Double(button.x), y: Double(button.y))
            guard let which = pointerButton(button.button) else { return nil }
            let pressed = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard pressed else { return .pointer(PointerInput(.released(which, at: point), milliseconds: button.timestamp)) }
            return .pointer(PointerInput(.pressed(which, at: point), milliseconds: button.timestamp, modifiers: heldModifiers,
                                         clickCount: max(Int(button.clicks), 1)))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != touchMouseID else { return nil }
            var x = Int32(0), y = Int32(0)
            SDL_GetMouseState(&x, &y)
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let turn = PointerEvent.wheel(deltaX: Double(wheel.preciseX) * flip, deltaY: Double(wheel.preciseY) * flip,
                                          at: viewport.outputPoint(fromWindowX: Double(x), y: Double(y)),
                                          modifiers: heldModifiers)
            return .pointer(PointerInput(turn, milliseconds: wheel.timestamp))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            let point = ScreenPoint(x: Double(finger.x) * viewport.width, y: Double(finger.y) * viewport.height)
            let touch: PointerEvent
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: touch = .pressed(.left, at: point)
            case SDL_FINGERMOTION: touch = .moved(to: point)
            default: touch = .released(.left, at: point)
            }
            return .pointer(PointerInput(touch, source: .finger(finger.fingerId), milliseconds: finger.timestamp))
        default:
            return nil
        }
    }

    /// `SDL_TOUCH_MOUSEID`: the mouse id of events SDL makes up from touches.
    static let touchMouseID = UInt32.max

    /// The chord for a key press, or nil for keys the viewer has no name for
    /// (modifier keys alone, media keys).
    static func chord(from keysym: SDL_Keysym) -> KeyChord? {
        guard let key = key(for: keysym.sym) else { return nil }
        return KeyChord(key, modifiers(from: keysym.mod))
    }

    private static func modifiers(from mod: UInt16) -> Modifiers {
        let mod = UInt32(mod)
        var modifiers: Modifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.gui) }
        return modifiers
    }

    /// The modifier keys held once `event` happened: those its key event
    /// reports, or `held` for other events. SDL's own state
    /// (`SDL_GetModState`) is the state after every event pumped so far, so
    /// a Shift pressed, a click and the Shift let go that arrive together
    /// would read as a click without Shift; the events' order does not lie.
    static func heldModifiers(after event: SDL_Event, before held: Modifiers) -> Modifiers {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN, SDL_KEYUP: return modifiers(from: event.key.keysym.mod)
        default: return held
        }
    }

    /// The button SDL numbers `button`; nil for a number SDL does not name.
    private static func pointerButton(_ button: UInt8) -> PointerButton? {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        case SDL_BUTTON_X1: return .back
        case SDL_BUTTON_X2: return .forward
        default: return nil
        }
    }

    /// The buttons in an SDL button mask (`SDL_BUTTON(n)` is `1 << (n - 1)`).
    private static func heldButtons(_ mask: UInt32) -> PointerButtons {
        func bit(_ button: Int32) -> UInt32 { 1 << UInt32(button - 1) }
        var held: PointerButtons = []
        if mask & bit(SDL_BUTTON_LEFT) != 0 { held.insert(.left) }
        if mask & bit(SDL_BUTTON_MIDDLE) != 0 { held.insert(.middle) }
        if mask & bit(SDL_BUTTON_RIGHT) != 0 { held.insert(.right) }
        if mask & (bit(SDL_BUTTON_X1) | bit(SDL_BUTTON_X2)) != 0 { held.insert(.side) }
        return held
    }

    private static func windowChange(_ event: SDL_WindowEvent) -> InputEvent.WindowChange? {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED: return .resized
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED: return .exposed
        case SDL_WINDOWEVENT_CLOSE: return .closeRequested
        case SDL_WINDOWEVENT_LEAVE: return .pointerLeft
        default: return nil
        }
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
