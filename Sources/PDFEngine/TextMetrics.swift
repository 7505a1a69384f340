/// Size of a line of text set by `TextRenderer`, in pixels.
public struct TextMetrics: Hashable, Sendable {
    /// Advance width of the whole string.
    public var width: Double
    /// Height above the baseline.
    public var ascent: Double
    /// Depth below the baseline (positive).
    public var descent: Double

    public init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// Ascent plus descent.
    public var height: Double { ascent + descent }
}
