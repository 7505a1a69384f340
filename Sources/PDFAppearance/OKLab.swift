import Foundation

/// A color in Björn Ottosson's OKLab space: perceptual lightness `l` (0 black … 1 white)
/// and the opponent axes `a` (green–red) and `b` (blue–yellow).
struct OKLab: Equatable {
    var l: Double
    var a: Double
    var b: Double

    /// OKLCh chroma: the distance from the gray axis.
    var chroma: Double { (a * a + b * b).squareRoot() }

    /// OKLCh hue in degrees, 0 ..< 360.
    var hueDegrees: Double {
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts a gamma-encoded sRGB color.
    init(sRGB rgb: SIMD3<Double>) {
        self.init(linearSRGB: SRGBTransfer.decode(rgb))
    }

    /// Converts a linear-light sRGB color.
    init(linearSRGB rgb: SIMD3<Double>) {
        let lms = SIMD3(
            0.4122214708 * rgb.x + 0.5363325363 * rgb.y + 0.0514459929 * rgb.z,
            0.2119034982 * rgb.x + 0.6806995451 * rgb.y + 0.1073969566 * rgb.z,
            0.0883024619 * rgb.x + 0.2817188376 * rgb.y + 0.6299787005 * rgb.z)
        let l = cbrt(lms.x), m = cbrt(lms.y), s = cbrt(lms.z)
        self.l = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        self.a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The linear-light sRGB color; components outside 0...1 mean the color is out of gamut.
    var linearSRGB: SIMD3<Double> {
        let l = self.l + 0.3963377774 * a + 0.2158037573 * b
        let m = self.l - 0.1055613458 * a - 0.0638541728 * b
        let s = self.l - 0.0894841775 * a - 1.2914855480 * b
        return Self.linearSRGB(cubedCones: SIMD3(l * l * l, m * m * m, s * s * s))
    }

    /// Linear-light sRGB from the cubed cone responses (l³, m³, s³); linear in them, so it also
    /// maps their derivatives.
    @inline(__always)
    static func linearSRGB(cubedCones cubed: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            4.0767416621 * cubed.x - 3.3077115913 * cubed.y + 0.2309699292 * cubed.z,
            -1.2684380046 * cubed.x + 2.6097574011 * cubed.y - 0.3413193965 * cubed.z,
            -0.0041960863 * cubed.x - 0.7034186147 * cubed.y + 1.7076147010 * cubed.z)
    }

    /// The gamma-encoded sRGB color (unclamped).
    var sRGB: SIMD3<Double> { SRGBTransfer.encode(linearSRGB) }
}
