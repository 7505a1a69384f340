import XCTest
@testable import Viewer

final class PolylineSimplifierTests: XCTestCase {
    func testAStraightLineKeepsOnlyItsEnds() {
        let line = (0...100).map { PagePoint(x: Double($0) * 0.5, y: Double($0) * 0.25) }
        XCTAssertEqual(PolylineSimplifier.simplify(line, tolerance: 0.05), [line[0], line[100]])
    }

    func testACurveStaysWithinTheToleranceWithFewerPoints() {
        var smoother = StrokeSmoother()
        for step in 0...40 {
            let angle = Double(step) * 0.15
            smoother.add(PagePoint(x: 100 + 40 * cos(angle), y: 100 + 40 * sin(angle) + Double(step)))
        }
        let dense = smoother.finished()
        let kept = PolylineSimplifier.simplify(dense, tolerance: 0.1)
        XCTAssertLessThan(kept.count * 3, dense.count, "kept \(kept.count) of \(dense.count)")
        XCTAssertEqual(kept.first, dense.first)
        XCTAssertEqual(kept.last, dense.last)
        for point in dense {
            let nearest = zip(kept, kept.dropFirst()).map { PolylineSimplifier.distance(of: point, fromSegment: $0, $1) }.min() ?? 0
            XCTAssertLessThanOrEqual(nearest, 0.1 + 1e-9, "\(point) is \(nearest) pt from the simplified stroke")
        }
    }

    func testTwoPointsAndADotAreKept() {
        let two = [PagePoint(x: 0, y: 0), PagePoint(x: 1, y: 1)]
        XCTAssertEqual(PolylineSimplifier.simplify(two, tolerance: 1), two)
        XCTAssertEqual(PolylineSimplifier.simplify([PagePoint(x: 3, y: 3)], tolerance: 1), [PagePoint(x: 3, y: 3)])
    }
}
