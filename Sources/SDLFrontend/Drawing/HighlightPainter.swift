import CSDL2
import PDFAppearance
import Viewer

/// Translucent highlights over page text (the text selection, find hits):
/// quads in page space, drawn as one set of triangles per frame
/// in colours shown through the appearance, so a night page gets
/// night-coloured highlights. Collect a frame's quads with `add`, then `draw`.
final class HighlightPainter {
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    /// Adds `quads` of page `page`, in `color` as the appearance shows it
    /// (see `LayerCanvas.displayColor(for:)`).
    func add(_ quads: [PageQuad], onPage page: Int, _ color: Color, in canvas: LayerCanvas) {
        guard !quads.isEmpty else { return }
        let (r, g, b, a) = canvas.displayColor(for: color).rgba8
        let shown = SDL_Color(r: r, g: g, b: b, a: a)
        let geometry = canvas.geometry
        for quad in quads {
            let base = Int32(vertices.count)
            for corner in [quad.upperLeft, quad.upperRight, quad.lowerRight, quad.lowerLeft] {
                let point = geometry.screenPoint(of: corner, onPage: page)
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: shown,
                                           tex_coord: SDL_FPoint(x: 0, y: 0)))
            }
            indices += [base, base + 1, base + 2, base, base + 2, base + 3]
        }
    }

    /// Adds rectangles of page `page` (a find hit's boxes).
    func add(_ rects: [PageRect], onPage page: Int, _ color: Color, in canvas: LayerCanvas) {
        add(rects.map(PageQuad.init(rect:)), onPage: page, color, in: canvas)
    }

    /// Draws what was added, blended over the frame, and starts afresh.
    func draw(in canvas: LayerCanvas) {
        defer {
            vertices.removeAll(keepingCapacity: true)
            indices.removeAll(keepingCapacity: true)
        }
        guard !indices.isEmpty else { return }
        canvas.fillTriangles(vertices, indices: indices)
    }
}

extension PageQuad {
    /// The quad of an upright rectangle.
    init(rect: PageRect) {
        self.init(upperLeft: PagePoint(x: rect.x, y: rect.y), upperRight: PagePoint(x: rect.x + rect.width, y: rect.y),
                  lowerLeft: PagePoint(x: rect.x, y: rect.y + rect.height),
                  lowerRight: PagePoint(x: rect.x + rect.width, y: rect.y + rect.height))
    }
}
