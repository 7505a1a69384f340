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
    public var heldButtons: PointerButtons
    /// When it happened, in milliseconds of the front end's clock (touch
    /// gestures time their flicks and taps with it).
    public var milliseconds: UInt32
    /// Modifier keys held when a button was pressed (Shift+drag selects
    /// text); empty for other events.
    public var modifiers: Modifiers
    /// For a press: which click of a quick series it is at about the same
    /// place (SDL's count: 1 single, 2 double, 3 triple, …); 1 otherwise.
    public var clickCount: Int

    public init(_ event: PointerEvent, source: PointerSource = .mouse, heldButtons: PointerButtons = [],
                milliseconds: UInt32 = 0, modifiers: Modifiers = [], clickCount: Int = 1) {
        self.event = event
        self.source = source
        self.heldButtons = heldButtons
        self.milliseconds = milliseconds
        self.modifiers = modifiers
        self.clickCount = clickCount
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

/// A set of mouse buttons (those held during a pointer event), as bits, so
/// that a motion event carries it without an allocation.
public struct PointerButtons: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let left = PointerButtons(rawValue: 1 << 0)
    public static let middle = PointerButtons(rawValue: 1 << 1)
    public static let right = PointerButtons(rawValue: 1 << 2)
    /// Either side button (back or forward).
    public static let side = PointerButtons(rawValue: 1 << 3)

    /// The set of `button` alone.
    public init(_ button: PointerButton) {
        switch button {
        case .left: self = .left
        case .middle: self = .middle
        case .right: self = .right
        case .back, .forward: self = .side
        }
    }
}
