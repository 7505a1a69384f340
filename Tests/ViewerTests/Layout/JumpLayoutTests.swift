import XCTest
@testable import Viewer

final class JumpLayoutTests: XCTestCase {
    private let jump = ViewerLayoutSettings(transition: .jump)

    func testOnlyTheCurrentPageIsShown() {
        let state = ViewerState.make(.uniform, startPage: 4, layout: jump)
        XCTAssertEqual(state.visibleIndices, [4])
        XCTAssertEqual(state.currentPageIndex, 4)
        let frame = state.screenFrame(ofPage: 4)
        XCTAssertEqual(frame.midXForTest, 400, accuracy: 1)
        XCTAssertEqual(frame.y, 0)
        XCTAssertEqual(state.prefetchTiles().map(\.pageIndex).first, 5, "the next page first")
        XCTAssertEqual(Set(state.prefetchTiles().map(\.pageIndex)), [3, 5, 6], "one page back, two ahead")
        assertPrefetchIsTheNextScreens(state)
    }

    func testPageDownAtThePageBottomGoesToTheNextPageTop() {
        var state = ViewerState.make(.uniform, layout: ViewerLayoutSettings(transition: .jump, fitting: .fill))
        // Letter filling 800 px: 1036 px high, so a page takes two Page Downs.
        XCTAssertEqual(state.screenFrame(ofPage: 0).height, 1036)
        XCTAssertEqual(state.apply(.screenDown), .viewChanged)
        XCTAssertEqual(state.screenFrame(ofPage: 0).maxY, 600, "clamped at the page bottom, not into page 1")
        XCTAssertEqual(state.visibleIndices, [0])
        XCTAssertEqual(state.apply(.screenDown), .viewChanged)
        XCTAssertEqual(state.currentPageIndex, 1)
        XCTAssertEqual(state.screenFrame(ofPage: 1).y, 0, "top of the next page")
        XCTAssertEqual(state.visibleIndices, [1])
        _ = state.apply(.screenDown, count: 4)
        XCTAssertEqual(state.currentPageIndex, 3, "two Page Downs per page")
        XCTAssertEqual(state.screenFrame(ofPage: 3).y, 0)
        XCTAssertEqual(state.apply(.screenUp), .viewChanged)
        XCTAssertEqual(state.currentPageIndex, 2, "Page Up at the top goes to the previous page's bottom")
        XCTAssertEqual(state.screenFrame(ofPage: 2).maxY, 600)
    }

    func testEveryPageDownTurnsAPageWhenPagesFit() {
        var state = ViewerState.make(.uniform, layout: jump)
        var jumps = 0
        while state.apply(.screenDown) == .viewChanged { jumps += 1 }
        XCTAssertEqual(jumps, 29)
        XCTAssertEqual(state.currentPageIndex, 29)
        XCTAssertEqual(state.visibleIndices, [29])
        _ = state.apply(.goToFirstPage)
        _ = state.apply(.screenDown, count: 100)
        XCTAssertEqual(state.currentPageIndex, 29, "a count stops at the last page")
        _ = state.apply(.goToFirstPage, count: 12)
        XCTAssertEqual(state.visibleIndices, [11])
    }

    func testLineStepsStayOnThePage() {
        var state = ViewerState.make(.uniform, layout: ViewerLayoutSettings(transition: .jump, fitting: .fill))
        _ = state.apply(.scrollDown, count: 100)
        XCTAssertEqual(state.currentPageIndex, 0)
        XCTAssertEqual(state.screenFrame(ofPage: 0).maxY, 600)
        XCTAssertEqual(state.apply(.scrollDown), .unchanged, "j at the bottom does not turn the page")
        _ = state.handle(.pressed(.left, at: ScreenPoint(x: 400, y: 500)))
        _ = state.handle(.moved(to: ScreenPoint(x: 400, y: 10)))
        XCTAssertEqual(state.currentPageIndex, 0, "dragging stays on the page")
        XCTAssertEqual(state.visibleIndices, [0])
    }

    func testWheelAtThePageEndMovesToTheNextPage() {
        var state = ViewerState.make(.uniform, layout: ViewerLayoutSettings(transition: .jump, fitting: .fill))
        let point = ScreenPoint(x: 400, y: 300)
        let down = PointerEvent.wheel(deltaX: 0, deltaY: -1, at: point, modifiers: [])
        let up = PointerEvent.wheel(deltaX: 0, deltaY: 1, at: point, modifiers: [])
        for _ in 0..<3 { _ = state.handle(down) }  // 3 × 120 = 360 < 436
        XCTAssertEqual(state.scrollY, 360)
        _ = state.handle(down)
        XCTAssertEqual(state.screenFrame(ofPage: 0).maxY, 600, "this notch reaches the end")
        XCTAssertEqual(state.currentPageIndex, 0)
        _ = state.handle(down)
        XCTAssertEqual(state.currentPageIndex, 1)
        XCTAssertEqual(state.screenFrame(ofPage: 1).y, 0)
        _ = state.handle(up)
        XCTAssertEqual(state.currentPageIndex, 0)
        XCTAssertEqual(state.screenFrame(ofPage: 0).maxY, 600, "back to the end of the previous page")
    }

