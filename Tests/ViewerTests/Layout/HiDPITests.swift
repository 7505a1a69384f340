import XCTest
@testable import Viewer

final class HiDPITests: XCTestCase {
    private let retina = ViewportSize(outputWidth: 1600, outputHeight: 1200, windowWidth: 800, windowHeight: 600)

    func testWindowCoordinatesConvertToOutputPixels() {
        XCTAssertEqual(retina.pixelDensity, 2)
        XCTAssertEqual(retina.outputPoint(fromWindowX: 100, y: 50), ScreenPoint(x: 200, y: 100))
        let uneven = ViewportSize(outputWidth: 1500, outputHeight: 800, windowWidth: 1000, windowHeight: 400)
        XCTAssertEqual(uneven.outputPoint(fromWindowX: 10, y: 10), ScreenPoint(x: 15, y: 20))
    }

    func testZoomOneHundredPercentIsOnePointPerWindowUnit() {
        var state = ViewerState(geometry: FakePageGeometry.uniform, viewport: retina)
        state.zoom(to: 1, about: retina.center)
        XCTAssertEqual(state.scale, 2)
        XCTAssertEqual(state.screenFrame(ofPage: 0).width, 1224)
        XCTAssertEqual(state.zoomPercent, 100)
    }

    func testFitAndStepsUseOutputPixels() {
        var state = ViewerState(geometry: FakePageGeometry.uniform, viewport: retina)
        XCTAssertEqual(state.screenFrame(ofPage: 0).height, 1200, "fit page fills the output height")
        XCTAssertEqual(state.zoom, 600.0 / 792.0, accuracy: 1e-9, "zoom is the same as without HiDPI")
        _ = state.apply(.scrollDown)
        XCTAssertEqual(state.scrollY, 80, "a line step is 40 window units")
        XCTAssertEqual(state.screenFrame(ofPage: 1).y - state.screenFrame(ofPage: 0).maxY, 16, "gap scales too")
    }

    func testMovingToADenserScreenKeepsPositionAndZoom() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 1.5, about: state.viewport.center)
        state.scroll(byX: 0, y: 4000)
        let position = state.readingPosition
        state.resize(to: retina)
        XCTAssertEqual(state.zoom, 1.5)
        XCTAssertEqual(state.scale, 3)
        XCTAssertEqual(state.readingPosition.pageIndex, position.pageIndex)
        XCTAssertEqual(state.readingPosition.verticalFraction, position.verticalFraction, accuracy: 0.005)
    }

    func testPointerEventsInOutputPixelsHitTheRightPage() {
        let state = ViewerState(geometry: FakePageGeometry.uniform, viewport: retina)
        let frame = state.screenFrame(ofPage: 0)
        let windowPoint = (x: (frame.x + 10) / 2, y: 5.0)
        let hit = state.hit(at: retina.outputPoint(fromWindowX: windowPoint.x, y: windowPoint.y))
        XCTAssertEqual(hit?.pageIndex, 0)
        XCTAssertEqual(hit?.point.x ?? -1, 10 / state.scale, accuracy: 1e-6)
        XCTAssertNil(state.hit(at: ScreenPoint(x: 5, y: 5)), "left of the centred page is background")
    }
}
