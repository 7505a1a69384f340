/// How `Document.exportPNG` renders a page.
public enum PNGExportStrategy: Sendable {
    /// The whole page in one pass, pixel for pixel what `mutool draw` makes.
    /// Pages larger than 512 MiB of pixels fall back to `.parallelBands`.
    case exact
    /// Horizontal bands rendered by several threads while finished bands are
    /// encoded: faster on multi-core machines and bounded in memory, but
    /// anti-aliased edges crossing band borders may differ by a few levels from
    /// a one-pass render, because MuPDF clips edges to each band; so may the
    /// pixels of images the options keep (Night's photos), which MuPDF scales
    /// for each band (at most 5 levels on the JPX photo page, as the viewer's
    /// tiles do).
    case parallelBands
}
