import XCTest
import ReaderCore

final class PartialFrameHoldTests: XCTestCase {
    func testAFrameWithBlankTilesAfterACompleteOneWaitsUntilItsTilesOrTheDeadline() {
        var hold = PartialFrameHold()
        XCTAssertTrue(hold.shouldPresent(hasBlankTiles: false, now: 1000))
        XCTAssertFalse(hold.shouldPresent(hasBlankTiles: true, now: 1010), "the turn waits for its tiles")
        XCTAssertEqual(hold.deadline, 1010 + PartialFrameHold.longestHold)
        XCTAssertFalse(hold.shouldPresent(hasBlankTiles: true, now: 1020), "a later frame keeps the first deadline")
        XCTAssertEqual(hold.deadline, 1010 + PartialFrameHold.longestHold)
        XCTAssertFalse(hold.isDue(now: 1020))
        XCTAssertTrue(hold.shouldPresent(hasBlankTiles: false, now: 1030), "complete: presented at once")
        XCTAssertNil(hold.deadline)
    }

    func testAtTheDeadlineTheFrameIsPresentedAndLaterPartialFramesAreNotHeld() {
        var hold = PartialFrameHold()
        _ = hold.shouldPresent(hasBlankTiles: false, now: 0)
        XCTAssertFalse(hold.shouldPresent(hasBlankTiles: true, now: 5))
        let deadline = 5 + PartialFrameHold.longestHold
        XCTAssertTrue(hold.isDue(now: deadline))
        XCTAssertTrue(hold.shouldPresent(hasBlankTiles: true, now: deadline), "the wait is over")
        XCTAssertNil(hold.deadline)
        XCTAssertTrue(hold.shouldPresent(hasBlankTiles: true, now: deadline + 1), "tiles arriving one by one show at once")
    }

    func testTheFirstFrameIsNeverHeld() {
        var hold = PartialFrameHold()
        XCTAssertTrue(hold.shouldPresent(hasBlankTiles: true, now: 0), "nothing complete on screen yet")
        XCTAssertFalse(hold.isDue(now: 1000))
    }

    func testTheDeadlineHoldsPastWhereAThirtyTwoBitTickCounterWraps() {
        var hold = PartialFrameHold()
        let late = UInt64(UInt32.max) - 10
        _ = hold.shouldPresent(hasBlankTiles: false, now: late)
        XCTAssertFalse(hold.shouldPresent(hasBlankTiles: true, now: late + 5))
        XCTAssertFalse(hold.isDue(now: late + 15))
        XCTAssertTrue(hold.isDue(now: late + 5 + PartialFrameHold.longestHold))
    }
}
