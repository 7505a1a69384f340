/// An affine color transform on gamma-encoded sRGB: each output channel is
/// `row.x * red + row.y * green + row.z * blue + row.w`, clamped to 0...1.
public struct ColorMatrix: Hashable, Sendable {
    public var red: SIMD4<Double>
    public var green: SIMD4<Double>
    public var blue: SIMD4<Double>

    public init(red: SIMD4<Double>, green: SIMD4<Double>, blue: SIMD4<Double>) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let identity = ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0])

    /// `color` transformed by this matrix; alpha is kept.
    public func applied(to color: Color) -> Color {
        Color(rgb: apply(color.rgb), alpha: color.alpha)
    }

    /// The matrix that moves `fraction` (0...1) of the way from the identity to this matrix.
    public func blended(fromIdentity fraction: Double) -> ColorMatrix {
        func mix(_ identityRow: SIMD4<Double>, _ row: SIMD4<Double>) -> SIMD4<Double> {
            identityRow + (row - identityRow) * fraction
        }
        let identity = ColorMatrix.identity
        return ColorMatrix(red: mix(identity.red, red), green: mix(identity.green, green), blue: mix(identity.blue, blue))
    }

    /// The factors of a matrix that only scales each channel by 0...1 (a diagonal without
    /// offsets, such as photo dimming), nil for any other matrix.
    var channelScales: SIMD3<Double>? {
        let scales = SIMD3(red.x, green.y, blue.z)
        guard red.y == 0, red.z == 0, red.w == 0, green.x == 0, green.z == 0, green.w == 0,
              blue.x == 0, blue.y == 0, blue.w == 0,
              scales.min() >= 0, scales.max() <= 1 else { return nil }
        return scales
    }

    func apply(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        let input = SIMD4(rgb, 1)
        let output = SIMD3((red * input).sum(), (green * input).sum(), (blue * input).sum())
        return output.clamped(lowerBound: .zero, upperBound: .one)
    }
}
