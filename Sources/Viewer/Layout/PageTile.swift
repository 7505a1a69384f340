/// One piece of a page to render and draw. Tiles sit on a fixed grid of the
/// page image (multiples of the tile size), so they stay the same while the
/// user scrolls and a cache can key on `key`.
public struct PageTile: Hashable, Sendable {
    /// Identity of the rendered pixels: page, scale, rotation and pixel rect.
    public struct Key: Hashable, Sendable {
        public var pageIndex: Int
        /// Device scale in output pixels per point (the engine's `scale`).
        public var scale: Double
        public var rotation: Rotation
        /// Region of the page image to render (the engine's `region`).
        public var pixelRect: PixelRect
    }

    public var key: Key
    /// Where the rendered pixels go, in output pixels (whole pixels, same
    /// size as `key.pixelRect`). The engine rounds the page box from the
    /// page's real bounds and may clip the last row or column of a page
    /// differently by one pixel: draw the returned buffer at this origin with
    /// the buffer's own size.
    public var screenRect: ScreenRect

    public var pageIndex: Int { key.pageIndex }
    public var scale: Double { key.scale }
    public var rotation: Rotation { key.rotation }
    public var pixelRect: PixelRect { key.pixelRect }
}
