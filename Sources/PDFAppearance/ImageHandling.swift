/// What inverted (Night) rendering does with raster images, `RenderOptions.imageHandling`.
///
/// Which images are photographs is decided per image from its own pixels and its place on the
/// page (docs/user-guide.md "Images in Night"); where an image is visible comes from MuPDF's own drawing of the
/// page, so clips, soft masks and content drawn over the image are exact to the pixel.
public enum ImageHandling: String, CaseIterable, Hashable, Sendable {
    /// Every pixel through the night rule, photographs included (the look before image handling).
    case recolor
    /// Photographs keep their colours (dimmed by `RenderOptions.photoDimming`); scans, line art
    /// and image masks are recoloured like text. The default.
    case keepPhotos
    /// Every raster image keeps its colours, scans and line art included.
    case keepAll
}
