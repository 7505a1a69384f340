import Viewer
import XCTest
@testable import SDLFrontend

final class ScreenRectSubtractionTests: XCTestCase {
    private let window = ScreenRect(x: 0, y: 0, width: 900, height: 1000)

    private func area(_ rects: [ScreenRect]) -> Double {
        rects.reduce(0) { $0 + $1.width * $1.height }
    }

    func testAPageInTheMiddleLeavesFourPiecesThatCoverTheRestExactly() {
        let page = ScreenRect(x: 125.5, y: 20, width: 649, height: 900)
        let desk = window.subtracting(page)
        XCTAssertEqual(desk.count, 4)
        XCTAssertEqual(area(desk), area([window]) - area([page]), accuracy: 1e-9)
        for (index, piece) in desk.enumerated() {
            XCTAssertNil(piece.intersection(page), "piece \(piece) overlaps the page")
            for other in desk[(index + 1)...] {
                XCTAssertNil(piece.intersection(other), "pieces \(piece) and \(other) overlap")
            }
        }
    }

    func testAPageAcrossTheWholeHeightLeavesTheSides() {
        let desk = window.subtracting(ScreenRect(x: 100, y: -50, width: 700, height: 1200))
        XCTAssertEqual(desk, [ScreenRect(x: 0, y: 0, width: 100, height: 1000), ScreenRect(x: 800, y: 0, width: 100, height: 1000)])
    }

    func testNoOverlapKeepsTheRectangleAndFullCoverLeavesNothing() {
        XCTAssertEqual(window.subtracting(ScreenRect(x: 950, y: 0, width: 10, height: 10)), [window])
        XCTAssertEqual(window.subtracting(ScreenRect(x: -1, y: -1, width: 902, height: 1002)), [])
    }
}
