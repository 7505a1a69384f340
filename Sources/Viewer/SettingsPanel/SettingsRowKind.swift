/// The rows of the settings overlay, in the order they are shown: the one
/// list of them. The raw value is the row's name in the configuration
/// (`settingsOptions`, `--settings`); `PDFSettingsOptions` is a set of
/// these, and the overlay builds its rows from `allCases`.
public enum SettingsRowKind: String, CaseIterable, Hashable, Sendable {
    /// Default / Sepia / Night (the allowed ones).
    case appearance
    /// The software-dimming slider.
    case brightness
    /// Jump / Continuous.
    case pageTransition
    /// Vertical / Horizontal.
    case scrollDirection
    /// Single / Double / Automatic.
    case pageMode
    /// Fit / Fill / Adaptive.
    case pageFitting
    /// Keep / Dim / Recolor: what Night does with photographs (shown when Night is allowed).
    case nightImages

    /// The row's label.
    public var title: String {
        switch self {
        case .appearance: return "Appearance"
        case .brightness: return "Brightness"
        case .pageTransition: return "Page Transition"
        case .scrollDirection: return "Scroll Direction"
        case .pageMode: return "Page Mode"
        case .pageFitting: return "Page Fitting"
        case .nightImages: return "Images in Night"
        }
    }
}
