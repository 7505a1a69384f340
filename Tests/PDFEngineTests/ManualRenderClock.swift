import Foundation
@testable import PDFEngine

/// A render clock that moves only when a test calls `advance(by:)`; what falls
/// due runs on the advancing thread, at its time, earliest first.
final class ManualRenderClock: RenderClock, @unchecked Sendable {
    private struct Scheduled {
        let due: Double
        let order: Int
        let action: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var current = 0.0
    private var scheduled: [Scheduled] = []
    private var counter = 0

    var now: Double { lock.withLock { current } }

    func schedule(after seconds: Double, _ action: @escaping @Sendable () -> Void) {
        lock.withLock {
            counter += 1
            scheduled.append(Scheduled(due: current + seconds, order: counter, action: action))
        }
    }

    /// Moves the time `seconds` on, running each action due by then (also
    /// those the actions schedule) with the clock at its due time.
    func advance(by seconds: Double) {
        let target = lock.withLock { current + seconds }
        while let action = takeNext(dueBy: target) { action() }
    }

    private func takeNext(dueBy target: Double) -> (@Sendable () -> Void)? {
        lock.withLock {
            let due = scheduled.indices.filter { scheduled[$0].due <= target }
            guard let index = due.min(by: { (scheduled[$0].due, scheduled[$0].order) < (scheduled[$1].due, scheduled[$1].order) })
            else {
                current = target
                return nil
            }
            let next = scheduled.remove(at: index)
            current = max(current, next.due)
            return next.action
        }
    }
}
