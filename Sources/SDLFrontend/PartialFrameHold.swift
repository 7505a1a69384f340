/// Decides whether a composed frame is presented now.
///
/// While the window shows a complete frame, a new frame with blank tiles
/// (a page turn whose tiles are still rendering) is held back for at most
/// `longestHold` milliseconds: when its tiles land in time, the turn is
/// presented once, complete, instead of first as blank paper. Frames that
/// only show outdated pixels (a page re-rendering after ink) are never held.
struct PartialFrameHold {
    /// Milliseconds a frame with blank tiles may wait for them.
    static let longestHold: UInt32 = 50

    /// When the held frame must be presented anyway (SDL ticks); nil when none is held.
    private(set) var deadline: UInt32?
    /// Whether the last presented frame had every tile.
    private var screenComplete = false

    /// Whether to present a frame composed at `now`; `hasBlankTiles` when
    /// some visible tile has nothing to show yet.
    mutating func shouldPresent(hasBlankTiles: Bool, now: UInt32) -> Bool {
        guard hasBlankTiles else {
            deadline = nil
            screenComplete = true
            return true
        }
        if screenComplete {
            let due = deadline ?? now &+ Self.longestHold
            if Int32(bitPattern: due &- now) > 0 {
                deadline = due
                return false
            }
        }
        deadline = nil
        screenComplete = false
        return true
    }

    /// Whether a frame is held and its time is up at `now`.
    func isDue(now: UInt32) -> Bool {
        deadline.map { Int32(bitPattern: $0 &- now) <= 0 } ?? false
    }
}
