/// A rectangle on a page in points, in the space of `PagePoint`: origin at
/// the page's top-left corner, y down.
public struct PageRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether `point` lies inside the rectangle (left/top edges inclusive,
    /// right/bottom exclusive).
    public func contains(_ point: PagePoint) -> Bool {
        point.x >= x && point.x < x + width && point.y >= y && point.y < y + height
    }
}
