import Viewer
import XCTest
@testable import SDLFrontend

/// The slideshow and the idle reset on a fake host's clock, without a window.
final class SlideshowLayerTests: XCTestCase {
    func testPagesTurnOnTheHostsClockInputPausesThemAndIdlenessReturnsToTheFirstPage() throws {
        let host = FakeLayerHost()
        let slideshow = try XCTUnwrap(SlideshowLayer(options: KioskOptions(slideshowSeconds: 5, idleResetSeconds: 12),
                                                     now: host.now))
        XCTAssertEqual(slideshow.nextWakeUp, host.now + 5000)
        slideshow.tick(now: host.now + 4999, in: host)
        XCTAssertEqual(host.actions, [], "nothing before its time")
        slideshow.tick(now: host.now + 5000, in: host)
        XCTAssertEqual(host.actions, [.turnToNextSpread])
        XCTAssertEqual(host.state.currentPageIndex, 1)

        host.now += 7000
        XCTAssertFalse(slideshow.handle(.key(.pageDown), in: host), "it never takes input")
        XCTAssertEqual(slideshow.nextWakeUp, host.now + 5000, "a key pauses the slideshow for a whole interval")
        host.forgetRequests()
        slideshow.tick(now: host.now + 5000, in: host)
        slideshow.tick(now: host.now + 10000, in: host)
        XCTAssertEqual(host.actions, [.turnToNextSpread, .turnToNextSpread])
        XCTAssertEqual(host.state.currentPageIndex, 3)

        slideshow.tick(now: host.now + 12000, in: host)
        XCTAssertEqual(host.actions.last, .returnToFirstPage, "twelve seconds without input go back to the start")
        XCTAssertEqual(host.state.currentPageIndex, 0)
    }

    func testAPointerThatDidNotMoveDoesNotPauseIt() throws {
        let host = FakeLayerHost()
        let slideshow = try XCTUnwrap(SlideshowLayer(options: KioskOptions(slideshowSeconds: 5), now: host.now))
        host.now += 3000
        host.pointerMoved = false
        XCTAssertFalse(slideshow.handle(.move(ScreenPoint(x: 10, y: 10)), in: host))
        XCTAssertEqual(slideshow.nextWakeUp, 6000, "a report of where the pointer rests is no reader's input")
        host.pointerMoved = true
        XCTAssertFalse(slideshow.handle(.move(ScreenPoint(x: 10, y: 10)), in: host))
        XCTAssertEqual(slideshow.nextWakeUp, host.now + 5000)
    }
}
