/// What the front end does after the settings overlay handled an input.
public enum SettingsPanelOutcome: Hashable, Sendable {
    /// The input is not for the overlay (the front end may use it otherwise).
    case ignored
    /// Only the focus moved: redraw the overlay.
    case redraw
    /// Apply the change now and redraw (the overlay already shows it).
    case apply(SettingsChange)
    /// Close the overlay (Escape).
    case close
}
