/// An integer rectangle in document pixels (output pixels with the origin
/// at the top-left corner of the whole strip of pages).
struct DocumentPixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// Start and length along an axis: y and height for vertical, x and width for horizontal.
    func span(along direction: ScrollDirection) -> (start: Int, length: Int) {
        direction == .vertical ? (y, height) : (x, width)
    }
}
