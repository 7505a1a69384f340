import Foundation

/// A point in time after which waiting gives up.
struct Deadline {
    /// How long the deadline allowed in total, for messages.
    let seconds: Double
    private let end: Date

    /// A deadline `seconds` from now.
    init(seconds: Double) {
        self.seconds = seconds
        end = Date(timeIntervalSinceNow: seconds)
    }

    /// Whether the deadline has passed.
    var hasPassed: Bool { Date() >= end }

    /// Sleeps for `interval` seconds, or less when the deadline comes sooner.
    func pause(_ interval: Double) {
        let remaining = end.timeIntervalSinceNow
        if remaining > 0 { Thread.sleep(forTimeInterval: min(interval, remaining)) }
    }
}

/// Calls `attempt` every `interval` seconds until it returns a value, and
/// returns that value. Throws `HarnessError.timedOut` naming `what` (and the
/// latest `describeFailure()` text) when `timeout` seconds pass first.
func poll<Value>(
    _ what: String,
    timeout: Double,
    interval: Double = 0.05,
    describeFailure: () -> String = { "" },
    _ attempt: () throws -> Value?
) throws -> Value {
    let deadline = Deadline(seconds: timeout)
    while true {
        if let value = try attempt() { return value }
        if deadline.hasPassed {
            throw HarnessError.timedOut(what: what, seconds: timeout, detail: describeFailure())
        }
        deadline.pause(interval)
    }
}
