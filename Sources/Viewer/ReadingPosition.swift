/// Where the reader is, independent of zoom and window size: the page at the
/// top edge of the viewport and how far down that page the edge is.
public struct ReadingPosition: Hashable, Sendable, Codable {
    /// 0-based page index.
    public var pageIndex: Int
    /// Fraction of the (displayed) page height above the viewport's top edge;
    /// 0 = page top at the window top. Slightly negative in the gap above it.
    public var verticalFraction: Double
    /// Viewport centre as a fraction of the width of the page column
    /// (0.5 = centred); only matters when pages are wider than the window.
    public var horizontalFraction: Double

    public init(pageIndex: Int, verticalFraction: Double = 0, horizontalFraction: Double = 0.5) {
        self.pageIndex = pageIndex
        self.verticalFraction = verticalFraction
        self.horizontalFraction = horizontalFraction
    }
}
