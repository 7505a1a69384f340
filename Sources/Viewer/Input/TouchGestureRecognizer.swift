/// Turns finger contacts into viewer gestures: one finger drags the pages,
/// a quick sideways flick turns the page, two fingers pinch to zoom, a short
/// touch is a tap (the front end shows its toolbar), and a finger that rests
/// (a long press) and then drags selects text.
///
/// Positions are in output pixels, times in seconds on any monotonic clock,
/// so the recognizer is tested without a touch screen.
public struct TouchGestureRecognizer: Sendable {
    /// What the fingers did.
    public enum Gesture: Hashable, Sendable {
        /// Move the pages by this much (follow the finger).
        case pan(dx: Double, dy: Double)
        /// Zoom by `factor` keeping `center` fixed.
        case pinch(factor: Double, center: ScreenPoint)
        /// A flick towards the left shows the next page, towards the right the previous.
        case swipe(forward: Bool)
        /// A short touch that did not move.
        case tap(at: ScreenPoint)
        /// A finger rested for `longPressDuration` and began to drag: text
        /// selection starts where it rests.
        case selectionBegan(at: ScreenPoint)
        /// The selecting finger moved: the selection now ends here.
        case selectionMoved(to: ScreenPoint)
        /// The selecting finger lifted here.
        case selectionEnded(at: ScreenPoint)
    }

    /// Longest touch that still counts as a tap, in seconds. 0.25 s: a
    /// deliberate tap is shorter; a finger resting longer is reading, not asking.
    public var tapDuration = 0.25
    /// Longest touch that still counts as a flick, in seconds. 0.5 s: a
    /// flick is one quick stroke; a slower one is a drag that pans.
    public var flickDuration = 0.5
    /// Farthest a tap may move, in output pixels. 12: a fingertip wobbles
    /// a few pixels while it taps.
    public var tapSlop = 12.0
    /// How long a finger must rest, moving no farther than `tapSlop`, for
    /// its drag to select text instead of panning, in seconds. 0.5 s, as
    /// touch systems' long press: well past a tap, short enough to wait for.
    public var longPressDuration = 0.5
    /// A flick crosses at least this fraction of the viewport's width.
    /// 0.12: far enough that a drag's small sideways part does not turn the page.
    public var flickFraction = 0.12
    /// How many times its vertical travel a flick's sideways travel must be
    /// at least: 1.5, so a mostly vertical stroke scrolls instead.
    public static let flickDirectionRatio = 1.5
    /// Distance, in output pixels, two fingers must be apart, before and
    /// after a move, for the move to zoom: 1, so the ratio of the
    /// distances never divides by (nearly) zero.
    public static let minimumPinchDistance = 1.0

    private struct Contact {
        var start: ScreenPoint
        var last: ScreenPoint
        var startTime: Double
        /// Farthest distance from `start` so far.
        var travel = 0.0
        /// Whether its drag selects text (it began with a long press).
        var selecting = false
    }

    private var contacts: [Int64: Contact] = [:]
    /// Set once a second finger joined: the touch is a pinch, not a tap or flick.
    private var pinched = false

    public init() {}

    public mutating func fingerDown(_ finger: Int64, at point: ScreenPoint, time: Double) {
        if contacts.isEmpty { pinched = false }
        contacts[finger] = Contact(start: point, last: point, startTime: time)
        if contacts.count > 1 { pinched = true }
    }

    public mutating func fingerMoved(_ finger: Int64, to point: ScreenPoint, time: Double) -> [Gesture] {
        guard let contact = contacts[finger] else { return [] }
        if contacts.count == 2, let other = contacts.first(where: { $0.key != finger })?.value {
            let before = distance(contact.last, other.last)
            let after = distance(point, other.last)
            contacts[finger]?.last = point
            let centerBefore = midpoint(contact.last, other.last)
            let centerAfter = midpoint(point, other.last)
            var gestures: [Gesture] = [.pan(dx: centerAfter.x - centerBefore.x, dy: centerAfter.y - centerBefore.y)]
            if before > Self.minimumPinchDistance && after > Self.minimumPinchDistance {
                gestures.append(.pinch(factor: after / before, center: centerAfter))
            }
            return gestures
        }
        let travel = max(contact.travel, distance(point, contact.start))
        contacts[finger]?.last = point
        contacts[finger]?.travel = travel
        guard contacts.count == 1 else { return [] }
        if contact.selecting { return [.selectionMoved(to: point)] }
        if !pinched && time - contact.startTime >= longPressDuration && contact.travel <= tapSlop {
            // The pages followed the finger's wobble, so the text first
            // touched is under where it rests now.
            contacts[finger]?.selecting = true
            return [.selectionBegan(at: contact.last), .selectionMoved(to: point)]
        }
        return [.pan(dx: point.x - contact.last.x, dy: point.y - contact.last.y)]
    }

    /// The finger lifted; a tap or flick is recognised when it was the only one.
    public mutating func fingerUp(_ finger: Int64, at point: ScreenPoint, time: Double, viewportWidth: Double) -> [Gesture] {
        guard let contact = contacts.removeValue(forKey: finger) else { return [] }
        if contact.selecting { return [.selectionEnded(at: point)] }
        guard !pinched, contacts.isEmpty else { return [] }
        let dx = point.x - contact.start.x, dy = point.y - contact.start.y
        let duration = time - contact.startTime
        if duration <= tapDuration && distance(point, contact.start) <= tapSlop {
            return [.tap(at: point)]
        }
        if duration <= flickDuration && abs(dx) >= viewportWidth * flickFraction && abs(dx) > Self.flickDirectionRatio * abs(dy) {
            return [.swipe(forward: dx < 0)]
        }
        return []
    }

    /// Forgets every contact (the window lost the touch screen).
    public mutating func reset() {
        contacts.removeAll()
        pinched = false
    }

    private func distance(_ a: ScreenPoint, _ b: ScreenPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    private func midpoint(_ a: ScreenPoint, _ b: ScreenPoint) -> ScreenPoint {
        ScreenPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
}
