import XCTest
@testable import Viewer

final class SpreadLayoutTests: XCTestCase {
    private let double = ViewerLayoutSettings(pageMode: .double)
    private func letters(_ count: Int) -> FakePageGeometry {
        FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: count))
    }

    func testSpreadsPairPagesAfterTheCover() {
        let five = ViewerState.make(letters(5), layout: double)
        XCTAssertEqual(five.spreadPages(containing: 0), 0..<1, "the cover is alone")
        XCTAssertEqual(five.spreadPages(containing: 1), 1..<3)
        XCTAssertEqual(five.spreadPages(containing: 2), 1..<3)
        XCTAssertEqual(five.spreadPages(containing: 4), 3..<5)
        let four = ViewerState.make(letters(4), layout: double)
        XCTAssertEqual(four.spreadPages(containing: 3), 3..<4, "a last page without partner is alone")
        XCTAssertEqual(ViewerState.make(letters(1), layout: double).spreadPages(containing: 0), 0..<1)
    }

    func testCoverIsRightOfTheSpineAndFacingPagesShareIt() {
        let state = ViewerState.make(letters(4), layout: double)
        // Fit the spread [1, 2]: two 612 pt pages and an 8 px gap in 800 px
        // → each page (800 − 8) / 2 = 396 px wide, ceil(792 × 396/612) = 513 high.
        let cover = state.screenFrame(ofPage: 0), left = state.screenFrame(ofPage: 1)
        let right = state.screenFrame(ofPage: 2), last = state.screenFrame(ofPage: 3)
        XCTAssertEqual(left.width, 396)
        XCTAssertEqual(left.height, 513)
        XCTAssertEqual(left.x, 0)
        XCTAssertEqual(right.x, 404)
        XCTAssertEqual(cover.x, right.x, "the cover sits where a right page does")
        XCTAssertEqual(last.maxX, left.maxX, "a lone last page sits where a left page does")
        XCTAssertEqual(left.y, right.y)
        XCTAssertEqual(left.y - cover.maxY, state.tuning.pageGap)
        XCTAssertEqual(state.documentWidth, 800)
        XCTAssertEqual(state.zoom, 396.0 / 612.0, accuracy: 1e-9)
    }

    func testFitShowsTheWholeSpreadAndGoesToItsStart() {
        var state = ViewerState.make(letters(9), layout: double)
        state.goToPage(6)
        XCTAssertEqual(state.screenFrame(ofPage: 5).y, 0, "the spread [5, 6] starts at the top")
        XCTAssertEqual(Set(state.visibleIndices).isSuperset(of: [5, 6]), true)
        XCTAssertEqual(state.currentPageIndex, 5, "centre on the spine: the left page counts")
        let uneven = FakePageGeometry(sizes: [FakePageGeometry.letter, FakePageGeometry.letter, FakePageGeometry.landscape])
        state = ViewerState.make(uneven, startPage: 2, layout: double)
        let left = state.screenFrame(ofPage: 1), right = state.screenFrame(ofPage: 2)
        XCTAssertTrue(left.x >= 0 && right.maxX <= 800 && left.y >= 0 && left.maxY <= 600, "\(left) \(right)")
        XCTAssertEqual(right.x - left.maxX, state.tuning.pageGap)
        XCTAssertEqual(right.midYForTest, left.midYForTest, accuracy: 1, "pages of a spread are centred on each other")
    }

    func testFillFillsTheWidthWithTheSpread() {
        var state = ViewerState.make(letters(9), width: 1600, height: 600, startPage: 3, layout: double)
        XCTAssertEqual(state.screenFrame(ofPage: 3).height, 600, "fit: the height limits")
        _ = state.apply(.fitWidth)
        XCTAssertEqual(state.screenFrame(ofPage: 3).x, 0)
        XCTAssertEqual(state.screenFrame(ofPage: 4).maxX, 1600)
        XCTAssertEqual(state.currentPageIndex, 3)
    }

    func testTilesAndHitTestingInASpread() {
        var state = ViewerState.make(FakePageGeometry.varied, startPage: 1, layout: double)
        state.zoom(to: 1.3, about: ScreenPoint(x: 400, y: 300))
        XCTAssertGreaterThan(state.visiblePages().count, 1)
        assertTilesCoverExactly(state)
        let left = state.screenFrame(ofPage: 1), right = state.screenFrame(ofPage: 2)
        let spine = ScreenPoint(x: (left.maxX + right.x) / 2, y: left.midYForTest)
        XCTAssertNil(state.hit(at: spine), "the gap at the spine is no page")
        for page in [1, 2] {
            let point = PagePoint(x: 20, y: 30)
            let hit = state.hit(at: state.screenPoint(of: point, onPage: page))
            XCTAssertEqual(hit?.pageIndex, page)
            XCTAssertEqual(hit?.point.x ?? 0, 20, accuracy: 0.01)
            XCTAssertEqual(hit?.point.y ?? 0, 30, accuracy: 0.01)
        }
    }

    func testHorizontalSpreadsRunLeftToRight() {
        let state = ViewerState.make(letters(5), layout: ViewerLayoutSettings(direction: .horizontal, pageMode: .double))
        let cover = state.screenFrame(ofPage: 0), left = state.screenFrame(ofPage: 1), right = state.screenFrame(ofPage: 2)
        XCTAssertEqual(cover.x, 404, "the cover keeps the place of a whole spread, on the right")
        XCTAssertEqual(left.x - cover.maxX, 8)
        XCTAssertEqual(right.x - left.maxX, 8)
        XCTAssertEqual(state.screenFrame(ofPage: 3).x - right.maxX, 8)
        XCTAssertEqual(left.midYForTest, 300, accuracy: 1)
    }

    func testTheEmptySideOfALonePageNeverFillsTheScreen() {
        // Filling the height of a 500×900 window, a spread is far wider than the window.
        for transition in PageTransition.allCases {
            var state = ViewerState.make(letters(4), width: 500, height: 900,
                                         layout: ViewerLayoutSettings(transition: transition, direction: .horizontal,
                                                                      pageMode: .double, fitting: .fill))
            XCTAssertEqual(state.visibleIndices, [0], "\(transition): the cover, not the empty side before it")
            XCTAssertEqual(state.screenFrame(ofPage: 0).x, 0, "\(transition)")
            _ = state.apply(.goToLastPage)
            state.scroll(byX: 1e9, y: 0)
            XCTAssertEqual(state.visibleIndices, [3], "\(transition): the last page, not the empty side after it")
            XCTAssertEqual(state.screenFrame(ofPage: 3).maxX, 500, "\(transition)")
        }
    }

    func testAutomaticModeFollowsTheViewportShape() {
        var state = ViewerState.make(letters(12), startPage: 7, layout: ViewerLayoutSettings(pageMode: .automatic))
        XCTAssertEqual(state.effectivePageMode, .double, "800×600 is landscape")
        XCTAssertEqual(state.spreadPages(containing: 7), 7..<9)
        XCTAssertTrue(state.visibleIndices.contains(7))
        state.resize(to: ViewportSize(width: 600, height: 800))
        XCTAssertEqual(state.effectivePageMode, .single)
        XCTAssertEqual(state.spreadPages(containing: 7), 7..<8)
        XCTAssertEqual(state.currentPageIndex, 7)
        XCTAssertEqual(state.screenFrame(ofPage: 7).y, 0)
        state.resize(to: ViewportSize(width: 700, height: 700))
        XCTAssertEqual(state.effectivePageMode, .single, "square is not landscape")
        state.resize(to: ViewportSize(width: 1000, height: 700))
        XCTAssertEqual(state.effectivePageMode, .double)
        XCTAssertEqual(state.currentPageIndex, 7)
        XCTAssertEqual(PageMode.automatic.resolved(for: ViewportSize(width: 801, height: 800)), .double)
        XCTAssertEqual(PageMode.double.resolved(for: ViewportSize(width: 300, height: 800)), .double)
    }

    func testHiDPISpreadKeepsTheZoomOfAPlainScreen() {
        let retina = ViewportSize(outputWidth: 1600, outputHeight: 1200, windowWidth: 800, windowHeight: 600)
        let state = ViewerState(geometry: letters(5), viewport: retina, layoutSettings: double)
        let plain = ViewerState.make(letters(5), layout: double)
        XCTAssertEqual(state.zoom, plain.zoom, accuracy: 1e-9)
        XCTAssertEqual(state.screenFrame(ofPage: 2).x - state.screenFrame(ofPage: 1).maxX, 16, "the gap scales")
        XCTAssertEqual(state.screenFrame(ofPage: 1).width, 792)
    }
}
