import XCTest
@testable import Viewer

final class TouchGestureRecognizerTests: XCTestCase {
    private let width = 1000.0

    func testAShortStillTouchIsATap() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 104, y: 103), time: 0.1, viewportWidth: width),
                       [.tap(at: ScreenPoint(x: 104, y: 103))])
    }

    func testALongTouchIsNoTap() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 100, y: 100), time: 0.8, viewportWidth: width), [])
    }

    func testOneFingerPansByItsMovement() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 500, y: 500), time: 0)
        XCTAssertEqual(touch.fingerMoved(1, to: ScreenPoint(x: 510, y: 440), time: 0.05), [.pan(dx: 10, dy: -60)])
        XCTAssertEqual(touch.fingerMoved(1, to: ScreenPoint(x: 510, y: 400), time: 0.1), [.pan(dx: 0, dy: -40)])
    }

    func testAQuickFlickLeftTurnsForwardAndRightTurnsBack() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 800, y: 500), time: 0)
        _ = touch.fingerMoved(1, to: ScreenPoint(x: 500, y: 520), time: 0.1)
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 500, y: 520), time: 0.2, viewportWidth: width), [.swipe(forward: true)])

        touch.fingerDown(2, at: ScreenPoint(x: 200, y: 500), time: 1)
        XCTAssertEqual(touch.fingerUp(2, at: ScreenPoint(x: 450, y: 480), time: 1.2, viewportWidth: width), [.swipe(forward: false)])
    }

    func testSlowOrShortOrSteepMovesAreNoFlick() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 800, y: 500), time: 0)
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 500, y: 500), time: 1.5, viewportWidth: width), [], "too slow")
        touch.fingerDown(1, at: ScreenPoint(x: 800, y: 500), time: 2)
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 750, y: 500), time: 2.1, viewportWidth: width), [], "too short")
        touch.fingerDown(1, at: ScreenPoint(x: 800, y: 500), time: 3)
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 600, y: 300), time: 3.1, viewportWidth: width), [], "too steep")
    }

    func testALongPressThenDragSelectsInsteadOfPanning() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 300, y: 300), time: 0)
        XCTAssertEqual(touch.fingerMoved(1, to: ScreenPoint(x: 304, y: 302), time: 0.2), [.pan(dx: 4, dy: 2)], "a wobble pans")
        XCTAssertEqual(touch.fingerMoved(1, to: ScreenPoint(x: 340, y: 302), time: 0.7),
                       [.selectionBegan(at: ScreenPoint(x: 304, y: 302)), .selectionMoved(to: ScreenPoint(x: 340, y: 302))])
        XCTAssertEqual(touch.fingerMoved(1, to: ScreenPoint(x: 400, y: 360), time: 0.8), [.selectionMoved(to: ScreenPoint(x: 400, y: 360))])
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 400, y: 360), time: 0.9, viewportWidth: width),
                       [.selectionEnded(at: ScreenPoint(x: 400, y: 360))], "no flick, no tap")
    }

    func testADragThatMovedBeforeTheLongPressKeepsPanning() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 300, y: 300), time: 0)
        XCTAssertEqual(touch.fingerMoved(1, to: ScreenPoint(x: 300, y: 250), time: 0.2), [.pan(dx: 0, dy: -50)])
        XCTAssertEqual(touch.fingerMoved(1, to: ScreenPoint(x: 300, y: 240), time: 0.9), [.pan(dx: 0, dy: -10)])
    }

    func testTwoFingersPinchAboutTheirMidpointAndNeverTapOrFlick() {
        var touch = TouchGestureRecognizer()
        touch.fingerDown(1, at: ScreenPoint(x: 400, y: 500), time: 0)
        touch.fingerDown(2, at: ScreenPoint(x: 600, y: 500), time: 0.01)
        XCTAssertEqual(touch.fingerMoved(2, to: ScreenPoint(x: 800, y: 500), time: 0.05),
                       [.pan(dx: 100, dy: 0), .pinch(factor: 2, center: ScreenPoint(x: 600, y: 500))])
        XCTAssertEqual(touch.fingerUp(2, at: ScreenPoint(x: 800, y: 500), time: 0.1, viewportWidth: width), [])
        XCTAssertEqual(touch.fingerUp(1, at: ScreenPoint(x: 400, y: 500), time: 0.12, viewportWidth: width), [],
                       "the last finger of a pinch is no tap")
    }
}
