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

    public init(minimumZoom: Double = 0.05, maximumZoom: Double = 64,
                maximumDeviceScale: Double = 128, maximumPagePixelExtent: Double = 16_777_216,
                minimumFitZoom: Double = 0.001) {
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
