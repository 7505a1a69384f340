import Foundation

/// An opaque 8-bit sRGB color as read from a screenshot or image file.
struct RGB: Equatable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The largest difference of any channel.
    func distance(to other: RGB) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }

    /// Whether every channel is within `tolerance` levels of `other`'s.
    func isClose(to other: RGB, tolerance: Int) -> Bool { distance(to: other) <= tolerance }

    /// Rec. 601 luma, 0...255.
    var luma: Double { 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) }

    /// WCAG relative luminance (linear light, Rec. 709 weights), 0...1.
    var relativeLuminance: Double {
        let linear = [red, green, blue].map { value -> Double in
            let v = Double(value) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// WCAG contrast ratio with `other`, 1...21.
    func contrast(with other: RGB) -> Double {
        let (x, y) = (relativeLuminance, other.relativeLuminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    var description: String { "rgb(\(red), \(green), \(blue))" }

    static let white = RGB(255, 255, 255)
    static let red = RGB(255, 0, 0)
    static let green = RGB(0, 160, 0)
    static let blue = RGB(0, 0, 255)
}
