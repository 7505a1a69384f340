/// Turns the points of a pen stroke, as the pointer reported them, into a
/// smooth curve: a uniform Catmull-Rom spline through every
/// input point, sampled densely enough that no corner shows at any zoom.
///
/// Work is incremental: each new point finishes the curve between the two
/// points before it, so drawing a long stroke costs the same per event as a
/// short one. The last stretch, which needs a point not yet reported, is
/// given by `tail` as a straight line until the stroke ends.
public struct StrokeSmoother: Sendable {
    /// Largest distance between two samples of the curve, in the units of
    /// the points (page points): fine enough for 8× zoom.
    public var sampleSpacing: Double

    /// The input points so far.
    public private(set) var inputPoints: [PagePoint] = []
    /// The finished part of the smooth curve.
    public private(set) var smoothedPoints: [PagePoint] = []

    /// The default `sampleSpacing`, 0.5 pt: at 8× zoom a sample every 4
    /// pixels, where the curve's chords no longer show as corners.
    public static let standardSampleSpacing = 0.5
    /// Points closer than this to the previous one (in page points) are
    /// dropped: 0.01 pt, far below a pixel at any zoom, so only repeated
    /// reports of the same position go.
    public static let minimumPointDistance = 0.01
    /// Most samples between two input points: 64, so a far jump of the
    /// pointer costs a bounded amount of work.
    public static let maximumSamplesPerSegment = 64

    public init(sampleSpacing: Double = StrokeSmoother.standardSampleSpacing) {
        self.sampleSpacing = sampleSpacing
    }

    /// Adds a point; points closer than `minimumPointDistance` to the
    /// previous one are dropped.
    public mutating func add(_ point: PagePoint) {
        if let last = inputPoints.last, Self.distance(last, point) < Self.minimumPointDistance { return }
        inputPoints.append(point)
        let count = inputPoints.count
        if count == 1 {
            smoothedPoints.append(point)
        } else if count >= 3 {
            let p = inputPoints
            appendSegment(p[max(count - 4, 0)], p[count - 3], p[count - 2], p[count - 1])
        }
    }

    /// The unfinished end of the curve: from the last smoothed point to the
    /// newest input point.
    public var tail: [PagePoint] {
        guard inputPoints.count >= 2, let last = inputPoints.last else { return [] }
        return [smoothedPoints.last ?? last, last]
    }

    /// The whole curve once the pen lifts, the last stretch smoothed too.
    public func finished() -> [PagePoint] {
        var copy = self
        let count = inputPoints.count
        if count >= 2 {
            let p = inputPoints
            copy.appendSegment(p[max(count - 3, 0)], p[count - 2], p[count - 1], p[count - 1])
        }
        return copy.smoothedPoints
    }

    /// Samples the Catmull-Rom segment from `p1` to `p2` (`p0`, `p3` its neighbours), `p1` excluded.
    private mutating func appendSegment(_ p0: PagePoint, _ p1: PagePoint, _ p2: PagePoint, _ p3: PagePoint) {
        let steps = max(1, min(Self.maximumSamplesPerSegment, Int((Self.distance(p1, p2) / sampleSpacing).rounded(.up))))
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let t2 = t * t, t3 = t2 * t
            func blend(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
                0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3)
            }
            smoothedPoints.append(PagePoint(x: blend(p0.x, p1.x, p2.x, p3.x), y: blend(p0.y, p1.y, p2.y, p3.y)))
        }
    }

    private static func distance(_ a: PagePoint, _ b: PagePoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
