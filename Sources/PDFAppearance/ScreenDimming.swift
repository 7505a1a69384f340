/// Software brightness: a black layer over the whole window whose opacity
/// follows the brightness slider, the same in every appearance mode (it
/// darkens the screen, it does not change the colors of the page).
///
/// Brightness 1 (slider at the right) dims by `minimum`, brightness 0 by
/// `maximum`; in between the opacity moves linearly.
public struct ScreenDimming: Hashable, Sendable {
    /// The strongest dimming unless configured otherwise.
    public static let defaultMaximum = 0.6

    /// Opacity of the black layer at full brightness, 0...1.
    public let minimum: Double
    /// Opacity of the black layer at the lowest brightness, `minimum`...1.
    public let maximum: Double

    /// Dimming between `minimum` and `maximum`. Values outside 0...1 are
    /// clamped, and a `maximum` below `minimum` is raised to it (configuration
    /// files are checked with precise messages before they get here).
    public init(minimum: Double = 0, maximum: Double = ScreenDimming.defaultMaximum) {
        let minimum = Self.clamped(minimum)
        self.minimum = minimum
        self.maximum = max(Self.clamped(maximum), minimum)
    }

    /// Opacity (0...1) of the black layer for a brightness from 0 (darkest)
    /// to 1 (brightest); brightness outside 0...1 is clamped.
    public func opacity(forBrightness brightness: Double) -> Double {
        maximum - (maximum - minimum) * Self.clamped(brightness)
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
