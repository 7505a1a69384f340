import PDFAppearance

/// The pen the ink tool starts with.
public struct InkPenDefaults: Hashable, Sendable {
    /// A clear blue that reads well on white, sepia and night pages.
    public static let defaultColor = Color(red: 0x1F / 255, green: 0x6F / 255, blue: 0xEB / 255)
    /// Line width in points.
    public static let defaultWidth = 2.0
    /// Widths a pen may have, in points.
    public static let widthRange = 0.1...100.0

    /// Stroke color (opaque).
    public var color: Color
    /// Stroke width in points, within `widthRange`.
    public var width: Double

    public init(color: Color = InkPenDefaults.defaultColor, width: Double = InkPenDefaults.defaultWidth) {
        self.color = color
        self.width = min(max(width, Self.widthRange.lowerBound), Self.widthRange.upperBound)
    }
}
