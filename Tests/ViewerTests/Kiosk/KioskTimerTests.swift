import XCTest
@testable import Viewer

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

    func testInputPausesTheSlideshowForAFullIntervalEachTime() {
        var timer = KioskTimer(slideshowSeconds: 2, idleResetSeconds: nil, startingAt: 0)
        for now in stride(from: 1.5, through: 9.5, by: 1.5) {
            timer.noteInput(at: now)
            XCTAssertEqual(timer.nextDeadline, now + 2, "input at \(now) pauses the slideshow for its interval")
            XCTAssertNil(timer.fire(at: now + 1.9))
        }
        XCTAssertEqual(timer.fire(at: 11.5), .turnPage, "two seconds after the last input the slideshow goes on")
        XCTAssertEqual(timer.fire(at: 13.5), .turnPage, "and keeps its cadence without input")
    }

    func testInputRightAfterAPageTurnWaitsAFullIntervalAgain() {
        var timer = KioskTimer(slideshowSeconds: 5, idleResetSeconds: 20, startingAt: 0)
        XCTAssertEqual(timer.fire(at: 5), .turnPage)
        timer.noteInput(at: 5.1)
        XCTAssertEqual(timer.nextDeadline, 10.1)
        XCTAssertNil(timer.fire(at: 10))
        XCTAssertEqual(timer.fire(at: 10.1), .turnPage)
        XCTAssertEqual(timer.fire(at: 25.1), .returnToFirstPage, "page turns are not input: the idle time counts from 5.1")
    }

    func testTheSlideshowTurnsSpreadsAndLoops() {
        var single = ViewerState.make(FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: 3)),
                                      layout: ViewerLayoutSettings(transition: .jump))
        var pages: [Int] = []
        for _ in 0..<4 {
            single.apply(.turnPage)
            pages.append(single.currentPageIndex)
        }
        XCTAssertEqual(pages, [1, 2, 0, 1])

        var double = ViewerState.make(FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: 6)),
                                      layout: ViewerLayoutSettings(transition: .jump, pageMode: .double))
        var spreads: [Range<Int>] = []
        for _ in 0..<5 {
            double.apply(.turnPage)
            spreads.append(double.spreadPages(containing: double.currentPageIndex))
        }
        XCTAssertEqual(spreads, [1..<3, 3..<5, 5..<6, 0..<1, 1..<3], "the cover, facing pairs, the lone last page")

        var continuous = ViewerState.make(FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: 4)))
        continuous.apply(.turnPage)
        continuous.apply(.turnPage)
        XCTAssertEqual(continuous.readingPosition.pageIndex, 2)
        continuous.apply(.returnToFirstPage)
        XCTAssertEqual(continuous.readingPosition.pageIndex, 0)
    }
}
