import Foundation

/// Monotonic wall-clock timing in milliseconds (`CLOCK_MONOTONIC`).
enum Stopwatch {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// How long `body` takes, in milliseconds.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }
}
