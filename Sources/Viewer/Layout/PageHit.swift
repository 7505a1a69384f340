/// What lies under a screen point: a page and the point on it.
public struct PageHit: Hashable, Sendable {
    /// 0-based page index.
    public var pageIndex: Int
    /// The point on the page in points (unrotated page space; the space of
    /// link rectangles and annotations).
    public var point: PagePoint
}
