import PDFAppearance

/// An Ink annotation of a page, drawn by the reader or already in the file.
public struct InkAnnotation: Hashable, Sendable {
    public var id: InkAnnotationID
    /// The stroke color (/C); nil when the annotation has none (it draws nothing).
    public var color: Color?
    /// Opacity (/CA), 1 for opaque.
    public var opacity: Double
    /// Line width in points.
    public var width: Double
    /// The strokes (/InkList) in page space.
    public var strokes: [[PagePoint]]
    /// The annotation's area in page space.
    public var bounds: PageRect

    public init(id: InkAnnotationID, color: Color?, opacity: Double, width: Double, strokes: [[PagePoint]], bounds: PageRect) {
        self.id = id
        self.color = color
        self.opacity = opacity
        self.width = width
        self.strokes = strokes
        self.bounds = bounds
    }

    /// Whether `point` (page space) lies on the drawn line, widened by
    /// `tolerance` points on each side: what an eraser under the pointer hits.
    public func isHit(by point: PagePoint, tolerance: Double = 0) -> Bool {
        let reach = width / 2 + tolerance
        return strokes.contains { stroke in
            guard let first = stroke.first else { return false }
            if stroke.count == 1 { return Self.distance(point, first, first) <= reach }
            return zip(stroke, stroke.dropFirst()).contains { Self.distance(point, $0, $1) <= reach }
        }
    }

    /// Distance from `p` to the segment `a`–`b`.
    private static func distance(_ p: PagePoint, _ a: PagePoint, _ b: PagePoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
        let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
        return (x * x + y * y).squareRoot()
    }
}
