/// Identifies one rendered image of a page: what the render queue renders and
/// the page cache keeps. Appearance options are not part of the key: cached
/// pixels are always day pixels.
public struct RenderKey: Hashable, Sendable, CustomStringConvertible {
    /// 0-based page index.
    public var page: Int
    /// Device pixels a point.
    public var scale: Double
    /// Viewer rotation in degrees clockwise (0, 90, 180, 270).
    public var rotation: Int
    /// The device-pixel tile of the page, nil for the whole page.
    public var tile: PixelRect?

    public init(page: Int, scale: Double, rotation: Int = 0, tile: PixelRect? = nil) {
        self.page = page
        self.scale = scale
        self.rotation = rotation
        self.tile = tile
    }

    public var description: String {
        let area = tile.map { " tile \($0.x),\($0.y) \($0.width)×\($0.height)" } ?? ""
        return "page \(page + 1) at \(scale)× rotated \(rotation)°\(area)"
    }
}
