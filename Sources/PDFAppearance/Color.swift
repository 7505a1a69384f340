/// A color in sRGB with straight (not premultiplied) alpha, every component 0...1:
/// the counterpart of `UIColor` in Nutrient's API.
///
/// Anything the viewer draws outside page rendering (ink, swatches, highlights) goes through
/// `applying(_:)`, so it follows the same color rule as the page pixels.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 8-bit components (straight alpha).
    public init(rgba8 components: (UInt8, UInt8, UInt8, UInt8)) {
        self.init(red: Double(components.0) / 255, green: Double(components.1) / 255,
                  blue: Double(components.2) / 255, alpha: Double(components.3) / 255)
    }

    /// A color from "#RRGGBB" or "#RRGGBBAA" (the "#" is optional); nil when the text is not one of these.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let rgba = digits.count == 8 ? value : value << 8 | 0xFF
        self.init(rgba8: (UInt8(rgba >> 24), UInt8(rgba >> 16 & 0xFF), UInt8(rgba >> 8 & 0xFF), UInt8(rgba & 0xFF)))
    }

    /// The components rounded to 8 bits (straight alpha), clamped to 0...255.
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        (Self.quantize(red), Self.quantize(green), Self.quantize(blue), Self.quantize(alpha))
    }

    /// "#RRGGBB" for opaque colors, "#RRGGBBAA" otherwise.
    public var hexString: String {
        let (r, g, b, a) = rgba8
        let bytes = a == 255 ? [r, g, b] : [r, g, b, a]
        return "#" + bytes.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// This color as it appears on screen with `options`: for an opaque color exactly the pixel
    /// the page pipeline produces for a pixel of this color.
    public func applying(_ options: RenderOptions) -> Color {
        ColorPipeline.cached(for: options).apply(to: self)
    }

    var rgb: SIMD3<Double> { SIMD3(red, green, blue) }

    init(rgb: SIMD3<Double>, alpha: Double = 1) {
        self.init(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }

    static func quantize(_ component: Double) -> UInt8 {
        UInt8((min(max(component, 0), 1) * 255).rounded())
    }
}
