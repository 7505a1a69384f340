import PDFAppearance

/// A change the settings overlay asks the front end to apply right away.
public enum SettingsChange: Hashable, Sendable {
    /// Switch to this appearance mode (through `PDFAppearanceModeManager`).
    case appearanceMode(PDFAppearanceMode)
    /// Follow the desktop's light or dark preference again (appearance "auto").
    case automaticAppearance
    /// Set the brightness (0 darkest … 1 brightest): redraw the dimming layer
    /// with `ScreenDimming.opacity(forBrightness:)`, remember it when the
    /// configuration `remembers`.
    case brightness(Double)
    /// Change one layout setting (`ViewerLayoutSettings.replacing(_:)`, then
    /// the viewer state's `setLayoutSettings`).
    case layout(ViewerLayoutOption)
    /// What Night does with photographs (`NightImages.apply(to:)` on the document's page options).
    case nightImages(NightImages)
}
