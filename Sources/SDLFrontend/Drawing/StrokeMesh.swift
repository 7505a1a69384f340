import CSDL2
import Foundation

/// Triangles that draw a thick polyline with round ends, for
/// `LayerCanvas.fillTriangles`: the live pen stroke.
///
/// The points come densely sampled from `StrokeSmoother`, so each vertex
/// takes the average direction of its two segments (a mitred strip without
/// gaps); the ends get half discs. The buffers are kept between frames.
struct StrokeMesh {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// Rebuilds the mesh for `points` (output pixels) at `width` pixels in `color`.
    mutating func build(points: [(x: Double, y: Double)], width: Double, color: SDL_Color) {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let radius = max(width, 1) / 2
        guard let first = points.first else { return }
        guard points.count > 1 else {
            appendDisc(center: first, radius: radius, from: 0, sweep: 2 * .pi, color: color)
            return
        }
        for index in points.indices {
            let previous = points[max(index - 1, 0)], next = points[min(index + 1, points.count - 1)]
            var dx = next.x - previous.x, dy = next.y - previous.y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0 { dx /= length; dy /= length } else { dx = 1; dy = 0 }
            let point = points[index]
            let base = Int32(vertices.count)
            vertices.append(vertex(point.x - dy * radius, point.y + dx * radius, color))
            vertices.append(vertex(point.x + dy * radius, point.y - dx * radius, color))
            if index > 0 {
                indices += [base - 2, base - 1, base, base - 1, base + 1, base]
            }
        }
        let second = points[1], last = points[points.count - 1], beforeLast = points[points.count - 2]
        appendDisc(center: first, radius: radius, from: atan2(first.y - second.y, first.x - second.x) - .pi / 2,
                   sweep: .pi, color: color)
        appendDisc(center: last, radius: radius, from: atan2(last.y - beforeLast.y, last.x - beforeLast.x) - .pi / 2,
                   sweep: .pi, color: color)
    }

    /// A fan of triangles covering `sweep` radians of a disc, starting at angle `from`.
    private mutating func appendDisc(center: (x: Double, y: Double), radius: Double, from: Double, sweep: Double,
                                     color: SDL_Color) {
        let segments = max(4, min(32, Int((radius * sweep / 2).rounded(.up))))
        let centerIndex = Int32(vertices.count)
        vertices.append(vertex(center.x, center.y, color))
        for step in 0...segments {
            let angle = from + sweep * Double(step) / Double(segments)
            vertices.append(vertex(center.x + cos(angle) * radius, center.y + sin(angle) * radius, color))
            if step > 0 {
                let current = Int32(vertices.count - 1)
                indices += [centerIndex, current - 1, current]
            }
        }
    }

    private func vertex(_ x: Double, _ y: Double, _ color: SDL_Color) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}
