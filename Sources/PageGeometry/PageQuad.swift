/// Four corners on a page, in the space of `PagePoint`: the box of a run of
/// characters as MuPDF reports it (`fz_quad`), which a rotated line makes
/// into a parallelogram rather than a rectangle.
public struct PageQuad: Hashable, Sendable {
    public var upperLeft: PagePoint
    public var upperRight: PagePoint
    public var lowerLeft: PagePoint
    public var lowerRight: PagePoint

    public init(upperLeft: PagePoint, upperRight: PagePoint, lowerLeft: PagePoint, lowerRight: PagePoint) {
        self.upperLeft = upperLeft
        self.upperRight = upperRight
        self.lowerLeft = lowerLeft
        self.lowerRight = lowerRight
    }
}
