/// Color filters built into `RenderOptions`, applied in the order documented on `RenderOptions`.
public struct RenderFilter: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Rec. 709 luma gray.
    public static let grayscale = RenderFilter(rawValue: 1 << 0)
    /// After inversion, restores the original hue while keeping the inverted luma
    /// (see `NightColorRule`); only meaningful together with `RenderOptions.invertRenderColor`.
    public static let colorCorrectInverted = RenderFilter(rawValue: 1 << 1)
    /// Warm paper tones with strength `RenderOptions.sepiaIntensity`.
    public static let sepia = RenderFilter(rawValue: 1 << 2)
}
