/// Rows the settings overlay may show (Nutrient's `PDFSettingsOptions`).
/// A row in the set still stays hidden when it offers no choice (Appearance
/// when only Default is allowed).
public struct PDFSettingsOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Default / Sepia / Night.
    public static let appearance = PDFSettingsOptions(rawValue: 1 << 0)
    /// The software-dimming slider.
    public static let brightness = PDFSettingsOptions(rawValue: 1 << 1)
    /// Jump / Continuous.
    public static let pageTransition = PDFSettingsOptions(rawValue: 1 << 2)
    /// Vertical / Horizontal.
    public static let scrollDirection = PDFSettingsOptions(rawValue: 1 << 3)
    /// Single / Double / Automatic.
    public static let pageMode = PDFSettingsOptions(rawValue: 1 << 4)
    /// Fit / Fill / Adaptive.
    public static let pageFitting = PDFSettingsOptions(rawValue: 1 << 5)
    /// Every row.
    public static let all: PDFSettingsOptions = [.appearance, .brightness, .pageTransition, .scrollDirection,
                                                 .pageMode, .pageFitting]

    /// Each row with its configuration name, in the order the overlay shows them.
    public static let named: [(name: String, option: PDFSettingsOptions)] = [
        ("appearance", .appearance), ("brightness", .brightness), ("pageTransition", .pageTransition),
        ("scrollDirection", .scrollDirection), ("pageMode", .pageMode), ("pageFitting", .pageFitting),
    ]
}
