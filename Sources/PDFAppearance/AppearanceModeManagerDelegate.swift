/// Customizes a `PDFAppearanceModeManager`.
public protocol AppearanceModeManagerDelegate: AnyObject {
    /// The `.page` render options for `mode`. Implement it to replace the default mapping
    /// (`manager.defaultRenderOptions(for:)`), e.g. for night mode without hue preservation;
    /// `manager.documentRenderOptions` are the document's own options to build on.
    func appearanceManager(_ manager: PDFAppearanceModeManager, renderOptionsFor mode: PDFAppearanceMode) -> RenderOptions
}

extension AppearanceModeManagerDelegate {
    /// The default mapping, used when a delegate does not implement the method.
    public func appearanceManager(_ manager: PDFAppearanceModeManager,
                                  renderOptionsFor mode: PDFAppearanceMode) -> RenderOptions {
        manager.defaultRenderOptions(for: mode)
    }
}
