/// Drops the points of a densely sampled curve that a straight line between
/// their neighbours already follows closely (Ramer–Douglas–Peucker), so a
/// saved ink stroke keeps its shape within `tolerance` with a fraction of the
/// points: a smoothed stroke has a point every half point of length, most of
/// them on nearly straight stretches.
public enum PolylineSimplifier {
    /// The points of `points` to keep, first and last always included.
    public static func simplify(_ points: [PagePoint], tolerance: Double) -> [PagePoint] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var ranges = [(0, points.count - 1)]
        while let (first, last) = ranges.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var farthestDistance = 0.0
            for index in (first + 1)..<last {
                let distance = Self.distance(of: points[index], fromSegment: points[first], points[last])
                if distance > farthestDistance {
                    farthestDistance = distance
                    farthest = index
                }
            }
            if farthestDistance > tolerance {
                keep[farthest] = true
                ranges.append((first, farthest))
                ranges.append((farthest, last))
            }
        }
        return zip(points, keep).compactMap { $1 ? $0 : nil }
    }

    /// Distance from `point` to the segment from `a` to `b`.
    static func distance(of point: PagePoint, fromSegment a: PagePoint, _ b: PagePoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared > 0 ? ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared : 0
        t = min(max(t, 0), 1)
        let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
        return (x * x + y * y).squareRoot()
    }
}
