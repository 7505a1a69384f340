/// A page that is at least partly inside the viewport, as the front end draws it.
public struct VisiblePage: Hashable, Sendable {
    /// 0-based page index.
    public var index: Int
    /// Where the whole page lies, in output pixels (whole-pixel origin; may
    /// extend far beyond the viewport at high zoom).
    public var frame: ScreenRect
    /// The part of `frame` inside the viewport: fill it with the paper colour
    /// before drawing tiles.
    public var visibleFrame: ScreenRect
    /// Size of the whole rendered page in device pixels (= `frame` size).
    public var pixelWidth: Int
    public var pixelHeight: Int
}
