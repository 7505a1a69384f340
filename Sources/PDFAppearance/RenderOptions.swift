/// How page content is colored, the counterpart of `RenderOptions` in Nutrient's API.
///
/// The color pipeline applies the options to every pixel in this order:
/// 1. `pageColor`: multiplied with the content, so white paper becomes this color;
/// 2. `invertRenderColor`: each channel c becomes 1 − c, mapped onto `nightPaperColor`…`nightTextColor`;
/// 3. `.colorCorrectInverted` (only with `invertRenderColor`): restores the original hue at the inverted luma
///    (lifted to `nightMinimumContrast`, mapped onto the palette's luma range, see `nightPaperColor`);
/// 4. `.grayscale`: Rec. 709 luma;
/// 5. `.sepia`: warm tones with `sepiaIntensity`;
/// 6. `additionalColorFilters`, in array order.
///
/// Pixels that are not opaque are then drawn over `backgroundFill` when it is set.
///
/// With `invertRenderColor`, `imageHandling` chooses which raster images skip the steps above:
/// those keep their colours, dimmed by `photoDimming`, and get `additionalColorFilters` only
/// when `filtersApplyToImages` is set (see `keptImageOptions`).
/// Two options are equal when all fields are equal, additional filters compared by name.
public struct RenderOptions: Hashable, Sendable {
    /// Invert every color channel.
    public var invertRenderColor: Bool
    /// Built-in filters (see the order above).
    public var filters: RenderFilter
    /// Multiplied with the content before everything else; nil leaves the page white.
    public var pageColor: Color?
    /// Drawn under content that is not opaque; nil leaves it transparent.
    public var backgroundFill: Color?
    /// User filters, applied last in array order.
    public var additionalColorFilters: [ColorFilter]
    /// Strength of `.sepia`, 0...1.
    public var sepiaIntensity: Double
    /// Which images keep their colours when `invertRenderColor` is set; without it, ignored.
    public var imageHandling: ImageHandling = .keepPhotos
    /// How much kept images are darkened, 0...1: 0.15 shows photographs at 85 % brightness.
    public var photoDimming: Double = 0.15
    /// Also apply `additionalColorFilters` to kept images (by default they apply to recoloured content only).
    public var filtersApplyToImages: Bool = false

    public init(invertRenderColor: Bool = false, filters: RenderFilter = [], pageColor: Color? = nil,
                backgroundFill: Color? = nil, additionalColorFilters: [ColorFilter] = [], sepiaIntensity: Double = 1) {
        self.invertRenderColor = invertRenderColor
        self.filters = filters
        self.pageColor = pageColor
        self.backgroundFill = backgroundFill
        self.additionalColorFilters = additionalColorFilters
        self.sepiaIntensity = sepiaIntensity
    }

    /// With `invertRenderColor`: what white paper becomes (default black). A dim gray such as
    /// `#121212` glares less on a bright screen. With `.colorCorrectInverted` the rule stays
    /// exact: luma maps linearly from this color (white paper) to `nightTextColor` (black),
    /// grays become the mix of the two, and colored content keeps its hue at its mapped luma.
    public var nightPaperColor: Color = .black
    /// With `invertRenderColor`: what black text becomes (default white); an off-white such as
    /// `#E6E6E6` softens the contrast.
    public var nightTextColor: Color = .white
    /// With `.colorCorrectInverted`: the least WCAG contrast against `nightPaperColor` of every color
    /// that differs visibly from the paper (OKLab distance 0.05 or more), so that light tints,
    /// which the inversion makes dark, stay visible. Such colors are lifted, their hue kept and
    /// their order of luma too; colors within 0.02 of the paper are not, and black still becomes
    /// `nightTextColor`. 1 is the strict rule (inverted luma only); the default 3 is WCAG's
    /// minimum for graphics. The floor never asks more than `nightTextColor`'s contrast.
    public var nightMinimumContrast: Double = 3
    /// Whether annotations follow the page's filters (the default) or keep their original colors;
    /// see `AnnotationHandling` (and Highlights in Night, which stay visible either way).
    public var annotationHandling: AnnotationHandling = .followPageFilters
}
