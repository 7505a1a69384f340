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

    var center: ScreenPoint {
        ScreenPoint(x: x + width / 2, y: y + height / 2)
    }
}
