import PDFAppearance

/// Appearance "auto": the mode follows the desktop's light or dark
/// preference (the XDG desktop portal's `color-scheme`): prefer dark shows
/// `darkMode`, anything else `lightMode`. When the desktop says nothing (no
/// session bus, no portal, or no preference) the `schedule` decides, else
/// it is light.
///
/// A mode the reader chooses (Ctrl+R, the settings overlay, the bus) wins
/// for the window until the decision changes again: the desktop switches,
/// or the schedule passes a boundary. Minutes count from local midnight.
public struct AutomaticAppearance: Hashable, Sendable {
    /// Where the light or dark decision comes from now.
    public enum Source: Hashable, Sendable {
        /// The portal answered with a preference.
        case desktop
        /// The configured schedule (the desktop says nothing).
        case schedule
        /// Neither: always light.
        case none
    }

    /// The mode shown when the desktop prefers dark (the schedule says night).
    public let darkMode: PDFAppearanceMode
    /// The mode shown otherwise.
    public let lightMode: PDFAppearanceMode
    public let schedule: NightSchedule?
    /// What the desktop says; nil until the portal answers, and without one.
    public private(set) var desktop: DesktopColorScheme?
    /// The mode the reader chose, which wins until the decision changes; nil
    /// while the window follows the desktop.
    public private(set) var readerChoice: PDFAppearanceMode?
    /// Whether the decision was dark when the reader chose.
    private var darkWhenChosen = false

    public init(darkMode: PDFAppearanceMode = .night, lightMode: PDFAppearanceMode = [], schedule: NightSchedule? = nil) {
        self.darkMode = darkMode
        self.lightMode = lightMode
        self.schedule = schedule
    }

    /// Where the decision comes from.
    public var source: Source {
        switch desktop {
        case .preferDark?, .preferLight?: return .desktop
        case .noPreference?, nil: return schedule == nil ? (desktop == nil ? .none : .desktop) : .schedule
        }
    }

    /// Whether the desktop (else the schedule at `minute`) asks for dark.
    public func isDark(atMinute minute: Int) -> Bool {
        switch source {
        case .desktop: return desktop == .preferDark
        case .schedule: return schedule?.isNight(atMinute: minute) ?? false
        case .none: return false
        }
    }

    /// Whether the window follows the desktop (no reader's choice wins).
    public var isFollowing: Bool { readerChoice == nil }

    /// The mode to show at `minute`.
    public func mode(atMinute minute: Int) -> PDFAppearanceMode {
        readerChoice ?? (isDark(atMinute: minute) ? darkMode : lightMode)
    }

    /// The desktop's preference arrived or changed: a reader's choice made
    /// under another preference no longer wins.
    public mutating func desktopChanged(to scheme: DesktopColorScheme) {
        guard scheme != desktop else { return }
        desktop = scheme
        readerChoice = nil
    }

    /// The reader chose `mode` at `minute`.
    public mutating func readerChose(_ mode: PDFAppearanceMode, atMinute minute: Int) {
        readerChoice = mode
        darkWhenChosen = isDark(atMinute: minute)
    }

    /// Follow the desktop again (the overlay's Auto).
    public mutating func resumeFollowing() {
        readerChoice = nil
    }

    /// The clock reached `minute`: when the schedule decides and passed a
    /// boundary since the reader chose, the choice no longer wins.
    public mutating func clockReached(minute: Int) {
        if readerChoice != nil && source == .schedule && isDark(atMinute: minute) != darkWhenChosen {
            readerChoice = nil
        }
    }

    /// Minutes until the schedule may change the decision; nil when it does not decide.
    public func minutesUntilScheduleChange(fromMinute minute: Int) -> Int? {
        guard source == .schedule, let schedule else { return nil }
        return schedule.minutesUntilChange(fromMinute: minute)
    }

    /// What the overlay says after "Auto": "following the desktop: dark",
    /// "following the schedule 20:00-07:00: light", "no desktop preference: light".
    public func status(atMinute minute: Int) -> String {
        let shade = isDark(atMinute: minute) ? "dark" : "light"
        switch source {
        case .desktop: return desktop == .noPreference ? "no desktop preference: \(shade)" : "following the desktop: \(shade)"
        case .schedule: return "following the schedule \(schedule!): \(shade)"
        case .none: return "no desktop preference: \(shade)"
        }
    }
}
