import CSDL2

/// An SDL call that failed, with SDL's own explanation captured at the moment
/// of failure (`SDL_GetError()` is overwritten by the next failing call).
public struct SDLError: Error, CustomStringConvertible {
    /// What sdlpdf was trying to do, e.g. "create the window".
    public let action: String
    /// `SDL_GetError()` right after the failing call.
    public let reason: String

    /// Captures `SDL_GetError()` now; call it straight after the failing SDL call.
    init(_ action: String) {
        self.action = action
        let message = String(cString: SDL_GetError())
        self.reason = message.isEmpty ? "SDL gave no reason" : message
    }

    public var description: String { "cannot \(action): \(reason)" }
}
