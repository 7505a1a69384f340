import XCTest
@testable import Viewer

final class RotationTests: XCTestCase {
    func testRotationCyclesBothWays() {
        XCTAssertEqual(Rotation.upright.turnedClockwise, .clockwise90)
        XCTAssertEqual(Rotation.clockwise270.turnedClockwise, .upright)
        XCTAssertEqual(Rotation.upright.turnedCounterClockwise, .clockwise270)
        XCTAssertEqual(Rotation.clockwise90.degrees, 90)
    }

    func testRotationSwapsPageDimensions() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 1, about: state.viewport.center)
        let upright = state.screenFrame(ofPage: 0)
        XCTAssertEqual(state.apply(.rotateClockwise), .viewChanged)
        XCTAssertEqual(state.rotation, .clockwise90)
        let turned = state.screenFrame(ofPage: 0)
        XCTAssertEqual(turned.width, upright.height)
        XCTAssertEqual(turned.height, upright.width)
        _ = state.apply(.rotateCounterClockwise)
        XCTAssertEqual(state.rotation, .upright)
        XCTAssertEqual(state.screenFrame(ofPage: 0).size, upright.size)
    }

    func testRotationKeepsTheReadingPlace() {
        var state = ViewerState.make(.mixed)
        state.zoom(to: 1, about: state.viewport.center)
        state.goToPage(5)
        state.scroll(byX: 0, y: 200)
        let center = state.hit(at: state.viewport.center)!
        _ = state.apply(.rotateClockwise)
        XCTAssertEqual(state.currentPageIndex, center.pageIndex)
        let after = state.screenPoint(of: center.point, onPage: center.pageIndex)
        XCTAssertEqual(after.y, 300, accuracy: 1)
    }

    func testFitPageIsReappliedAfterRotation() {
        var state = ViewerState.make(.varied, startPage: 3)
        _ = state.apply(.rotateClockwise)
        XCTAssertEqual(state.fitMode, .page)
        XCTAssertEqual(state.currentPageIndex, 3)
        let frame = state.screenFrame(ofPage: 3)
        // The landscape page turned upright (612 wide, 792 tall) is the
        // tallest page now, the one fit page fits: its height fills 600.
        XCTAssertEqual(frame.height, 600)
        XCTAssertEqual(frame.y, 0)
    }

    func testPagePointsRoundTripThroughEveryRotation() {
        let point = PagePoint(x: 100, y: 250)
        for rotation in Rotation.allCases {
            var state = ViewerState.make(.varied, startPage: 3)
            state.rotate(to: rotation)
            let screen = state.screenPoint(of: point, onPage: 3)
            let back = state.hit(at: screen)
            XCTAssertEqual(back?.pageIndex, 3, "\(rotation)")
            XCTAssertEqual(back?.point.x ?? 0, 100, accuracy: 0.01, "\(rotation)")
            XCTAssertEqual(back?.point.y ?? 0, 250, accuracy: 0.01, "\(rotation)")
        }
    }

    func testClockwiseRotationMovesTheTopLeftCornerToTheTopRight() {
        var state = ViewerState.make(.uniform)
        _ = state.apply(.rotateClockwise)
        let frame = state.screenFrame(ofPage: 0)
        let corner = state.screenPoint(of: PagePoint(x: 0, y: 0), onPage: 0)
        XCTAssertEqual(corner.x, frame.maxX, accuracy: 1)
        XCTAssertEqual(corner.y, frame.y, accuracy: 1)
    }
}

extension ScreenRect {
    var size: [Double] { [width, height] }
}
