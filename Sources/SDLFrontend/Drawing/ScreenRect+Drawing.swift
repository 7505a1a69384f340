import CSDL2
import Viewer

extension ScreenRect {
    /// The rectangle grown (negative `amount`) or shrunk by `amount` on every side.
    func insetBy(_ amount: Double) -> ScreenRect {
        ScreenRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The rectangle with its edges on whole pixels (outwards).
    var pixelAligned: ScreenRect {
        let left = x.rounded(.down), top = y.rounded(.down)
        return ScreenRect(x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
    }

    /// The SDL rectangle covering this one's pixels: its edges on whole pixels, outwards.
    var sdlRect: SDL_Rect {
        let left = x.rounded(.down), top = y.rounded(.down)
        return SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(maxX.rounded(.up) - left), h: Int32(maxY.rounded(.up) - top))
    }

    var center: ScreenPoint {
        ScreenPoint(x: x + width / 2, y: y + height / 2)
    }

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
