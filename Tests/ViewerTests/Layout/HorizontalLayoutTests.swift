import XCTest
@testable import Viewer

final class HorizontalLayoutTests: XCTestCase {
    private let horizontal = ViewerLayoutSettings(direction: .horizontal)

    func testPagesRunLeftToRightWithGaps() {
        let state = ViewerState.make(.uniform, layout: horizontal)
        // Letter fitted whole in 800×600: 600 high, ceil(612 × 600/792) = 464 wide.
        let first = state.screenFrame(ofPage: 0)
        XCTAssertEqual(first.x, 0)
        XCTAssertEqual(first.y, 0)
        XCTAssertEqual(first.width, 464)
        XCTAssertEqual(first.height, 600)
        for index in 0..<(state.pageCount - 1) {
            let frame = state.screenFrame(ofPage: index), next = state.screenFrame(ofPage: index + 1)
            XCTAssertEqual(next.x - frame.maxX, state.tuning.pageGap, "gap after page \(index)")
            XCTAssertEqual(next.y, frame.y)
        }
        XCTAssertEqual(state.documentWidth, 30 * 472 - 8)
        XCTAssertEqual(state.documentHeight, 600)
        XCTAssertEqual(state.visibleIndices, [0, 1])
        XCTAssertEqual(state.currentPageIndex, 0)
    }

    func testSmallerPagesAreVerticallyCentredOnTheStrip() {
        let geometry = FakePageGeometry(sizes: [FakePageGeometry.letter, FakePageGeometry.landscape, FakePageGeometry.letter])
        let state = ViewerState.make(geometry, layout: horizontal)
        let landscape = state.screenFrame(ofPage: 1)
        XCTAssertEqual(landscape.height, 464)
        XCTAssertEqual(landscape.midYForTest, 300, accuracy: 1)
        XCTAssertEqual(state.screenFrame(ofPage: 2).y, 0)
    }

    func testLineAndScreenStepsMoveAlongTheStrip() {
        var state = ViewerState.make(.uniform, layout: horizontal)
        XCTAssertEqual(state.apply(.scrollDown), .viewChanged)
        XCTAssertEqual(state.scrollX, 40, "j moves right")
        XCTAssertEqual(state.scrollY, 0)
        _ = state.apply(.scrollUp)
        XCTAssertEqual(state.scrollX, 0)
        _ = state.apply(.screenDown)
        XCTAssertEqual(state.scrollX, 760, "a screen width less the overlap")
        _ = state.apply(.screenDown, count: 2)
        XCTAssertEqual(state.scrollX, 2280)
        _ = state.apply(.screenUp)
        XCTAssertEqual(state.scrollX, 1520)
        _ = state.apply(.scrollRight)
        XCTAssertEqual(state.scrollX, 1560, "l still moves right")
        _ = state.apply(.scrollLeft)
        XCTAssertEqual(state.scrollX, 1520, "h still moves left")
        XCTAssertEqual(state.apply(.scrollLeft, count: 1000), .viewChanged)
        XCTAssertEqual(state.scrollX, 0, "clamped at the start")
    }

    func testWheelMovesAlongAndShiftWheelAcross() {
        var state = ViewerState.make(.uniform, layout: horizontal)
        state.zoom(to: 2, about: ScreenPoint(x: 0, y: 0))
        let point = ScreenPoint(x: 100, y: 100)
        _ = state.handle(.wheel(deltaX: 0, deltaY: -1, at: point, modifiers: []))
        XCTAssertEqual(state.scrollX, 120, "wheel down moves forward along the strip")
        XCTAssertEqual(state.scrollY, 0)
        _ = state.handle(.wheel(deltaX: 0, deltaY: -1, at: point, modifiers: .shift))
        XCTAssertEqual(state.scrollY, 120, "Shift+wheel moves across the strip")
        XCTAssertEqual(state.scrollX, 120)
        _ = state.handle(.wheel(deltaX: 1, deltaY: 0, at: point, modifiers: []))
        XCTAssertEqual(state.scrollX, 240, "the horizontal wheel moves right")
    }

    func testGoToPageAndLinksPlaceThePageAtTheLeft() {
        var state = ViewerState.make(.uniform, layout: horizontal)
        state.goToPage(5)
        XCTAssertEqual(state.screenFrame(ofPage: 5).x, 0)
        XCTAssertEqual(state.currentPageIndex, 5)
        _ = state.apply(.goToLastPage)
        XCTAssertEqual(state.scrollX, Double(state.documentWidth) - 800, "last page at the right end, clamped")
        XCTAssertEqual(state.currentPageIndex, 29)
        state.zoom(to: 3, about: state.viewport.center)
        state.goTo(page: 7, point: PagePoint(x: 300, y: 100))
        let target = state.screenPoint(of: PagePoint(x: 300, y: 100), onPage: 7)
        XCTAssertEqual(target.x, state.tuning.jumpTopMargin, accuracy: 1, "near the left edge")
        XCTAssertEqual(target.y, 300, accuracy: 1, "centred across the strip")
    }

    func testFillFillsTheHeight() {
        var state = ViewerState.make(.uniform, width: 600, height: 800, layout: horizontal)
        XCTAssertEqual(state.screenFrame(ofPage: 0).width, 600, "fit: width-limited in a portrait window")
        _ = state.apply(.fitWidth)
        let frame = state.screenFrame(ofPage: 0)
        XCTAssertEqual(frame.height, 800)
        XCTAssertEqual(frame.width, 619)
        XCTAssertEqual(frame.y, 0)
    }

    func testTilesAndHitTestingAlongTheStrip() {
        // Mixed sizes without the huge page (which would make the strip 13 000 px high).
        let geometry = FakePageGeometry(sizes: Array(FakePageGeometry.mixed.sizes.prefix(6)))
        var state = ViewerState.make(geometry, layout: horizontal)
        state.zoom(to: 0.9, about: state.viewport.center)
        state.scroll(byX: 1234, y: 17)
        XCTAssertGreaterThan(state.visiblePages().count, 1)
        assertTilesCoverExactly(state)
        for page in state.visiblePages() {
            let point = PagePoint(x: 50, y: 60)
            let screen = state.screenPoint(of: point, onPage: page.index)
            guard state.viewport.bounds.contains(screen) else { continue }
            let hit = try! XCTUnwrap(state.hit(at: screen))
            XCTAssertEqual(hit.pageIndex, page.index)
            XCTAssertEqual(hit.point.x, 50, accuracy: 0.01)
            XCTAssertEqual(hit.point.y, 60, accuracy: 0.01)
        }
        let first = state.visiblePages()[0]
        XCTAssertNil(state.hit(at: ScreenPoint(x: first.frame.maxX + 2, y: 300)), "the gap between pages")
    }

    func testPrefetchTakesTheNextScreensToTheRight() {
        var state = ViewerState.make(.uniform, layout: horizontal)
        state.goToPage(10)
        state.zoom(to: 2, about: ScreenPoint(x: 0, y: 0))
        XCTAssertEqual(state.visibleIndices, [10])
        let prefetch = state.prefetchTiles()
        assertPrefetchIsTheNextScreens(state)
        let visibleRight = state.visibleTiles().map(\.pixelRect.maxX).max() ?? 0
        XCTAssertEqual(prefetch.first?.pageIndex, 10)
        XCTAssertEqual(prefetch.first?.pixelRect.x, visibleRight, "Page Down first: the part to the right")
        XCTAssertLessThanOrEqual(prefetch.map(\.pixelRect.y).max() ?? 0, 600, "only the rows in view")
    }
}
