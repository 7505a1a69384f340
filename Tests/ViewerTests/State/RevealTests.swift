import XCTest
@testable import Viewer

/// `ViewerState.reveal`: how the view goes to a find hit.
final class RevealTests: XCTestCase {
    /// Four 600×800-point pages in an 800×1000-pixel window, fitted to the width.
    private func state() -> ViewerState {
        .make(FakePageGeometry(sizes: Array(repeating: PageSize(width: 600, height: 800), count: 4)), width: 800, height: 1000)
    }

    private func screenRect(of rect: PageRect, onPage page: Int, in state: ViewerState) -> ScreenRect {
        let a = state.screenPoint(of: PagePoint(x: rect.x, y: rect.y), onPage: page)
        let b = state.screenPoint(of: PagePoint(x: rect.x + rect.width, y: rect.y + rect.height), onPage: page)
        return ScreenRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    func testAHitOffScreenIsCentred() {
        var state = state()
        let hit = PageRect(x: 100, y: 400, width: 80, height: 20)
        state.reveal([hit], onPage: 2)
        let shown = screenRect(of: hit, onPage: 2, in: state)
        XCTAssertEqual(shown.y + shown.height / 2, 500, accuracy: 1, "centred vertically")
        XCTAssertEqual(state.currentPageIndex, 2)
    }

    func testAHitOnScreenDoesNotMoveTheView() {
        var state = state()
        let before = (state.scrollX, state.scrollY)
        state.reveal([PageRect(x: 100, y: 100, width: 80, height: 20)], onPage: 0)
        XCTAssertEqual(state.scrollX, before.0)
        XCTAssertEqual(state.scrollY, before.1)
    }

    func testAHitUnderTheFindBarCountsAsHidden() {
        var state = state()
        let corner = state.pagePoint(at: ScreenPoint(x: 300, y: 940), onPage: 0)
        let hit = PageRect(x: corner.x, y: corner.y, width: 80, height: 20)
        let onScreen = screenRect(of: hit, onPage: 0, in: state)
        XCTAssertLessThan(onScreen.maxY, 1000, "the hit is inside the window")
        XCTAssertGreaterThan(onScreen.y, 900, "in its bottom 100 pixels")
        state.reveal([hit], onPage: 0, bottomInset: 100)
        let shown = screenRect(of: hit, onPage: 0, in: state)
        XCTAssertEqual(shown.y + shown.height / 2, 450, accuracy: 1, "centred in the part the bar leaves free")
    }

    func testInTheJumpTransitionTheHitsSpreadGoesOnScreen() {
        var state = state()
        state.choose(.transition(.jump))
        state.reveal([PageRect(x: 100, y: 700, width: 80, height: 20)], onPage: 3)
        XCTAssertEqual(state.visiblePages().map(\.index), [3])
    }

    func testAFindIsAJumpTheHistoryGoesBackFrom() {
        var state = state()
        let before = state.scrollY
        XCTAssertEqual(state.jump(to: .region(page: 3, [PageRect(x: 100, y: 400, width: 80, height: 20)], bottomInset: 0)),
                       .viewChanged)
        XCTAssertEqual(state.currentPageIndex, 3)
        state.goBack()
        XCTAssertEqual(state.scrollY, before)
    }
}
