import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

/// The ink tool: while it is on, the left button (or one finger) draws on
/// the page under it, the middle button or Space+drag pans, and a palette
/// at the bottom picks the pen. The eraser removes the ink annotation under
/// the pointer.
///
/// The stroke being drawn is smoothed as it grows and drawn in the pen
/// colour as the current appearance shows it — the same colour the page
/// pipeline gives the finished annotation — so nothing changes on release.
/// Drawing never touches the page's pixels: the stroke is drawn over the
/// page textures until the page has rendered again with the annotation.
final class InkToolLayer: SessionLayer {
    enum Tool { case pen, eraser }

    /// The pens the palette offers: clear, saturated colours that stay apart
    /// in every appearance mode.
    static let paletteColors: [Color] = [
        Color(red: 0x1F / 255, green: 0x6F / 255, blue: 0xEB / 255), Color(red: 0.85, green: 0.1, blue: 0.1),
        Color(red: 0.1, green: 0.6, blue: 0.2), Color(red: 0.95, green: 0.55, blue: 0.05),
        Color(red: 0.5, green: 0.2, blue: 0.8), Color(red: 0, green: 0, blue: 0),
    ]
    static let paletteWidths: [Double] = [1, 2, 4, 8]
    /// How far, in points, a saved stroke may stray from the drawn one: far
    /// below what any zoom shows, yet it keeps about one point in ten.
    static let savedStrokeTolerance = 0.05

    var tool: Tool = .pen
    var penColor: Color
    var penWidth: Double

    /// The stroke being drawn.
    private var stroke: (page: Int, smoother: StrokeSmoother)?
    /// Strokes committed whose page has not rendered again yet.
    private var awaitingRender: [InkStroke] = []
    private var mesh = StrokeMesh()
    private var screenPoints: [(x: Double, y: Double)] = []
    /// Panning with the middle button, or the left one while Space is held.
    private var panFrom: ScreenPoint?
    private var spaceHeld = false
    private var swatchFrames: [(frame: ScreenRect, pick: (InkToolLayer) -> Void)] = []

