import XCTest
@testable import Viewer

final class StrokeSmootherTests: XCTestCase {
    private func distance(_ a: PagePoint, _ b: PagePoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    func testTheCurvePassesThroughEveryInputPoint() {
        var smoother = StrokeSmoother(sampleSpacing: 0.5)
        let input = [PagePoint(x: 0, y: 0), PagePoint(x: 10, y: 0), PagePoint(x: 20, y: 10), PagePoint(x: 20, y: 30), PagePoint(x: 5, y: 40)]
        input.forEach { smoother.add($0) }
        let curve = smoother.finished()
        for point in input {
            XCTAssertTrue(curve.contains { distance($0, point) < 1e-9 }, "\(point) is not on the curve")
        }
        XCTAssertEqual(curve.first, input.first)
        XCTAssertEqual(curve.last, input.last)
    }

    func testSamplesAreDenseSoNoCornerShows() {
        var smoother = StrokeSmoother(sampleSpacing: 0.5)
        [PagePoint(x: 0, y: 0), PagePoint(x: 30, y: 0), PagePoint(x: 30, y: 30), PagePoint(x: 0, y: 30)].forEach { smoother.add($0) }
        let curve = smoother.finished()
        for (a, b) in zip(curve, curve.dropFirst()) {
            XCTAssertLessThanOrEqual(distance(a, b), 0.75, "samples \(a) and \(b) are far apart")
        }
        let turnAngles = zip(zip(curve, curve.dropFirst()), curve.dropFirst(2)).map { pair, c -> Double in
            let (a, b) = pair
            let first = atan2(b.y - a.y, b.x - a.x), second = atan2(c.y - b.y, c.x - b.x)
            var turn = abs(second - first)
            if turn > .pi { turn = 2 * .pi - turn }
            return turn
        }
        XCTAssertLessThan(turnAngles.max() ?? 0, 0.35, "a corner sharper than 20° between samples")
    }

    func testEachPointFinishesTheSegmentBeforeIt() {
        var smoother = StrokeSmoother(sampleSpacing: 1)
        smoother.add(PagePoint(x: 0, y: 0))
        smoother.add(PagePoint(x: 10, y: 0))
        XCTAssertEqual(smoother.smoothedPoints.count, 1, "the first segment needs the next point")
        XCTAssertEqual(smoother.tail, [PagePoint(x: 0, y: 0), PagePoint(x: 10, y: 0)])
        smoother.add(PagePoint(x: 20, y: 0))
        XCTAssertEqual(smoother.smoothedPoints.last, PagePoint(x: 10, y: 0))
        XCTAssertEqual(smoother.smoothedPoints.count, 11)
        XCTAssertEqual(smoother.tail, [PagePoint(x: 10, y: 0), PagePoint(x: 20, y: 0)])
    }

    func testRepeatedPointsAreDroppedAndADotStaysADot() {
        var smoother = StrokeSmoother()
        smoother.add(PagePoint(x: 5, y: 5))
        smoother.add(PagePoint(x: 5, y: 5))
        XCTAssertEqual(smoother.inputPoints.count, 1)
        XCTAssertEqual(smoother.finished(), [PagePoint(x: 5, y: 5)])
    }
}
