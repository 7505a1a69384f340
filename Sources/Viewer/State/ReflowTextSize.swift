/// The text sizes (points) Ctrl++ and Ctrl+- step through in a reflowable
/// document (EPUB, FB2, HTML): small steps around MuPDF's 11-point
/// standard, larger ones further out.
public enum ReflowTextSize {
    /// Every size, smallest first.
    public static let steps: [Double] = [6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 24, 28, 32, 40, 48]

    /// The next size above `size`; the largest stays the largest.
    public static func larger(than size: Double) -> Double {
        steps.first { $0 > size } ?? steps[steps.count - 1]
    }

    /// The next size below `size`; the smallest stays the smallest.
    public static func smaller(than size: Double) -> Double {
        steps.last { $0 < size } ?? steps[0]
    }
}
