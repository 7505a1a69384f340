import XCTest
@testable import Viewer

final class ScrollingTests: XCTestCase {
    func testLineScrollMovesByTheLineStep() {
        var state = ViewerState.make(.uniform)
        XCTAssertEqual(state.apply(.scrollDown), .viewChanged)
        XCTAssertEqual(state.scrollY, 40)
        _ = state.apply(.scrollDown, count: 3)
        XCTAssertEqual(state.scrollY, 160)
        _ = state.apply(.scrollUp)
        XCTAssertEqual(state.scrollY, 120)
    }

    func testCannotScrollPastTheEnds() {
        var state = ViewerState.make(.uniform)
        XCTAssertEqual(state.apply(.scrollUp), .unchanged)
        XCTAssertEqual(state.scrollY, 0)
        state.scroll(byX: 0, y: 1e9)
        XCTAssertEqual(state.scrollY, Double(state.documentHeight) - 600)
        XCTAssertEqual(state.apply(.scrollDown), .unchanged)
        XCTAssertEqual(state.visiblePages().last?.frame.maxY, 600)
    }

    func testNarrowColumnIsCentredAndCannotScrollSideways() {
        var state = ViewerState.make(.uniform)
        let before = state.scrollX
        XCTAssertEqual(state.apply(.scrollRight), .unchanged)
        XCTAssertEqual(state.scrollX, before)
        let frame = state.screenFrame(ofPage: 0)
        XCTAssertEqual(frame.midXForTest, 400, accuracy: 1)
    }

    func testWidePagesScrollHorizontallyWithinBounds() {
        var state = ViewerState.make(.uniform)
        _ = state.apply(.fitWidth)
        state.zoom(to: 3, about: state.viewport.center)
        let width = Double(state.documentWidth)
        XCTAssertGreaterThan(width, 800)
        state.scroll(byX: -1e9, y: 0)
        XCTAssertEqual(state.scrollX, 0)
        XCTAssertEqual(state.apply(.scrollRight), .viewChanged)
        XCTAssertEqual(state.scrollX, 40)
        _ = state.apply(.scrollLeft)
        XCTAssertEqual(state.scrollX, 0)
        state.scroll(byX: 1e9, y: 0)
        XCTAssertEqual(state.scrollX, width - 800)
    }

    func testPageDownAndUpMoveByAScreenLessOverlap() {
        var state = ViewerState.make(.uniform)
        _ = state.apply(.screenDown)
        XCTAssertEqual(state.scrollY, 560)
        _ = state.apply(.screenDown)
        XCTAssertEqual(state.scrollY, 1120)
        _ = state.apply(.screenUp)
        XCTAssertEqual(state.scrollY, 560)
        _ = state.apply(.screenUp)
        _ = state.apply(.screenUp)
        XCTAssertEqual(state.scrollY, 0)
    }

    func testFirstAndLastPage() {
        var state = ViewerState.make(.varied)
        _ = state.apply(.goToLastPage)
        XCTAssertEqual(state.currentPageIndex, 9)
        XCTAssertEqual(state.scrollY, Double(state.documentHeight) - 600, "last page at the bottom, clamped")
        _ = state.apply(.goToFirstPage)
        XCTAssertEqual(state.scrollY, 0)
        XCTAssertEqual(state.currentPageIndex, 0)
    }

    func testNumberBeforeGJumpsToThatPage() {
        var state = ViewerState.make(.uniform)
        var keys = KeyInputInterpreter()
        XCTAssertNil(keys.interpret(KeyChord(character: "1")))
        XCTAssertNil(keys.interpret(KeyChord(character: "2")))
        XCTAssertEqual(keys.pendingCount, 12)
        let command = try! XCTUnwrap(keys.interpret(KeyChord(character: "G")))
        XCTAssertEqual(command, CountedCommand(.goToLastPage, count: 12))
        XCTAssertNil(keys.pendingCount)
        XCTAssertEqual(state.apply(command), .viewChanged)
        XCTAssertEqual(state.currentPageIndex, 11)
        XCTAssertEqual(state.screenFrame(ofPage: 11).y, 0)

        _ = keys.interpret(KeyChord(character: "3"))
        _ = state.apply(try! XCTUnwrap(keys.interpret(KeyChord(character: "g"))))
        XCTAssertEqual(state.currentPageIndex, 2)

        _ = keys.interpret(KeyChord(character: "9"))
        _ = keys.interpret(KeyChord(character: "9"))
        _ = state.apply(try! XCTUnwrap(keys.interpret(KeyChord(character: "g"))))
        XCTAssertEqual(state.currentPageIndex, 29, "page number beyond the end is clamped")
    }

    func testEscapeAndUnboundKeysDropThePendingCount() {
        var keys = KeyInputInterpreter()
        _ = keys.interpret(KeyChord(character: "5"))
        XCTAssertEqual(keys.interpret(KeyChord(.escape)), CountedCommand(.cancel, count: 5))
        XCTAssertNil(keys.pendingCount)
        _ = keys.interpret(KeyChord(character: "5"))
        XCTAssertNil(keys.interpret(KeyChord(.function(5))))
        XCTAssertEqual(keys.interpret(KeyChord(character: "g")), CountedCommand(.goToFirstPage))
    }

    func testLinkJumpPlacesTargetNearTheTop() {
        var state = ViewerState.make(.uniform)
        state.goTo(page: 7, point: PagePoint(x: 100, y: 300))
        let onScreen = state.screenPoint(of: PagePoint(x: 100, y: 300), onPage: 7)
        XCTAssertEqual(onScreen.y, state.tuning.jumpTopMargin, accuracy: 1)
        XCTAssertEqual(state.currentPageIndex, 7)
    }

    func testCurrentPageIsTheOneCoveringTheCentre() {
        var state = ViewerState.make(.uniform)
        let pageHeight = state.screenFrame(ofPage: 0).height
        state.scroll(byX: 0, y: pageHeight * 0.6)
        XCTAssertEqual(state.currentPageIndex, 1, "page 1 covers the centre")
        state.scroll(byX: 0, y: -pageHeight * 0.2)
        XCTAssertEqual(state.currentPageIndex, 0)
    }
}
