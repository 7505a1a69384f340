/// The color a Highlight annotation (a Multiply blend in day colors) is screened onto a night page
/// with. Screen is Multiply seen through inversion: a highlight multiplies white paper to its color
/// and leaves black text black, and screened onto a night page it lightens the dark paper to its
/// color and leaves light text light.
public enum NightHighlight {
    /// The least contrast ratio (WCAG: (L1 + 0.05) / (L2 + 0.05) of relative luminances) between a
    /// highlighted area and the unhighlighted night page.
    public static let minimumContrast = 3.0
    /// What the search aims for, above the minimum so that 8-bit rounding stays above it.
    static let targetContrast = 3.3

    /// The color a highlight of day color `color` is screened with under `options` (which invert):
    /// with `.keepOriginal`, `color` itself; otherwise the pipeline's color of `color`, darkened in
    /// linear light (which keeps its OKLab hue) just enough that its night color, screened onto
    /// the night paper, reaches the contrast above.
    public static func screenColor(for color: Color, options: RenderOptions) -> Color {
        guard options.annotationHandling == .followPageFilters else { return Color(rgb: color.rgb) }
        let pipeline = ColorPipeline.cached(for: options)
        let paper = pipeline.apply(to: .white)
        let linear = SRGBTransfer.decode(color.rgb.clamped(lowerBound: .zero, upperBound: .one))
        func night(_ scale: Double) -> Color {
            pipeline.apply(to: Color(rgb: SRGBTransfer.encode(linear * scale)))
        }
        let full = night(1)
        if contrast(screen(paper, full), paper) >= targetContrast { return full }
        var low = 0.0, high = 1.0  // night(low) reaches the target (black becomes the text color), night(high) does not
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if contrast(screen(paper, night(middle)), paper) >= targetContrast { low = middle } else { high = middle }
        }
        return night(low)
    }

    /// `top` screened onto `base`: 1 − (1 − base)(1 − top) per channel.
    public static func screen(_ base: Color, _ top: Color) -> Color {
        Color(rgb: 1 - (1 - base.rgb) * (1 - top.rgb))
    }

    /// The WCAG contrast ratio of two opaque colors quantized to 8 bits, 1...21.
    public static func contrast(_ first: Color, _ second: Color) -> Double {
        WCAGContrast.ratio(relativeLuminance(first), relativeLuminance(second))
    }

    /// Relative luminance of an 8-bit quantized color.
    static func relativeLuminance(_ color: Color) -> Double {
        let (r, g, b, _) = color.rgba8
        return WCAGContrast.luminance(SIMD3(Double(r), Double(g), Double(b)) / 255)
    }
}
