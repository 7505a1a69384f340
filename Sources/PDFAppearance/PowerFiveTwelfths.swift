import Foundation

/// x^(5/12) = x^(1/2.4), the power inside the sRGB encoding, without `pow`: x = 2^e · m splits
/// into a table entry for e, a table entry for the nearest of 256 mantissa centers c, and a
/// short binomial series in t = m / c − 1 (|t| ≤ 1/512, so the series error is below 1e-12).
///
/// Get the tables once with `shared` and keep the value in hot loops (a global's every access
/// checks its lazy initialization).
struct PowerFiveTwelfths: @unchecked Sendable {
    private static let exponent = 5.0 / 12
    /// Exponents (of 2) with a table entry; others fall back to `pow`.
    private static let lowestExponent = -64, highestExponent = 64
    private static let mantissaBits: UInt64 = 8

    /// 2^(5e/12) for e in `lowestExponent...highestExponent`.
    private let exponentPowers: UnsafeMutablePointer<Double>
    /// Per mantissa interval: c^(5/12) and 1/c for its center c.
    private let centerPowers: UnsafeMutablePointer<Double>
    private let inverseCenters: UnsafeMutablePointer<Double>

    static let shared = PowerFiveTwelfths()

    private init() {
        let count = 1 << Self.mantissaBits
        exponentPowers = .allocate(capacity: Self.highestExponent - Self.lowestExponent + 1)
        centerPowers = .allocate(capacity: count)
        inverseCenters = .allocate(capacity: count)
        for e in Self.lowestExponent...Self.highestExponent {
            exponentPowers[e - Self.lowestExponent] = pow(2, Double(e) * Self.exponent)
        }
        for index in 0..<count {
            let center = 1 + (Double(index) + 0.5) / Double(count)
            centerPowers[index] = pow(center, Self.exponent)
            inverseCenters[index] = 1 / center
        }
    }

    /// Binomial series coefficients of (1 + t)^(5/12).
    private static let c1 = exponent
    private static let c2 = c1 * (exponent - 1) / 2
    private static let c3 = c2 * (exponent - 2) / 3

    /// x^(5/12) for x > 0.
    @inline(__always)
    func of(_ x: Double) -> Double {
        let bits = x.bitPattern
        let e = Int(bits >> 52) - 1023
        guard e >= Self.lowestExponent && e <= Self.highestExponent else { return pow(x, Self.exponent) }
        let index = Int(bits >> (52 - Self.mantissaBits) & (1 << Self.mantissaBits - 1))
        let mantissa = Double(bitPattern: bits & 0x000F_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000)
        let t = mantissa * inverseCenters[index] - 1
        let series = 1 + t * (Self.c1 + t * (Self.c2 + t * Self.c3))
        return exponentPowers[e - Self.lowestExponent] * centerPowers[index] * series
    }
}
