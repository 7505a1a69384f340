import Viewer
import XCTest

final class NavigationHistoryTests: XCTestCase {
    func testGoingBackAndForwardRetracesTheJumps() {
        var history = NavigationHistory<Int>()
        history.recordJump(from: 1)
        history.recordJump(from: 5)
        XCTAssertEqual(history.goBack(from: 9), 5)
        XCTAssertEqual(history.goBack(from: 5), 1)
        XCTAssertNil(history.goBack(from: 1))
        XCTAssertEqual(history.goForward(from: 1), 5)
        XCTAssertEqual(history.goForward(from: 5), 9)
        XCTAssertNil(history.goForward(from: 9))
    }

    func testAJumpAfterGoingBackDropsThePlacesAhead() {
        var history = NavigationHistory<Int>()
        history.recordJump(from: 1)
        XCTAssertEqual(history.goBack(from: 2), 1)
        XCTAssertTrue(history.canGoForward)
        history.recordJump(from: 1)
        XCTAssertFalse(history.canGoForward)
        XCTAssertEqual(history.goBack(from: 7), 1)
    }

    /// Pages of an EPUB laid out at another text size: every place moves,
    /// going back and forward still retraces the same jumps.
    func testMappingReplacesEveryPlaceAndKeepsTheBackAndForwardOrder() {
        var history = NavigationHistory<Int>()
        for place in [1, 5, 9, 14] { history.recordJump(from: place) }
        XCTAssertEqual(history.goBack(from: 20), 14)
        XCTAssertEqual(history.goBack(from: 14), 9)
        var seen: [Int] = []
        let mapped = history.mapped { place in
            seen.append(place)
            return place * 10
        }
        XCTAssertEqual(seen, history.places, "each place once, in places order")
        XCTAssertEqual(history.places, [1, 5, 20, 14])
        XCTAssertEqual(mapped.behind, [10, 50])
        XCTAssertEqual(mapped.ahead, [200, 140])
        XCTAssertEqual(mapped.capacity, history.capacity)
        var walked = mapped
        XCTAssertEqual(walked.goForward(from: 90), 140)
        XCTAssertEqual(walked.goForward(from: 140), 200)
        XCTAssertNil(walked.goForward(from: 200))
        XCTAssertEqual(walked.goBack(from: 200), 140)
        XCTAssertEqual(walked.goBack(from: 140), 90)
        XCTAssertEqual(walked.goBack(from: 90), 50)
        XCTAssertEqual(walked.goBack(from: 50), 10)
        XCTAssertNil(walked.goBack(from: 10))
        XCTAssertNotEqual(mapped, history)
        XCTAssertEqual(history.mapped { $0 }, history)
    }

    func testTheSamePlaceTwiceInARowIsKeptOnce() {
        var history = NavigationHistory<Int>()
        history.recordJump(from: 3)
        history.recordJump(from: 3)
        XCTAssertEqual(history.behind, [3])
    }

    func testAtLeastAHundredPlacesAreKeptAndTheOldestGoFirst() {
        var history = NavigationHistory<Int>()
        XCTAssertGreaterThanOrEqual(history.capacity, 100)
        for place in 0..<(history.capacity + 10) { history.recordJump(from: place) }
        XCTAssertEqual(history.behind.count, history.capacity)
        XCTAssertEqual(history.behind.first, 10)
        var reached: [Int] = []
        var current = -1
        while let place = history.goBack(from: current) {
            reached.append(place)
            current = place
        }
        XCTAssertEqual(reached.count, history.capacity)
        XCTAssertEqual(reached.last, 10)
    }

    func testASmallCapacityForgetsTheOldest() {
        var history = NavigationHistory<Int>(capacity: 2)
        for place in 1...3 { history.recordJump(from: place) }
        XCTAssertEqual(history.behind, [2, 3])
    }
}

final class ViewerHistoryTests: XCTestCase {
    func testGoingToAPageRemembersThePlaceWithinThePageAndTheZoom() {
        var state = ViewerState.make(.uniform)
        state.apply(.zoomIn, count: 3)
        state.scroll(byX: 0, y: 250)
        let before = state.savedPosition
        state.apply(.goToFirstPage, count: 20)
        XCTAssertEqual(state.currentPageIndex, 19)
        state.apply(.fitPage)
        XCTAssertEqual(state.apply(.historyBack), .viewChanged)
        XCTAssertEqual(state.savedPosition.reading.pageIndex, before.reading.pageIndex)
        XCTAssertEqual(state.savedPosition.reading.verticalFraction, before.reading.verticalFraction, accuracy: 0.01)
        XCTAssertEqual(state.zoom, before.zoom, accuracy: 1e-9)
        XCTAssertEqual(state.fitMode, .custom)
    }

    func testForwardReturnsToTheJumpTarget() {
        var state = ViewerState.make(.uniform)
        state.apply(.goToLastPage)
        XCTAssertEqual(state.currentPageIndex, 29)
        state.apply(.historyBack)
        XCTAssertEqual(state.currentPageIndex, 0)
        state.apply(.historyForward)
        XCTAssertEqual(state.currentPageIndex, 29)
        XCTAssertEqual(state.apply(.historyForward), .unchanged)
    }

    func testScrollingIsNotAJumpButLinksAndPositionsAre() {
        var state = ViewerState.make(.uniform)
        state.apply(.screenDown, count: 3)
        XCTAssertFalse(state.history.canGoBack)
        let page = state.currentPageIndex
        state.jump(to: .point(page: 12, PagePoint(x: 0, y: 400)))
        XCTAssertEqual(state.currentPageIndex, 12)
        state.jump(to: .position(ReadingPosition(pageIndex: 25)))
        state.goBack()
        XCTAssertEqual(state.currentPageIndex, 12)
        state.goBack()
        XCTAssertEqual(state.currentPageIndex, page)
    }

    func testAJumpThatDoesNotMoveIsNotRemembered() {
        var state = ViewerState.make(.uniform)
        XCTAssertEqual(state.apply(.goToFirstPage), .unchanged)
        XCTAssertFalse(state.history.canGoBack)
    }

    func testTheMouseSideButtonsGoBackAndForward() {
        var state = ViewerState.make(.uniform)
        state.apply(.goToFirstPage, count: 10)
        let point = ScreenPoint(x: 10, y: 10)
        XCTAssertEqual(state.handle(.pressed(.back, at: point)), .viewChanged)
        XCTAssertEqual(state.currentPageIndex, 0)
        XCTAssertEqual(state.handle(.pressed(.forward, at: point)), .viewChanged)
        XCTAssertEqual(state.currentPageIndex, 9)
    }

    func testTheHistoryKeysAreBound() {
        let map = KeyMap.default
        XCTAssertEqual(map.command(for: KeyChord(.left, .alt)), .historyBack)
        XCTAssertEqual(map.command(for: KeyChord(.character("o"), .control)), .historyBack)
        XCTAssertEqual(map.command(for: KeyChord(.right, .alt)), .historyForward)
        XCTAssertEqual(map.command(for: KeyChord(.character("i"), .control)), .historyForward)
        XCTAssertEqual(map.command(for: KeyChord(.character(";"), .shift)), .goToPrompt)
        XCTAssertEqual(map.command(for: KeyChord(.character("g"), .control)), .goToPrompt)
        XCTAssertEqual(map.command(for: KeyChord(.tab)), .toggleOutline)
        XCTAssertEqual(map.command(for: KeyChord(.function(9))), .toggleOutline)
    }
}
