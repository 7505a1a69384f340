import PDFAppearance

/// The current values the settings overlay shows.
public struct SettingsValues: Hashable, Sendable {
    public var appearanceMode: PDFAppearanceMode
    /// With appearance "auto", what it follows and shows ("following the
    /// desktop: dark", `AutomaticAppearance.status`); nil without it.
    public var automaticStatus: String?
    /// Whether the mode follows the desktop (no mode chosen over it).
    public var followsAutomaticAppearance: Bool
    /// 0 darkest … 1 brightest.
    public var brightness: Double
    public var layout: ViewerLayoutSettings
    public var nightImages: NightImages

    public init(appearanceMode: PDFAppearanceMode = [], brightness: Double = 1,
                layout: ViewerLayoutSettings = .default, nightImages: NightImages = .dim, automaticStatus: String? = nil,
                followsAutomaticAppearance: Bool = false) {
        self.appearanceMode = appearanceMode
        self.automaticStatus = automaticStatus
        self.followsAutomaticAppearance = followsAutomaticAppearance
        self.brightness = brightness
        self.layout = layout
        self.nightImages = nightImages
    }

    /// These values with `change` applied.
    public func applying(_ change: SettingsChange) -> SettingsValues {
        var result = self
        switch change {
        case .appearanceMode(let mode):
            result.appearanceMode = mode
            result.followsAutomaticAppearance = false
        case .automaticAppearance: result.followsAutomaticAppearance = true
        case .brightness(let value): result.brightness = value
        case .layout(let option): result.layout = layout.replacing(option)
        case .nightImages(let choice): result.nightImages = choice
        }
        return result
    }
}
