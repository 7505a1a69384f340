import XCTest
@testable import Viewer

final class LayoutSwitchTests: XCTestCase {
    func testSwitchingKeepsTheCurrentPageInView() {
        var state = ViewerState.make(.varied, startPage: 4)
        state.setLayoutSettings(ViewerLayoutSettings(transition: .jump))
        XCTAssertEqual(state.currentPageIndex, 4)
        XCTAssertEqual(state.visibleIndices, [4])
        let settings: [ViewerLayoutSettings] = [
            ViewerLayoutSettings(direction: .horizontal),
            ViewerLayoutSettings(direction: .horizontal, pageMode: .double),
            ViewerLayoutSettings(transition: .jump, direction: .horizontal, pageMode: .double),
            ViewerLayoutSettings(transition: .jump, fitting: .fill),
            ViewerLayoutSettings(pageMode: .automatic, fitting: .adaptive),
            ViewerLayoutSettings.default,
        ]
        for layout in settings {
            let current = state.currentPageIndex
            state.setLayoutSettings(layout)
            XCTAssertEqual(state.layoutSettings, layout)
            XCTAssertTrue(state.visibleIndices.contains(current), "\(layout): page \(current) in view, got \(state.visibleIndices)")
            XCTAssertTrue(state.spreadPages(containing: current).contains(state.currentPageIndex), "\(layout)")
        }
        let current = state.currentPageIndex
        XCTAssertTrue([3, 4].contains(current), "still at page 4, or its partner in a spread")
        XCTAssertEqual(state.screenFrame(ofPage: current).y, 0, "back to the classic layout: the page whole from its top")
    }

    func testACustomZoomKeepsThePointAtTheCentre() {
        var state = ViewerState.make(.uniform, startPage: 6)
        state.zoom(to: 2, about: state.viewport.center)
        state.scroll(byX: 50, y: 300)
        let center = try! XCTUnwrap(state.hit(at: state.viewport.center))
        for layout in [ViewerLayoutSettings(direction: .horizontal), ViewerLayoutSettings(transition: .jump, pageMode: .double),
                       ViewerLayoutSettings(direction: .horizontal, pageMode: .double), ViewerLayoutSettings.default] {
            state.setLayoutSettings(layout)
            XCTAssertEqual(state.zoom, 2, "\(layout)")
            let after = state.screenPoint(of: center.point, onPage: center.pageIndex)
            XCTAssertEqual(after.x, 400, accuracy: 1, "\(layout)")
            XCTAssertEqual(after.y, 300, accuracy: 1, "\(layout)")
        }
    }

    func testSameSettingsChangeNothing() {
        var state = ViewerState.make(.uniform)
        state.scroll(byX: 0, y: 777)
        state.setLayoutSettings(.default)
        XCTAssertEqual(state.scrollY, 777)
    }

    func testReadingPositionRoundTripsInEveryDirectionAndMode() {
        for direction in ScrollDirection.allCases {
            for mode in [PageMode.single, .double] {
                var state = ViewerState.make(.mixed, layout: ViewerLayoutSettings(direction: direction, pageMode: mode))
                state.zoom(to: 1.4, about: state.viewport.center)
                state.scroll(byX: 1500, y: 2100)
                let scroll = (state.scrollX, state.scrollY)
                let saved = state.savedPosition
                state.goToPage(0)
                state.restore(saved)
                XCTAssertEqual(state.scrollX, scroll.0, accuracy: 1, "\(direction) \(mode)")
                XCTAssertEqual(state.scrollY, scroll.1, accuracy: 1, "\(direction) \(mode)")
                state.reload(geometry: FakePageGeometry.mixed)
                XCTAssertEqual(state.scrollX, scroll.0, accuracy: 1, "\(direction) \(mode) reload")
                XCTAssertEqual(state.scrollY, scroll.1, accuracy: 1, "\(direction) \(mode) reload")
            }
        }
    }
}
