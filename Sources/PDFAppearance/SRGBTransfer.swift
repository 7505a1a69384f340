import Foundation

/// The sRGB transfer function (IEC 61966-2-1) between gamma-encoded values and linear light.
///
/// Both directions are extended symmetrically to negative values and beyond 1, so that
/// colors slightly outside the gamut can still be measured while searching for in-gamut ones.
enum SRGBTransfer {
    /// Linear values up to this are encoded by the straight segment.
    private static let linearSegmentEnd = 0.0031308

    /// Gamma-encoded value for a linear-light value.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= linearSegmentEnd ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// Linear-light value for a gamma-encoded value.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    static func encode(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(encode(linear.x), encode(linear.y), encode(linear.z))
    }

    static func decode(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(decode(encoded.x), decode(encoded.y), decode(encoded.z))
    }

    /// `encode(linear)` and its derivative, for Newton's method. Uses `power` instead of `pow`
    /// (same value within 1e-12 relative), which makes it several times faster.
    @inline(__always)
    static func encodeWithSlope(_ linear: Double, power: PowerFiveTwelfths) -> (value: Double, slope: Double) {
        let magnitude = abs(linear)
        guard magnitude > linearSegmentEnd else { return (12.92 * linear, 12.92) }
        let power = power.of(magnitude)
        let encoded = 1.055 * power - 0.055
        return (linear < 0 ? -encoded : encoded, 1.055 / 2.4 * power / magnitude)
    }
}
