import XCTest
@testable import Viewer

final class PointerTests: XCTestCase {
    func testWheelScrollsVerticallyAndHorizontally() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 3, about: state.viewport.center)
        state.scroll(byX: -1e9, y: -1e9)
        let point = ScreenPoint(x: 100, y: 100)
        XCTAssertEqual(state.handle(.wheel(deltaX: 0, deltaY: -1, at: point, modifiers: [])), .viewChanged)
        XCTAssertEqual(state.scrollY, 120, "one notch down = 3 lines")
        _ = state.handle(.wheel(deltaX: 0, deltaY: 1, at: point, modifiers: []))
        XCTAssertEqual(state.scrollY, 0)
        _ = state.handle(.wheel(deltaX: 2, deltaY: 0, at: point, modifiers: []))
        XCTAssertEqual(state.scrollX, 240)
        _ = state.handle(.wheel(deltaX: 0, deltaY: 1, at: point, modifiers: .shift))
        XCTAssertEqual(state.scrollX, 120, "Shift+wheel scrolls sideways")
        XCTAssertEqual(state.scrollY, 0)
    }

    func testLeftDragPans() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 3, about: state.viewport.center)
        let start = (state.scrollX, state.scrollY)
        _ = state.handle(.pressed(.left, at: ScreenPoint(x: 400, y: 300)))
        XCTAssertTrue(state.isDragging)
        XCTAssertEqual(state.handle(.moved(to: ScreenPoint(x: 350, y: 200))), .viewChanged)
        XCTAssertEqual(state.scrollX, start.0 + 50)
        XCTAssertEqual(state.scrollY, start.1 + 100)
        XCTAssertEqual(state.handle(.released(.left, at: ScreenPoint(x: 350, y: 180))), .viewChanged)
        XCTAssertEqual(state.scrollY, start.1 + 120)
        XCTAssertFalse(state.isDragging)
        XCTAssertEqual(state.handle(.moved(to: ScreenPoint(x: 0, y: 0))), .unchanged, "no pan without a press")
    }

    func testPressAndReleaseInPlaceIsAClick() {
        var state = ViewerState.make(.uniform)
        let point = ScreenPoint(x: 400, y: 300)
        _ = state.handle(.pressed(.left, at: point))
        _ = state.handle(.moved(to: ScreenPoint(x: 401, y: 301)))
        XCTAssertEqual(state.handle(.released(.left, at: ScreenPoint(x: 401, y: 301))), .clicked(ScreenPoint(x: 401, y: 301)))
        XCTAssertNotNil(state.hit(at: point))
    }

    func testRightButtonDoesNotPan() {
        var state = ViewerState.make(.uniform)
        _ = state.handle(.pressed(.right, at: ScreenPoint(x: 400, y: 300)))
        XCTAssertEqual(state.handle(.moved(to: ScreenPoint(x: 400, y: 100))), .unchanged)
        XCTAssertEqual(state.handle(.released(.right, at: ScreenPoint(x: 400, y: 100))), .unchanged)
    }
}
