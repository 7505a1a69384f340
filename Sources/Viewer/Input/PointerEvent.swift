/// Mouse input, positions in OUTPUT pixels (convert SDL window coordinates
/// with `ViewportSize.outputPoint(fromWindowX:y:)`).
public enum PointerEvent: Hashable, Sendable {
    /// Wheel movement in notches, SDL convention: `deltaY` > 0 is away from
    /// the user (scroll up), `deltaX` > 0 is to the right. With Control held
    /// the vertical wheel zooms about `at`.
    case wheel(deltaX: Double, deltaY: Double, at: ScreenPoint, modifiers: Modifiers)
    case pressed(PointerButton, at: ScreenPoint)
    case moved(to: ScreenPoint)
    case released(PointerButton, at: ScreenPoint)
}

/// A mouse button.
public enum PointerButton: Hashable, Sendable {
    case left, middle, right
    /// The side button that goes back in the history of jumps (SDL's X1).
    case back
    /// The side button that goes forward in the history of jumps (SDL's X2).
    case forward
}
