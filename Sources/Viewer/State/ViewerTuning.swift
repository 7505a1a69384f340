/// The viewer's tuning constants. Lengths are in logical pixels (window units) and
/// are multiplied by the pixel density for output pixels.
public struct ViewerTuning: Hashable, Sendable {
    /// Vertical gap between pages.
    public var pageGap: Double
    /// Distance of one line scroll (j/k, arrow keys).
    public var lineStep: Double
    /// Lines scrolled per mouse-wheel notch.
    public var linesPerWheelNotch: Double
    /// How much of the previous screen stays visible after Page Down/Up.
    public var screenOverlap: Double
    /// Zoom factor of one zoom-in step (`+`); zoom-out divides by it.
    public var zoomStepFactor: Double
    /// Zoom factor per Ctrl+wheel notch.
    public var wheelZoomFactor: Double
    /// Space left above a link target placed "near the top".
    public var jumpTopMargin: Double
    /// Pointer travel below which a press and release count as a click.
    public var clickSlop: Double
    /// Side of a square render tile, in device pixels.
    public var tileSize: Int
    /// Zoom limits.
    public var zoomLimits: ZoomLimits

    public init(pageGap: Double = 8, lineStep: Double = 40, linesPerWheelNotch: Double = 3,
                screenOverlap: Double = 40, zoomStepFactor: Double = 1.25, wheelZoomFactor: Double = 1.1,
                jumpTopMargin: Double = 8, clickSlop: Double = 4, tileSize: Int = 512,
                zoomLimits: ZoomLimits = ZoomLimits()) {
        self.pageGap = pageGap
        self.lineStep = lineStep
        self.linesPerWheelNotch = linesPerWheelNotch
        self.screenOverlap = screenOverlap
        self.zoomStepFactor = zoomStepFactor
        self.wheelZoomFactor = wheelZoomFactor
        self.jumpTopMargin = jumpTopMargin
        self.clickSlop = clickSlop
        self.tileSize = max(tileSize, 16)
        self.zoomLimits = zoomLimits
    }
}
