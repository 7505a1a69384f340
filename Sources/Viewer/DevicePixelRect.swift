/// An integer rectangle in the device pixels of one rendered page image:
/// the page rotated and scaled, with its top-left corner at (0, 0).
/// This is the `region` the engine renders for a tile.
public struct DevicePixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
}
