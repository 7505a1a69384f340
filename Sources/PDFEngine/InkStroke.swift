import PDFAppearance

/// A pen stroke as the reader drew it: what becomes an Ink annotation and
/// what the ink journal keeps until the document is saved.
public struct InkStroke: Hashable, Sendable {
    /// 0-based page index.
    public var page: Int
    /// The stroke's points in page space (points, origin at the page's
    /// top-left, as `Document.pageSize(at:)`).
    public var points: [PagePoint]
    /// The color the reader chose (stored in the file as is, opaque).
    public var color: Color
    /// Line width in points.
    public var width: Double

    public init(page: Int, points: [PagePoint], color: Color, width: Double) {
        self.page = page
        self.points = points
        self.color = color
        self.width = width
    }
}