    init(color: Color, width: Double) {
        penColor = color
        penWidth = width
    }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .keyDown(let chord?, _) where chord.key == .space:
            spaceHeld = true
            return true
        case .keyUp(let chord?) where chord.key == .space:
            spaceHeld = false
            return true
        case .pointer(let pointer) where pointer.source == .mouse:
            return handleMouse(pointer, in: host)
        case .pointer(let pointer):
            return handleFinger(pointer, in: host)
        default:
            return false
        }
    }

    private func handleMouse(_ pointer: PointerInput, in host: LayerHost) -> Bool {
        let point = pointer.position
        switch pointer.event {
        case .pressed(let button, _):
            if button == .middle || (button == .left && spaceHeld) {
                panFrom = point
                return true
            }
            guard button == .left else { return false }
            if let swatch = swatchFrames.first(where: { $0.frame.contains(point) }) {
                swatch.pick(self)
                return true
            }
            begin(at: point, in: host)
            return true
        case .moved:
            if let from = panFrom {
                host.scroll(byX: from.x - point.x, y: from.y - point.y)
                panFrom = point
                return true
            }
            guard stroke != nil || tool == .eraser && pointer.heldButtons.contains(.left) else { return false }
            extend(to: point, in: host)
            return true
        case .released(let button, _):
            if panFrom != nil {
                panFrom = nil
                return true
            }
            guard button == .left else { return false }
            finish(in: host)
            return true
        case .wheel:
            return false
        }
    }

    /// One finger draws; a second finger cancels the stroke and the fingers
    /// pan and zoom as without the tool.
    private var fingersDown = 0

    private func handleFinger(_ finger: PointerInput, in host: LayerHost) -> Bool {
        let point = finger.position
        switch finger.event {
        case .pressed:
            fingersDown += 1
            if fingersDown == 1 {
                begin(at: point, in: host)
                return true
            }
            stroke = nil
            return false
        case .moved:
            guard fingersDown == 1 else { return false }
            extend(to: point, in: host)
            return true
        case .released:
            fingersDown = max(0, fingersDown - 1)
            guard stroke != nil else { return false }
            finish(in: host)
            return true
        case .wheel:
            return false
        }
    }

    private func begin(at point: ScreenPoint, in host: LayerHost) {
        guard let hit = host.geometry.hit(at: point) else { return }
        switch tool {
        case .pen:
            var smoother = StrokeSmoother()
            smoother.add(hit.point)
            stroke = (hit.pageIndex, smoother)
        case .eraser:
            host.eraseInk(at: hit.point, onPage: hit.pageIndex)
        }
        host.requestRedraw()
    }

    private func extend(to point: ScreenPoint, in host: LayerHost) {
        switch tool {
        case .pen:
            guard let page = stroke?.page else { return }
            stroke?.smoother.add(host.geometry.pagePoint(at: point, onPage: page))
        case .eraser:
            guard let hit = host.geometry.hit(at: point) else { return }
            host.eraseInk(at: hit.point, onPage: hit.pageIndex)
        }
        host.requestRedraw()
    }

    private func finish(in host: LayerHost) {
        guard let stroke else { return }
        self.stroke = nil
        let points = PolylineSimplifier.simplify(stroke.smoother.finished(), tolerance: Self.savedStrokeTolerance)
        let ink = InkStroke(page: stroke.page, points: points, color: penColor, width: penWidth)
        if host.commitInk(ink) {
            awaitingRender.append(ink)
        }
        host.requestRedraw()
    }

    func draw(in canvas: LayerCanvas) {
        awaitingRender.removeAll { !canvas.pagesAwaitingPixels.contains($0.page) }
        let color = canvas.displayColor(for: penColor).rgba8
        let sdlColor = SDL_Color(r: color.0, g: color.1, b: color.2, a: 255)
        for ink in awaitingRender {
            drawStroke(ink.points, page: ink.page, width: ink.width, color: ink.color, in: canvas)
        }
        if let stroke {
            let points = stroke.smoother.smoothedPoints + stroke.smoother.tail.dropFirst()
            let geometry = canvas.geometry
            screenPoints.removeAll(keepingCapacity: true)
            for point in points {
                let screen = geometry.screenPoint(of: point, onPage: stroke.page)
                screenPoints.append((screen.x, screen.y))
            }
            mesh.build(points: screenPoints, width: penWidth * geometry.scale, color: sdlColor)
            canvas.fillTriangles(mesh.vertices, indices: mesh.indices)
        }
        drawPalette(in: canvas)
    }

    private func drawStroke(_ points: [PagePoint], page: Int, width: Double, color: Color, in canvas: LayerCanvas) {
        let display = canvas.displayColor(for: color).rgba8
        let geometry = canvas.geometry
        screenPoints.removeAll(keepingCapacity: true)
        for point in points {
            let screen = geometry.screenPoint(of: point, onPage: page)
            screenPoints.append((screen.x, screen.y))
        }
        mesh.build(points: screenPoints, width: width * geometry.scale,
                   color: SDL_Color(r: display.0, g: display.1, b: display.2, a: 255))
        canvas.fillTriangles(mesh.vertices, indices: mesh.indices)
    }

    /// The pen colours, the widths and the eraser, at the bottom centre, in
    /// the overlays' style. The swatches show each colour as the current
    /// appearance will draw it.
    private func drawPalette(in canvas: LayerCanvas) {
        let painter = canvas.painter
        let style = painter.style
        let swatch = style.pixels(24), gap = style.pixels(8), padding = style.pixels(10), groupGap = style.pixels(14)
        let eraserWidth = painter.width(of: "Eraser", size: OverlayStyle.segmentTextSize) + style.pixels(20)
        let colorsWidth = Double(Self.paletteColors.count) * (swatch + gap) - gap
        let widthsWidth = Double(Self.paletteWidths.count) * (swatch + gap) - gap
        let width = colorsWidth + widthsWidth + eraserWidth + 2 * groupGap + 2 * padding
        let height = swatch + 2 * padding
        let viewport = canvas.geometry.viewport
        let frame = ScreenRect(x: ((viewport.width - width) / 2).rounded(),
                               y: viewport.height - height - style.pixels(OverlayStyle.windowMargin),
                               width: width, height: height)
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        swatchFrames = []
        var x = frame.x + padding
        let y = frame.y + padding
        for color in Self.paletteColors {
            let cell = ScreenRect(x: x, y: y, width: swatch, height: swatch)
            if tool == .pen && color == penColor {
                painter.shape(.disc, side: swatch, centeredIn: cell, OverlayStyle.accent)
                painter.shape(.disc, side: swatch - style.pixels(4), centeredIn: cell, OverlayStyle.panelBackground)
            }
            painter.shape(.disc, side: swatch - style.pixels(7), centeredIn: cell, color)
            swatchFrames.append((cell, { $0.penColor = color; $0.tool = .pen }))
            x += swatch + gap
        }
        x += groupGap - gap
        for width in Self.paletteWidths {
            let cell = ScreenRect(x: x, y: y, width: swatch, height: swatch)
            if tool == .pen && width == penWidth {
                painter.fillRounded(cell, radius: style.pixels(OverlayStyle.controlRadius), OverlayStyle.buttonActive)
            }
            let dot = max(style.pixels(2), min(swatch - style.pixels(6), (width * 1.6 * style.scale).rounded()))
            painter.shape(.disc, side: dot, centeredIn: cell, penColor)
            swatchFrames.append((cell, { $0.penWidth = width; $0.tool = .pen }))
            x += swatch + gap
        }
        x += groupGap - gap
        let eraser = ScreenRect(x: x, y: y, width: eraserWidth, height: swatch)
        painter.fillRounded(eraser, radius: style.pixels(OverlayStyle.controlRadius),
                            tool == .eraser ? OverlayStyle.accent : OverlayStyle.track)
        painter.text("Eraser", size: OverlayStyle.segmentTextSize, tool == .eraser ? OverlayStyle.onAccent : OverlayStyle.primaryText,
                     in: eraser, centered: true)
        swatchFrames.append((eraser, { $0.tool = $0.tool == .eraser ? .pen : .eraser }))
    }
}
