/// The rows of the settings overlay, in the order they are shown.
public enum SettingsRowKind: CaseIterable, Hashable, Sendable {
    case appearance, brightness, pageTransition, scrollDirection, pageMode, pageFitting

    /// The row's label.
    public var title: String {
        switch self {
        case .appearance: return "Appearance"
        case .brightness: return "Brightness"
        case .pageTransition: return "Page Transition"
        case .scrollDirection: return "Scroll Direction"
        case .pageMode: return "Page Mode"
        case .pageFitting: return "Page Fitting"
        }
    }

    /// The `settingsOptions` member that lets the row appear.
    public var option: PDFSettingsOptions {
        switch self {
        case .appearance: return .appearance
        case .brightness: return .brightness
        case .pageTransition: return .pageTransition
        case .scrollDirection: return .scrollDirection
        case .pageMode: return .pageMode
        case .pageFitting: return .pageFitting
        }
    }
}
