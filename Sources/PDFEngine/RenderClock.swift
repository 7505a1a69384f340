import Foundation

/// The time render limits are measured by: a render's timeout and the grace
/// before `RenderQueue` replaces a worker whose aborted render keeps running.
/// Production uses `MonotonicRenderClock`; tests move a clock by hand.
protocol RenderClock: Sendable {
    /// Seconds since a fixed point in the past; never goes backwards.
    var now: Double { get }

    /// Runs `action`, on some thread, once `seconds` have passed on this clock.
    func schedule(after seconds: Double, _ action: @escaping @Sendable () -> Void)
}

/// The system's monotonic clock (unlike the wall clock, it never jumps when
/// the time of day is set); actions run on a global dispatch queue.
struct MonotonicRenderClock: RenderClock {
    var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    func schedule(after seconds: Double, _ action: @escaping @Sendable () -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: action)
    }
}
