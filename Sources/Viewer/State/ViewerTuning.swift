/// The viewer's tuning constants: how far a key or a wheel notch scrolls,
/// how much one step zooms, the gaps between pages and the render tile
/// size. Lengths are in logical pixels (window units) and are multiplied by
/// the pixel density for output pixels. `ViewerTuning()` is sdlpdf's tuning
/// (`Standard`); tests and the benchmark build others.
public struct ViewerTuning: Hashable, Sendable {
    /// Gap between pages and between the pages of a spread.
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
    /// In the jump transition: wheel notches pushed against the end (start)
    /// of the spread on screen that turn to the next (previous) one.
    public var wheelNotchesToTurnPage: Double
    /// Side of a square render tile, in device pixels (at least `Standard.minimumTileSize`).
    public var tileSize: Int
    /// Zoom limits.
    public var zoomLimits: ZoomLimits

    /// sdlpdf's values, each with why it is what it is.
    public enum Standard {
        /// 8: a thin strip of background shows where one page ends without
        /// giving up reading space.
        public static let pageGap: Double = 8
        /// 40 (40 pt at 100 %): about three lines of body text per j/k.
        public static let lineStep: Double = 40
        /// 3: the usual desktop setting of three lines per wheel notch.
        public static let linesPerWheelNotch: Double = 3
        /// 40, one line step: the last lines read stay on screen after Page Down.
        public static let screenOverlap: Double = 40
        /// 1.25: three steps about double the size (1.25³ ≈ 1.95), so a few
        /// presses reach any zoom without overshooting much.
        public static let zoomStepFactor: Double = 1.25
        /// 1.1: finer than a key step, since a wheel turn sends many notches.
        public static let wheelZoomFactor: Double = 1.1
        /// 8, the page gap: a link target is not flush with the window's edge.
        public static let jumpTopMargin: Double = 8
        /// 4: the hand's tremor while clicking a link keeps it a click.
        public static let clickSlop: Double = 4
        /// 1, a whole notch: a mouse wheel turns the page with one notch,
        /// while the fine steps of a touchpad do not turn one with every event.
        public static let wheelNotchesToTurnPage: Double = 1
        /// 512: a 1 MiB RGBA tile; few tiles cover a screen, and a page that
        /// is only partly on screen renders little beyond what shows.
        public static let tileSize = 512
        /// 16: the floor for a given tile size, so a bad value cannot ask
        /// for millions of tiles.
        public static let minimumTileSize = 16
    }

    public init(pageGap: Double = Standard.pageGap, lineStep: Double = Standard.lineStep,
                linesPerWheelNotch: Double = Standard.linesPerWheelNotch, screenOverlap: Double = Standard.screenOverlap,
                zoomStepFactor: Double = Standard.zoomStepFactor, wheelZoomFactor: Double = Standard.wheelZoomFactor,
                jumpTopMargin: Double = Standard.jumpTopMargin, clickSlop: Double = Standard.clickSlop,
                wheelNotchesToTurnPage: Double = Standard.wheelNotchesToTurnPage,
                tileSize: Int = Standard.tileSize, zoomLimits: ZoomLimits = ZoomLimits()) {
        self.pageGap = pageGap
        self.lineStep = lineStep
        self.linesPerWheelNotch = linesPerWheelNotch
        self.screenOverlap = screenOverlap
        self.zoomStepFactor = zoomStepFactor
        self.wheelZoomFactor = wheelZoomFactor
        self.jumpTopMargin = jumpTopMargin
        self.clickSlop = clickSlop
        self.wheelNotchesToTurnPage = wheelNotchesToTurnPage
        self.tileSize = max(tileSize, Standard.minimumTileSize)
        self.zoomLimits = zoomLimits
    }
}
