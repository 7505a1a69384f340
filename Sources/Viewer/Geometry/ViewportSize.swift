/// The drawing area: its size in renderer output pixels and how output
/// pixels relate to window coordinates (HiDPI).
///
/// SDL reports pointer positions in window coordinates while the renderer
/// draws in output pixels (`SDL_GetRendererOutputSize`); on HiDPI screens the
/// two differ by the `pixelDensity` factor.
public struct ViewportSize: Hashable, Sendable {
    /// Width in output pixels.
    public var width: Double
    /// Height in output pixels.
    public var height: Double
    /// Output pixels per window unit horizontally.
    public var horizontalDensity: Double
    /// Output pixels per window unit vertically.
    public var verticalDensity: Double

    /// A viewport whose output pixels equal window units (no HiDPI).
    public init(width: Double, height: Double) {
        self.init(outputWidth: width, outputHeight: height, windowWidth: width, windowHeight: height)
    }

    /// A viewport from the renderer output size and the window size, as SDL
    /// reports them. Zero or negative sizes (minimised window) are raised to 1.
    public init(outputWidth: Double, outputHeight: Double, windowWidth: Double, windowHeight: Double) {
        width = max(outputWidth, 1)
        height = max(outputHeight, 1)
        horizontalDensity = width / max(windowWidth, 1)
        verticalDensity = height / max(windowHeight, 1)
    }

    /// Output pixels per window unit used to size things given in logical
    /// pixels (line step, gaps, zoom 100%): the horizontal density.
    public var pixelDensity: Double { horizontalDensity }

    /// Converts a pointer position in window coordinates to output pixels.
    public func outputPoint(fromWindowX x: Double, y: Double) -> ScreenPoint {
        ScreenPoint(x: x * horizontalDensity, y: y * verticalDensity)
    }

    /// The whole drawing area as a rectangle in output pixels.
    public var bounds: ScreenRect { ScreenRect(x: 0, y: 0, width: width, height: height) }

    /// The centre of the drawing area in output pixels.
    public var center: ScreenPoint { ScreenPoint(x: width / 2, y: height / 2) }
}
