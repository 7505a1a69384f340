import XCTest
@testable import Viewer

final class InitialLayoutTests: XCTestCase {
    func testStartsWithFirstPageFittedWhole() {
        let state = ViewerState.make(.uniform)
        XCTAssertEqual(state.fitMode, .page)
        XCTAssertEqual(state.currentPageIndex, 0)
        // Letter in 800×600: height limits, 600/792.
        XCTAssertEqual(state.zoom, 600.0 / 792.0, accuracy: 1e-9)
        let first = try! XCTUnwrap(state.visiblePages().first)
        XCTAssertEqual(first.index, 0)
        XCTAssertEqual(first.frame.y, 0)
        XCTAssertEqual(first.frame.height, 600)
        XCTAssertEqual(first.frame.midXForTest, 400, accuracy: 1)
    }

    func testStartPageOptionShowsThatPageAndIsClamped() {
        let state = ViewerState.make(.varied, startPage: 4)
        XCTAssertEqual(state.currentPageIndex, 4)
        XCTAssertEqual(state.screenFrame(ofPage: 4).y, 0)
        XCTAssertEqual(ViewerState.make(.varied, startPage: 99).currentPageIndex, 9)
        XCTAssertEqual(ViewerState.make(.varied, startPage: -3).currentPageIndex, 0)
    }

    func testPagesAreStackedWithGapAndCentred() {
        let state = ViewerState.make()
        let gap = state.tuning.pageGap
        for index in 0..<(state.pageCount - 1) {
            let frame = state.screenFrame(ofPage: index), next = state.screenFrame(ofPage: index + 1)
            XCTAssertEqual(next.y - frame.maxY, gap, "gap after page \(index)")
        }
        // Narrow pages are centred on the widest one (the huge page).
        let column = state.screenFrame(ofPage: 6)
        let letter = state.screenFrame(ofPage: 0)
        XCTAssertEqual(letter.midXForTest, column.midXForTest, accuracy: 1)
    }

    func testEmptyDocumentIsHarmless() {
        var state = ViewerState.make(FakePageGeometry(sizes: []))
        XCTAssertEqual(state.pageCount, 0)
        XCTAssertTrue(state.visiblePages().isEmpty)
        XCTAssertEqual(state.apply(.screenDown), .unchanged)
        XCTAssertEqual(state.apply(.goToLastPage), .unchanged)
        XCTAssertNil(state.hit(at: ScreenPoint(x: 10, y: 10)))
        state.resize(to: ViewportSize(width: 300, height: 300))
        XCTAssertTrue(state.prefetchTiles().isEmpty)
    }

    func testBrokenPageSizesAreRaisedToAMinimum() {
        let state = ViewerState.make(FakePageGeometry(sizes: [PageSize(width: 0, height: -5), PageSize(width: .nan, height: 100)]))
        XCTAssertEqual(state.pageSize(at: 0), PageSize(width: 1, height: 1))
        XCTAssertEqual(state.pageSize(at: 1).width, 1)
        XCTAssertTrue(state.zoom.isFinite)
    }
}

extension ScreenRect {
    var midXForTest: Double { x + width / 2 }
    var midYForTest: Double { y + height / 2 }
}
