import XCTest
import Viewer

final class KioskTimerTests: XCTestCase {
    func testSlideshowTurnsPagesAtItsInterval() {
        var timer = KioskTimer(slideshowSeconds: 5, idleResetSeconds: nil, startingAt: 100)
        XCTAssertEqual(timer.nextDeadline, 105)
        XCTAssertNil(timer.fire(at: 104.9))
        XCTAssertEqual(timer.fire(at: 105), .turnPage)
        XCTAssertNil(timer.fire(at: 105.1))
        XCTAssertEqual(timer.nextDeadline, 110)
        XCTAssertEqual(timer.fire(at: 110.2), .turnPage)
        XCTAssertEqual(timer.nextDeadline, 115, "late wake-ups do not make the slideshow drift")
    }

    func testInputPostponesTheNextPage() {
        var timer = KioskTimer(slideshowSeconds: 5, idleResetSeconds: nil, startingAt: 0)
        timer.noteInput(at: 4)
        XCTAssertNil(timer.fire(at: 5))
        XCTAssertEqual(timer.fire(at: 9), .turnPage)
    }

    func testALongStallTurnsOnePage() {
        var timer = KioskTimer(slideshowSeconds: 5, idleResetSeconds: nil, startingAt: 0)
        XCTAssertEqual(timer.fire(at: 60), .turnPage)
        XCTAssertNil(timer.fire(at: 60))
        XCTAssertEqual(timer.nextDeadline, 65)
    }

    func testIdleResetHappensOnceUntilTheNextInput() {
        var timer = KioskTimer(slideshowSeconds: nil, idleResetSeconds: 30, startingAt: 0)
        timer.noteInput(at: 20)
        XCTAssertNil(timer.fire(at: 30))
        XCTAssertEqual(timer.fire(at: 50), .returnToFirstPage)
        XCTAssertNil(timer.fire(at: 500))
        XCTAssertNil(timer.nextDeadline)
        timer.noteInput(at: 600)
        XCTAssertEqual(timer.nextDeadline, 630)
        XCTAssertEqual(timer.fire(at: 630), .returnToFirstPage)
    }

    func testIdleResetWinsAndRestartsTheSlideshow() {
        var timer = KioskTimer(slideshowSeconds: 10, idleResetSeconds: 10, startingAt: 0)
        XCTAssertEqual(timer.fire(at: 10), .returnToFirstPage)
        XCTAssertNil(timer.fire(at: 10))
        XCTAssertEqual(timer.fire(at: 20), .turnPage)
    }

    func testUnusableIntervalsAreOff() {
        var timer = KioskTimer(slideshowSeconds: 0, idleResetSeconds: .infinity, startingAt: 0)
        XCTAssertNil(timer.nextDeadline)
        XCTAssertNil(timer.fire(at: 1e9))
    }

    func testSlidesLoopAtTheEnd() {
        XCTAssertEqual(KioskTimer.page(after: 0, pageCount: 3), 1)
        XCTAssertEqual(KioskTimer.page(after: 2, pageCount: 3), 0)
        XCTAssertEqual(KioskTimer.page(after: 2, pageCount: 4, step: 2), 0)
        XCTAssertEqual(KioskTimer.page(after: 0, pageCount: 4, step: 2), 2)
        XCTAssertEqual(KioskTimer.page(after: 0, pageCount: 1), 0)
    }
}
