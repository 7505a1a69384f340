/// One segment of a segmented row of the settings overlay.
public struct SettingsChoice: Hashable, Sendable {
    /// "Default", "Sepia", "Jump", "Fit"…
    public let title: String
    /// What choosing it changes.
    public let change: SettingsChange
    /// Whether it is the current value (drawn as the pressed segment).
    public let isSelected: Bool
    /// Whether it can be chosen with the other settings as they are; an
    /// unavailable choice is drawn disabled and cannot be focused or chosen.
    public let isAvailable: Bool

    public init(title: String, change: SettingsChange, isSelected: Bool, isAvailable: Bool) {
        self.title = title
        self.change = change
        self.isSelected = isSelected
        self.isAvailable = isAvailable
    }
}
