import PDFAppearance

/// The current values the settings overlay shows.
public struct SettingsValues: Hashable, Sendable {
    public var appearanceMode: PDFAppearanceMode
    /// 0 darkest … 1 brightest.
    public var brightness: Double
    public var layout: ViewerLayoutSettings
    public var nightImages: NightImages

    public init(appearanceMode: PDFAppearanceMode = [], brightness: Double = 1,
                layout: ViewerLayoutSettings = .default, nightImages: NightImages = .dim) {
        self.appearanceMode = appearanceMode
        self.brightness = brightness
        self.layout = layout
        self.nightImages = nightImages
    }

    /// These values with `change` applied.
    public func applying(_ change: SettingsChange) -> SettingsValues {
        var result = self
        switch change {
        case .appearanceMode(let mode): result.appearanceMode = mode
        case .brightness(let value): result.brightness = value
        case .layout(let option): result.layout = layout.replacing(option)
        case .nightImages(let choice): result.nightImages = choice
        }
        return result
    }
}
