/// Bounds on zoom so rendering memory and coordinates stay bounded.
///
/// Zoom 1.0 (100 %) shows one PDF point as one window unit; the device scale
/// (output pixels per point) is zoom × pixel density.
public struct ZoomLimits: Hashable, Sendable {
    /// Smallest zoom the zoom commands reach (fit modes may go below it so a
    /// huge page still fits the window).
    public var minimumZoom: Double
    /// Largest zoom.
    public var maximumZoom: Double
    /// Largest device scale (output pixels per point), whatever the density.
    public var maximumDeviceScale: Double
    /// Largest side, in device pixels, of a whole rendered page; keeps page
    /// coordinates far inside MuPDF's 32-bit integer pixel space.
    public var maximumPagePixelExtent: Double
    /// Floor for fit modes (a 14400 pt page in a small window).
    public var minimumFitZoom: Double

    /// sdlpdf's limits, each with why it is what it is.
    public enum Standard {
        /// 0.05 (5 %): a whole page of a long document still shows as more
        /// than a dot, and zooming out further shows nothing more useful.
        public static let minimumZoom = 0.05
        /// 64 (6400 %): far enough to read the finest print and check a
        /// drawing's detail.
        public static let maximumZoom: Double = 64
        /// 128 output pixels per point: the largest scale any density may
        /// reach, bounding the pixels rendered per point of page.
        public static let maximumDeviceScale: Double = 128
        /// 2²⁴ device pixels: far inside MuPDF's 32-bit integer pixel
        /// coordinates, with room for offsets.
        public static let maximumPagePixelExtent: Double = 16_777_216
        /// 0.001: lets "fit" show a 14400 pt page (PDF's largest) whole even
        /// in a tiny window.
        public static let minimumFitZoom = 0.001
    }

    public init(minimumZoom: Double = Standard.minimumZoom, maximumZoom: Double = Standard.maximumZoom,
                maximumDeviceScale: Double = Standard.maximumDeviceScale,
                maximumPagePixelExtent: Double = Standard.maximumPagePixelExtent,
                minimumFitZoom: Double = Standard.minimumFitZoom) {
        self.minimumZoom = minimumZoom
        self.maximumZoom = maximumZoom
        self.maximumDeviceScale = maximumDeviceScale
        self.maximumPagePixelExtent = maximumPagePixelExtent
        self.minimumFitZoom = minimumFitZoom
    }

    /// The largest zoom allowed for a document whose largest page side is
    /// `largestPageSide` points, shown at `pixelDensity`.
    func effectiveMaximumZoom(pixelDensity: Double, largestPageSide: Double) -> Double {
        min(maximumZoom,
            maximumDeviceScale / pixelDensity,
            maximumPagePixelExtent / (pixelDensity * max(largestPageSide, PageSize.minimumExtent)))
    }
}
