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

    var description: String { "rgb(\(red), \(green), \(blue))" }

    static let white = RGB(255, 255, 255)
    static let red = RGB(255, 0, 0)
    static let green = RGB(0, 160, 0)
    static let blue = RGB(0, 0, 255)
}
