import CSDL2
import PDFAppearance
import Viewer

/// Draws the parts of the toolbar and the settings overlay — rounded
/// rectangles, panels with border and shadow, icons, text — in day colours,
/// which its canvas shows through the appearance (`chromeColor(for:)`: the
/// pages' colour rule without Night's contrast floor for content).
struct OverlayPainter {
    let canvas: LayerCanvas
    let style: OverlayStyle

    /// A painter in the style of `canvas`'s pixel density.
    init(canvas: LayerCanvas) {
        self.canvas = canvas
        style = OverlayStyle(scale: canvas.geometry.viewport.pixelDensity)
    }

    /// A plain rectangle.
    func fill(_ rect: ScreenRect, _ color: Color) {
        canvas.fill(rect, color)
    }

    /// A rectangle with quarter circles of `radius` pixels for corners;
    /// nothing is drawn inside `hidden` (what is drawn over it next).
    func fillRounded(_ rect: ScreenRect, radius: Double, _ color: Color, hidden: ScreenRect? = nil) {
        let rect = rect.pixelAligned
        let r = Int(min(radius.rounded(), (rect.width / 2).rounded(.down), (rect.height / 2).rounded(.down)))
        let fillShown = { (part: ScreenRect) in
            for piece in hidden.map({ part.subtracting($0) }) ?? [part] { fill(piece, color) }
        }
        guard r > 0 else {
            fillShown(rect)
            return
        }
        let radius = Double(r)
        fillShown(ScreenRect(x: rect.x + radius, y: rect.y, width: rect.width - 2 * radius, height: rect.height))
        fillShown(ScreenRect(x: rect.x, y: rect.y + radius, width: radius, height: rect.height - 2 * radius))
        fillShown(ScreenRect(x: rect.maxX - radius, y: rect.y + radius, width: radius, height: rect.height - 2 * radius))
        let display = canvas.chromeColor(for: color)
        let side = 2 * r
        let left = Int(rect.x), top = Int(rect.y), right = Int(rect.maxX) - side, bottom = Int(rect.maxY) - side
        canvas.drawShape(.disc, side: side, x: left, y: top, color: display,
                         part: SDL_Rect(x: 0, y: 0, w: Int32(r), h: Int32(r)))
        canvas.drawShape(.disc, side: side, x: right, y: top, color: display,
                         part: SDL_Rect(x: Int32(r), y: 0, w: Int32(r), h: Int32(r)))
        canvas.drawShape(.disc, side: side, x: left, y: bottom, color: display,
                         part: SDL_Rect(x: 0, y: Int32(r), w: Int32(r), h: Int32(r)))
        canvas.drawShape(.disc, side: side, x: right, y: bottom, color: display,
                         part: SDL_Rect(x: Int32(r), y: Int32(r), w: Int32(r), h: Int32(r)))
    }

    /// A rounded outline `width` pixels wide just inside `rect`, over
    /// `inside` (the colour within the outline).
    func strokeRounded(_ rect: ScreenRect, radius: Double, width: Double, _ color: Color, inside: Color) {
        fillRounded(rect, radius: radius, color)
        fillRounded(rect.insetBy(width), radius: max(radius - width, 0), inside)
    }

    /// The floating surface both overlays stand on: a soft shadow that
    /// widens below it, a hairline border and the panel colour. The shadow's
    /// layers are blended only where the opaque panel leaves them showing
    /// (blending them under a window-high panel cost milliseconds a frame).
    func panel(_ rect: ScreenRect, radius: Double) {
        let rect = rect.pixelAligned
        let covered = rect.insetBy(radius.rounded(.up))
        for step in 1...4 {
            let spread = style.pixels(Double(step))
            var shadow = rect.insetBy(-spread)
            shadow.y += style.pixels(Double(step) / 2 + 1)
            fillRounded(shadow, radius: radius + spread, OverlayStyle.shadow, hidden: covered.isEmpty ? nil : covered)
        }
        strokeRounded(rect, radius: radius, width: style.hairline, OverlayStyle.panelBorder,
                      inside: OverlayStyle.panelBackground)
    }

    /// `shape` in a square of `side` pixels centred in `rect`.
    func shape(_ shape: ShapeMasks.Shape, side: Double, centeredIn rect: ScreenRect, _ color: Color) {
        let side = Int(side.rounded())
        canvas.drawShape(shape, side: side, x: Int((rect.x + (rect.width - Double(side)) / 2).rounded()),
                         y: Int((rect.y + (rect.height - Double(side)) / 2).rounded()),
                         color: canvas.chromeColor(for: color), part: nil)
    }

    /// The width `text` takes at `size` points.
    func width(of text: String, size: Double) -> Double {
        canvas.textWidth(of: text, pixels: style.pixels(size))
    }

    /// `text` at `size` points, vertically centred in `rect`, starting at
    /// its left edge or, with `centered`, centred in it.
    func text(_ text: String, size: Double, _ color: Color, in rect: ScreenRect, centered: Bool = false) {
        let pixelSize = style.pixels(size)
        let display = canvas.chromeColor(for: color)
        guard let label = canvas.textSize(of: text, pixels: pixelSize, color: display) else { return }
        let x = centered ? rect.x + (rect.width - Double(label.width)) / 2 : rect.x
        let y = rect.y + (rect.height - Double(label.height)) / 2
        canvas.drawText(text, pixels: pixelSize, color: display, x: x, y: y)
    }
}
