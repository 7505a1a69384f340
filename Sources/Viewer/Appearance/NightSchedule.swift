import Foundation

/// The hours in which automatic appearance is dark when the desktop says
/// nothing (no session bus, no portal, or no preference): `"20:00-07:00"`,
/// local time; the night may run past midnight. Minutes count from midnight.
public struct NightSchedule: Hashable, Sendable, CustomStringConvertible {
    /// Minutes after midnight when night starts and ends (0…1439).
    public let startMinute: Int
    public let endMinute: Int

    public init(startMinute: Int, endMinute: Int) {
        self.startMinute = startMinute
        self.endMinute = endMinute
    }

    /// Reads "HH:MM-HH:MM" (24-hour clock); nil for anything else, or a
    /// night that starts when it ends.
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Self.minute(parts[0]), let end = Self.minute(parts[1]), start != end else { return nil }
        self.init(startMinute: start, endMinute: end)
    }

    private static func minute(_ text: Substring) -> Int? {
        let fields = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let hour = Int(fields[0]), let minute = Int(fields[1]), fields[1].count == 2,
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        return hour * 60 + minute
    }

    /// Whether `minute` (after midnight) lies in the night: from the start
    /// (included) to the end (excluded).
    public func isNight(atMinute minute: Int) -> Bool {
        startMinute < endMinute ? (startMinute..<endMinute).contains(minute) : minute >= startMinute || minute < endMinute
    }

    /// Minutes from `minute` until the next start or end of the night (1…1440).
    public func minutesUntilChange(fromMinute minute: Int) -> Int {
        [startMinute, endMinute].map { ($0 - minute + 1440 - 1) % 1440 + 1 }.min()!
    }

    /// "20:00-07:00".
    public var description: String { "\(Self.clock(startMinute))-\(Self.clock(endMinute))" }

    private static func clock(_ minute: Int) -> String {
        let hours = minute / 60, minutes = minute % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }
}
