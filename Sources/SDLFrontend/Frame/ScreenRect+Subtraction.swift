import Viewer

extension ScreenRect {
    /// The parts of this rectangle outside `other`: up to four rectangles
    /// (full-width bands above and below it, then the pieces left and right
    /// of it), none overlapping; the whole rectangle when they do not overlap.
    func subtracting(_ other: ScreenRect) -> [ScreenRect] {
        guard let overlap = intersection(other) else { return [self] }
        let pieces = [
            ScreenRect(x: x, y: y, width: width, height: overlap.y - y),
            ScreenRect(x: x, y: overlap.maxY, width: width, height: maxY - overlap.maxY),
            ScreenRect(x: x, y: overlap.y, width: overlap.x - x, height: overlap.height),
            ScreenRect(x: overlap.maxX, y: overlap.y, width: maxX - overlap.maxX, height: overlap.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }
}
