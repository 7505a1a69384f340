import CSDL2

/// How work on other threads (a render, a find, page sizes, a layout) tells
/// the window that it is done: it pushes an empty SDL event of a type the
/// session registered (`SDL_RegisterEvents`), which wakes the event loop.
enum EventLoopWake {
    /// A closure that pushes an event of `type`; any thread may call it
    /// (`SDL_PushEvent` is thread-safe).
    static func pushing(_ type: UInt32) -> @Sendable () -> Void {
        {
            var event = SDL_Event()
            event.type = type
            SDL_PushEvent(&event)
        }
    }
}
