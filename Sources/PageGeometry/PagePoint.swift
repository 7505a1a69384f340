/// A point on a page in PDF points, origin at the page's top-left corner,
/// y growing downwards (MuPDF's page space after `/Rotate`, before viewer
/// rotation): the space of `PageSize`. Points outside the page (e.g. in the
/// gap between pages) are allowed.
public struct PagePoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
