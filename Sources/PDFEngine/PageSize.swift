/// A page's size in points (1/72 inch) as displayed, after the page's own /Rotate.
public struct PageSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// US Letter, the size shown for pages whose real size cannot be read.
    public static let letter = PageSize(width: 612, height: 792)
}
