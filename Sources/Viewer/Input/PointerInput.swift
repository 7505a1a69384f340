/// A pointer event as the front end saw it: what happened (in output
/// pixels, the HiDPI conversion already done), with what, and which mouse
/// buttons were held.
public struct PointerInput: Hashable, Sendable {
    /// The press, motion, release or wheel turn. A finger presses and
    /// releases as the left button.
    public var event: PointerEvent
    public var source: PointerSource
    /// Mouse buttons held during the event (a motion with the left button
    /// held is a drag); empty for fingers.
    public var heldButtons: Set<PointerButton>
    /// When it happened, in milliseconds of the front end's clock (touch
    /// gestures time their flicks and taps with it).
    public var milliseconds: UInt32

    public init(_ event: PointerEvent, source: PointerSource = .mouse, heldButtons: Set<PointerButton> = [],
                milliseconds: UInt32 = 0) {
        self.event = event
        self.source = source
        self.heldButtons = heldButtons
        self.milliseconds = milliseconds
    }

    /// Where it happened (for a wheel turn: where the pointer is).
    public var position: ScreenPoint {
        switch event {
        case .wheel(_, _, let point, _), .pressed(_, let point), .moved(let point), .released(_, let point):
            return point
        }
    }
}

/// What points: the mouse (a pen tablet reports as one under SDL 2) or one
/// finger on a touch screen, told apart by its id.
public enum PointerSource: Hashable, Sendable {
    case mouse
    case finger(Int64)
}
