/// A point in renderer OUTPUT pixels, origin at the top-left of the drawing
/// area. Window coordinates (SDL events) are converted with
/// `ViewportSize.outputPoint(fromWindowX:y:)`.
public struct ScreenPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
