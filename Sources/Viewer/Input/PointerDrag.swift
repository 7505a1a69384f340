/// A left-button press being tracked: dragging pans, a press and release
/// without travel is a click.
struct PointerDrag: Sendable {
    let start: ScreenPoint
    var last: ScreenPoint
    /// Largest distance from `start` seen so far, in output pixels.
    var travel: Double = 0

    init(at point: ScreenPoint) {
        start = point
        last = point
    }

    /// Records a move and returns how far the pointer moved since the last one.
    mutating func move(to point: ScreenPoint) -> (dx: Double, dy: Double) {
        let delta = (dx: point.x - last.x, dy: point.y - last.y)
        last = point
        travel = max(travel, ((point.x - start.x) * (point.x - start.x) + (point.y - start.y) * (point.y - start.y)).squareRoot())
        return delta
    }
}
