/// Decides whether a composed frame is presented now.
///
/// While the window shows a complete frame, a new frame with blank tiles
/// (a page turn whose tiles are still rendering) is held back for at most
/// `longestHold` milliseconds: when its tiles land in time, the turn is
/// presented once, complete, instead of first as blank paper. Frames that
/// only show outdated pixels (a page re-rendering after ink) are never held.
public struct PartialFrameHold {
    /// Milliseconds a frame with blank tiles may wait for them.
    public static let longestHold: UInt64 = 50

    /// When the held frame must be presented anyway (milliseconds, as
    /// `now`); nil when none is held.
    public private(set) var deadline: UInt64?
    /// Whether the last presented frame had every tile.
    private var screenComplete = false

    public init() {}

    /// Whether to present a frame composed at `now`; `hasBlankTiles` when
    /// some visible tile has nothing to show yet.
    public mutating func shouldPresent(hasBlankTiles: Bool, now: UInt64) -> Bool {
        guard hasBlankTiles else {
            deadline = nil
            screenComplete = true
            return true
        }
        if screenComplete {
            let due = deadline ?? now + Self.longestHold
            if due > now {
                deadline = due
                return false
            }
        }
        deadline = nil
        screenComplete = false
        return true
    }

    /// Whether a frame is held and its time is up at `now`.
    public func isDue(now: UInt64) -> Bool {
        deadline.map { $0 <= now } ?? false
    }
}