    func testTouchpadStepsTurnThePageOnlyAfterAWholeNotch() {
        var state = ViewerState.make(.uniform, layout: ViewerLayoutSettings(transition: .jump, fitting: .fill))
        state.scroll(byX: 0, y: 1e9)
        let point = ScreenPoint(x: 400, y: 300)
        XCTAssertEqual(state.handle(.wheel(deltaX: 0, deltaY: -0.4, at: point, modifiers: [])), .unchanged)
        XCTAssertEqual(state.handle(.wheel(deltaX: 0, deltaY: 0.2, at: point, modifiers: [])), .viewChanged,
                       "scrolling back starts the push over")
        _ = state.handle(.wheel(deltaX: 0, deltaY: -0.2, at: point, modifiers: []))
        _ = state.handle(.wheel(deltaX: 0, deltaY: -0.4, at: point, modifiers: []))
        _ = state.handle(.wheel(deltaX: 0, deltaY: -0.4, at: point, modifiers: []))
        XCTAssertEqual(state.currentPageIndex, 0, "0.8 of a notch at the end")
        _ = state.handle(.wheel(deltaX: 0, deltaY: -0.4, at: point, modifiers: []))
        XCTAssertEqual(state.currentPageIndex, 1)
        XCTAssertEqual(state.screenFrame(ofPage: 1).y, 0)
    }

    func testHorizontalJumpTurnsPagesSideways() {
        var state = ViewerState.make(.uniform, layout: ViewerLayoutSettings(transition: .jump, direction: .horizontal))
        XCTAssertEqual(state.screenFrame(ofPage: 0).midXForTest, 400, accuracy: 1, "a page narrower than the window is centred")
        _ = state.handle(.wheel(deltaX: 0, deltaY: -1, at: ScreenPoint(x: 400, y: 300), modifiers: []))
        XCTAssertEqual(state.currentPageIndex, 1)
        XCTAssertEqual(state.visibleIndices, [1])
        _ = state.apply(.screenDown)
        XCTAssertEqual(state.currentPageIndex, 2)
        _ = state.apply(.scrollRight)
        XCTAssertEqual(state.currentPageIndex, 2, "l pans, it does not turn")
    }

    func testSpreadsAreTheUnitOfJumping() {
        let letters = FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: 7))
        var state = ViewerState.make(letters, layout: ViewerLayoutSettings(transition: .jump, pageMode: .double))
        XCTAssertEqual(state.visibleIndices, [0])
        var shown: [[Int]] = [state.visibleIndices]
        while state.apply(.screenDown) == .viewChanged { shown.append(state.visibleIndices) }
        XCTAssertEqual(shown, [[0], [1, 2], [3, 4], [5, 6]])
        state.goToPage(3)
        XCTAssertEqual(state.visibleIndices, [3, 4])
        assertTilesCoverExactly(state)
        let outside = ScreenPoint(x: 10, y: state.screenFrame(ofPage: 3).maxY + 20)
        XCTAssertNil(state.hit(at: outside), "the next spread is not on screen, so not hit")
    }

    func testEachSpreadIsRefittedWhenTurning() {
        // Portrait window: adaptive fills with portrait pages, fits landscape ones.
        let geometry = FakePageGeometry(sizes: [FakePageGeometry.letter, FakePageGeometry.landscape, FakePageGeometry.letter])
        var state = ViewerState.make(geometry, width: 700, height: 800,
                                     layout: ViewerLayoutSettings(transition: .jump, fitting: .adaptive))
        XCTAssertEqual(state.screenFrame(ofPage: 0).width, 700, "fill")
        XCTAssertGreaterThan(state.screenFrame(ofPage: 0).height, 800)
        state.goToPage(1)
        let landscape = state.screenFrame(ofPage: 1)
        XCTAssertEqual(landscape.width, 700, "fit, limited by the width")
        XCTAssertTrue(landscape.y >= 0 && landscape.maxY <= 800, "\(landscape) whole")
        state.zoom(to: 2, about: state.viewport.center)
        _ = state.apply(.screenDown, count: 20)
        XCTAssertEqual(state.zoom, 2, "a custom zoom is kept when turning")
    }

    func testGoToPointAndReadingPositionStayOnTheSpread() {
        var state = ViewerState.make(.uniform, layout: ViewerLayoutSettings(transition: .jump, fitting: .fill))
        state.goTo(page: 9, point: PagePoint(x: 100, y: 200))
        XCTAssertEqual(state.visibleIndices, [9])
        XCTAssertEqual(state.screenPoint(of: PagePoint(x: 100, y: 200), onPage: 9).y, state.tuning.jumpTopMargin, accuracy: 1)
        let position = state.readingPosition
        XCTAssertEqual(position.pageIndex, 9)
        _ = state.apply(.goToFirstPage)
        state.show(position)
        XCTAssertEqual(state.visibleIndices, [9])
        XCTAssertEqual(state.readingPosition.verticalFraction, position.verticalFraction, accuracy: 0.002)
    }

    func testReloadKeepsTheSpreadOnScreen() {
        var state = ViewerState.make(.uniform, startPage: 8, layout: ViewerLayoutSettings(transition: .jump, pageMode: .double))
        XCTAssertEqual(state.visibleIndices, [7, 8])
        let scroll = (state.scrollX, state.scrollY)
        state.reload(geometry: FakePageGeometry.uniform)
        XCTAssertEqual(state.visibleIndices, [7, 8])
        XCTAssertEqual(state.scrollX, scroll.0)
        XCTAssertEqual(state.scrollY, scroll.1)
        state.reload(geometry: FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: 4)))
        XCTAssertEqual(state.visibleIndices, [3], "clamped to the last spread of the shorter document")
    }
}
