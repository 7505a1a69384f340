/// A point on a page in points, in the same space as `Document.pageSize(at:)`.
public struct PagePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
