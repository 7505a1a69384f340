/// The size of one page in PDF points (1/72 inch) as displayed, after the
/// page's own `/Rotate` entry and before any viewer rotation.
public struct PageSize: Hashable, Sendable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a page size in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// US Letter, the size shown for pages whose real size cannot be read.
    public static let letter = PageSize(width: 612, height: 792)
}
