/// Size of a line of text set by `TextRenderer`, in pixels.
public struct TextMetrics: Hashable, Sendable {
    /// Advance width of the whole string.
    public var width: Double
    /// Height above the baseline.
    public var ascent: Double
    /// Depth below the baseline (positive).
    public var descent: Double

    /// Ascent plus descent.
    public var height: Double { ascent + descent }
}
