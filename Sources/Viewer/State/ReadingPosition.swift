/// Where the reader is, independent of zoom, window size and layout: the
/// middle of the viewport's top edge, as a position on the page nearest to
/// it (in the continuous vertical layout, the page at the top edge).
public struct ReadingPosition: Hashable, Sendable, Codable {
    /// 0-based page index.
    public var pageIndex: Int
    /// Fraction of the (displayed) page height above the viewport's top edge;
    /// 0 = page top at the window top. Negative when the top edge is above
    /// the page (in the gap, or beside a centred page).
    public var verticalFraction: Double
    /// The viewport's horizontal centre as a fraction of the (displayed)
    /// page width (0.5 = centred on the page); may lie outside 0...1, e.g.
    /// in the gap of a two-page spread.
    public var horizontalFraction: Double

    public init(pageIndex: Int, verticalFraction: Double = 0, horizontalFraction: Double = 0.5) {
        self.pageIndex = pageIndex
        self.verticalFraction = verticalFraction
        self.horizontalFraction = horizontalFraction
    }
}
