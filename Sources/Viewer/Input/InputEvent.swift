/// One piece of input from the window system, independent of SDL: the
/// front end translates each SDL event once (`SDLInputTranslation`), and
/// everything after it (the layers, the session) sees only this.
public enum InputEvent: Hashable, Sendable {
    /// A key pressed, or held down long enough to repeat; nil for a key the
    /// viewer has no name for (a modifier alone, a media key).
    case keyDown(KeyChord?, isRepeat: Bool)
    /// A key let go; nil as for `keyDown`.
    case keyUp(KeyChord?)
    /// Text typed (UTF-8, after the keyboard layout and input method), for prompts.
    case text(String)
    /// A press, motion, release or wheel turn of the mouse or a finger.
    case pointer(PointerInput)
    /// Something happened to the window that changes what it must show.
    case window(WindowChange)
    /// The process was asked to end (SIGINT, SIGTERM).
    case quit

    /// What happened to the window.
    public enum WindowChange: Hashable, Sendable {
        /// Its drawing area has a new size.
        case resized
        /// Its contents were lost or uncovered (exposed, shown, restored): draw it whole.
        case exposed
        /// The reader asked to close it (the title bar's close button).
        case closeRequested
        /// The pointer left it.
        case pointerLeft
    }

    /// Whether the reader did this, rather than the window system: keys,
    /// typing, presses, wheel turns and finger motion. Mouse motion counts
    /// only when `pointerMoved` (SDL reports where the pointer rests when the
    /// window opens under it); a released button or key does not count.
    public func isReaderInput(pointerMoved: Bool) -> Bool {
        switch self {
        case .keyDown, .text:
            return true
        case .pointer(let pointer):
            switch (pointer.event, pointer.source) {
            case (.moved, .mouse): return pointerMoved
            case (.released, _): return false
            default: return true
            }
        case .keyUp, .window, .quit:
            return false
        }
    }
}
