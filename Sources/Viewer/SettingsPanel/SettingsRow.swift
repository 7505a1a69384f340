/// One row of the settings overlay: a label and its control.
public struct SettingsRow: Hashable, Sendable {
    /// What the control of a row is.
    public enum Control: Hashable, Sendable {
        /// Segmented buttons, one per choice.
        case segments([SettingsChoice])
        /// A slider from 0 to 1 at `value`; Left/Right move it by `step`.
        case slider(value: Double, step: Double)
        /// The row's setting does not apply with the other settings as they
        /// are: draw "Not Available" instead of a control.
        case notAvailable
    }

    public let kind: SettingsRowKind
    public let control: Control

    /// The row's label.
    public var title: String { kind.title }

    /// Whether keyboard focus can rest on the row.
    public var isFocusable: Bool {
        switch control {
        case .segments(let choices): return choices.contains(where: \.isAvailable)
        case .slider: return true
        case .notAvailable: return false
        }
    }

    public init(kind: SettingsRowKind, control: Control) {
        self.kind = kind
        self.control = control
    }
}

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
