import Foundation

/// The local time of day, for appearance "auto"'s schedule.
enum LocalClock {
    /// Minutes since local midnight (0…1439).
    static func minuteOfDay(_ date: Date = Date()) -> Int {
        var seconds = time_t(date.timeIntervalSince1970)
        var local = tm()
        localtime_r(&seconds, &local)
        return Int(local.tm_hour) * 60 + Int(local.tm_min)
    }

    /// Milliseconds from `date` until the start of the next minute.
    static func millisecondsToNextMinute(_ date: Date = Date()) -> UInt64 {
        let intoMinute = date.timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
        return UInt64(((60 - intoMinute) * 1000).rounded(.up))
    }
}
