import XCTest
@testable import Viewer

final class ZoomTests: XCTestCase {
    /// The page point under `point` before and after an operation.
    private func assertPointStays(at point: ScreenPoint, in state: inout ViewerState,
                                  file: StaticString = #filePath, line: UInt = #line,
                                  _ operation: (inout ViewerState) -> Void) {
        let hit = try! XCTUnwrap(state.hit(at: point), file: file, line: line)
        operation(&state)
        let after = state.screenPoint(of: hit.point, onPage: hit.pageIndex)
        XCTAssertEqual(after.x, point.x, accuracy: 1, file: file, line: line)
        XCTAssertEqual(after.y, point.y, accuracy: 1, file: file, line: line)
    }

    func testKeyboardZoomKeepsTheWindowCentreFixed() {
        var state = ViewerState.make(.uniform)
        _ = state.apply(.fitWidth)
        state.scroll(byX: 0, y: 2000)
        let zoomBefore = state.zoom
        assertPointStays(at: state.viewport.center, in: &state) { XCTAssertEqual($0.apply(.zoomIn), .viewChanged) }
        XCTAssertEqual(state.zoom, zoomBefore * 1.25, accuracy: 1e-9)
        XCTAssertEqual(state.fitMode, .custom)
        assertPointStays(at: state.viewport.center, in: &state) { _ = $0.apply(.zoomOut, count: 2) }
        XCTAssertEqual(state.zoom, zoomBefore / 1.25, accuracy: 1e-9)
    }

    func testControlWheelZoomKeepsThePointUnderThePointer() {
        var state = ViewerState.make(.uniform)
        _ = state.apply(.fitWidth)
        state.scroll(byX: 0, y: 5000)
        let pointer = ScreenPoint(x: 230, y: 170)
        assertPointStays(at: pointer, in: &state) {
            XCTAssertEqual($0.handle(.wheel(deltaX: 0, deltaY: 3, at: pointer, modifiers: .control)), .viewChanged)
        }
        XCTAssertGreaterThan(state.zoom, 800.0 / 612.0)
        let pointer2 = ScreenPoint(x: 620, y: 480)
        assertPointStays(at: pointer2, in: &state) {
            _ = $0.handle(.wheel(deltaX: 0, deltaY: -1, at: pointer2, modifiers: .control))
        }
    }

    func testZoomIsLimited() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 1000, about: state.viewport.center)
        XCTAssertEqual(state.zoom, 64)
        state.zoom(to: 0.0001, about: state.viewport.center)
        XCTAssertEqual(state.zoom, 0.05)
        XCTAssertEqual(state.apply(.zoomOut), .unchanged)
    }

    func testDeviceScaleIsBoundedOnDenseScreens() {
        let viewport = ViewportSize(outputWidth: 3200, outputHeight: 2400, windowWidth: 800, windowHeight: 600)
        var state = ViewerState(geometry: FakePageGeometry.uniform, viewport: viewport)
        state.zoom(to: 64, about: viewport.center)
        XCTAssertEqual(state.scale, 128, accuracy: 1e-9, "zoom 64 at density 4 would be 256 px/pt")
        XCTAssertEqual(state.zoom, 32, accuracy: 1e-9)
    }

    func testHugePageAtHighZoomStaysWithinPixelLimits() {
        var state = ViewerState.make(.mixed, startPage: 6)
        state.zoom(to: 64, about: state.viewport.center)
        let huge = state.visiblePages().first { $0.index == 6 }!
        XCTAssertEqual(huge.pixelWidth, 921_600)
        XCTAssertLessThanOrEqual(Double(huge.pixelWidth), state.tuning.zoomLimits.maximumPagePixelExtent)
    }

    func testFitPageShowsTheWholeCurrentPage() {
        var state = ViewerState.make(.uniform, startPage: 3)
        state.zoom(to: 2, about: state.viewport.center)
        XCTAssertEqual(state.apply(.fitPage), .viewChanged)
        let frame = state.screenFrame(ofPage: 3)
        XCTAssertEqual(state.fitMode, .page)
        XCTAssertTrue(frame.x >= 0 && frame.y >= 0 && frame.maxX <= 800 && frame.maxY <= 600, "\(frame)")
        XCTAssertTrue(frame.width == 800 || frame.height == 600, "\(frame) touches two sides")
    }

    func testFitWidthFillsTheWindowWidth() {
        var state = ViewerState.make(.uniform, startPage: 2)
        _ = state.apply(.fitWidth)
        XCTAssertEqual(state.fitMode, .width)
        XCTAssertEqual(state.screenFrame(ofPage: 2).width, 800)
        XCTAssertEqual(state.screenFrame(ofPage: 2).x, 0)
        XCTAssertEqual(state.currentPageIndex, 2)
    }

    func testFitModesAreReappliedOnResizeKeepingThePosition() {
        var state = ViewerState.make(.uniform)
        _ = state.apply(.fitWidth)
        _ = state.apply(.goToFirstPage, count: 5)
        state.scroll(byX: 0, y: 300)
        let before = state.readingPosition
        state.resize(to: ViewportSize(width: 1200, height: 900))
        XCTAssertEqual(state.screenFrame(ofPage: 4).width, 1200)
        XCTAssertEqual(state.readingPosition.pageIndex, before.pageIndex)
        XCTAssertEqual(state.readingPosition.verticalFraction, before.verticalFraction, accuracy: 0.005)

        _ = state.apply(.fitPage)
        state.resize(to: ViewportSize(width: 500, height: 1000))
        let frame = state.screenFrame(ofPage: state.currentPageIndex)
        XCTAssertEqual(frame.width, 500)
        XCTAssertEqual(frame.y, 0)
    }

    func testCustomZoomSurvivesResize() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 1.5, about: state.viewport.center)
        state.scroll(byX: 0, y: 3000)
        let page = state.readingPosition.pageIndex
        state.resize(to: ViewportSize(width: 640, height: 480))
        XCTAssertEqual(state.zoom, 1.5)
        XCTAssertEqual(state.fitMode, .custom)
        XCTAssertEqual(state.readingPosition.pageIndex, page)
    }
}
