import PDFAppearance

/// The render options `sdlpdf export` draws a page with, for `sdlpdf-bench` to measure the same path.
public enum ExportAppearance {
    /// Sets `nightImages` on `document`'s page options, then returns the options of `mode` from a
    /// manager configured with `palette` (as the window's manager is).
    public static func renderOptions(mode: PDFAppearanceMode, palette: AppearancePalette, nightImages: NightImages,
                                     document: RenderOptionsConfigurable) -> RenderOptions {
        document.updateRenderOptions(for: .page) { nightImages.apply(to: &$0) }
        let configuration = PDFConfiguration { $0.palette = palette }
        return PDFAppearanceModeManager(configuration: configuration, document: document).renderOptions(for: mode)
    }
}
