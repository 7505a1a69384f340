import PDFEngine
@testable import ReaderCore
import Viewer
import XCTest

final class FrameSchedulerTests: XCTestCase {
    private let tile = RenderKey(page: 0, scale: 1)
    private let other = RenderKey(page: 1, scale: 1)
    private let prefetch = [RenderRequest(key: RenderKey(page: 2, scale: 1), priority: .prefetch)]

    /// A frame composed at `now` that lacked `missing`.
    private func compose(_ frames: inout FrameScheduler, missing: [RenderKey], blank: Bool? = nil, now: UInt64,
                         ahead: [PageTile] = []) -> [RenderRequest]? {
        frames.frameComposed(missing: missing, hasBlankTiles: blank ?? !missing.isEmpty, tilesAhead: ahead, now: now) { prefetch }
    }

    func testTheWindowStaysHiddenUntilItsFirstFrameIsCompleteOrItsPatienceRunsOut() {
        var frames = FrameScheduler(openedAt: 1000)
        XCTAssertEqual(compose(&frames, missing: [tile], now: 1000), [RenderRequest(key: tile, priority: .visible)])
        XCTAssertEqual(frames.presentation(now: 1010), .init(showsWindow: false, presents: false))
        XCTAssertEqual(frames.nextDue, 1000 + FrameScheduler.firstFramePatience)
        XCTAssertFalse(frames.dueWork(now: 1100).redraw)
        XCTAssertTrue(frames.dueWork(now: 1000 + FrameScheduler.firstFramePatience).redraw, "patience is up: draw what there is")
        _ = compose(&frames, missing: [tile], now: 1250)
        XCTAssertEqual(frames.presentation(now: 1250), .init(showsWindow: true, presents: true))
        XCTAssertNil(frames.windowHiddenUntil)
    }

    func testACompleteFirstFrameShowsTheWindowAtOnce() {
        var frames = FrameScheduler(openedAt: 0)
        XCTAssertNil(compose(&frames, missing: [], now: 20))
        XCTAssertEqual(frames.presentation(now: 20), .init(showsWindow: true, presents: true))
    }

    func testACompleteFrameDefersItsPrefetchAndTheTexturesWaitForIt() {
        var frames = FrameScheduler(openedAt: 0)
        let ahead = ViewerState(geometry: Pages(), viewport: ViewportSize(width: 200, height: 300), startPage: 2).prefetchTiles()
        let aheadPages = Array(Set(ahead.map(\.pageIndex))).sorted()
        XCTAssertFalse(aheadPages.isEmpty)
        XCTAssertNil(compose(&frames, missing: [], now: 100, ahead: ahead), "nothing is wanted at once")
        _ = frames.presentation(now: 100)
        XCTAssertEqual(frames.nextDue, 100 + FrameScheduler.prefetchDelay)
        XCTAssertFalse(frames.shouldWarmTextures, "the frame goes to the display first")
        XCTAssertNil(compose(&frames, missing: [], now: 105, ahead: ahead), "a second frame")
        XCTAssertEqual(frames.nextDue, 100 + FrameScheduler.prefetchDelay, "does not postpone the prefetch")
        XCTAssertNil(frames.dueWork(now: 107).prefetch)
        let due = frames.dueWork(now: 108)
        XCTAssertEqual(due.prefetch, prefetch)
        XCTAssertEqual(due.linkPages, aheadPages, "the links of the pages ahead are read with it")
        XCTAssertNil(frames.dueWork(now: 200).prefetch, "handed out once")
        XCTAssertNil(frames.nextDue)
        XCTAssertTrue(frames.shouldWarmTextures)
        frames.texturesWarmed(moreToFill: false)
        XCTAssertFalse(frames.shouldWarmTextures)
        XCTAssertFalse(frames.tileArrived { _ in true }, "a prefetched tile needs no frame")
        XCTAssertTrue(frames.shouldWarmTextures, "but its texture may be filled ahead")
    }

    func testAPageTurnWithBlankTilesIsHeldUntilEveryVisibleTileArrives() {
        var frames = FrameScheduler(openedAt: 0)
        _ = compose(&frames, missing: [], now: 10)
        XCTAssertTrue(frames.presentation(now: 10).presents)
        XCTAssertEqual(compose(&frames, missing: [tile, other], now: 500)?.map(\.key), [tile, other], "a turn drops the deferred prefetch")
        XCTAssertFalse(frames.presentation(now: 500).presents, "held")
        XCTAssertEqual(frames.nextDue, 500 + PartialFrameHold.longestHold)
        XCTAssertFalse(frames.tileArrived { $0 == self.tile }, "one tile is not enough")
        XCTAssertTrue(frames.tileArrived { _ in true }, "all in: draw")
        XCTAssertTrue(frames.dueWork(now: 500 + PartialFrameHold.longestHold).redraw, "or when the hold is up")
    }

    func testOutdatedPixelsAreNeverHeld() {
        var frames = FrameScheduler(openedAt: 0)
        _ = compose(&frames, missing: [], now: 10)
        _ = frames.presentation(now: 10)
        frames.beginFrame()
        frames.pageAwaitsPixels(4)
        _ = compose(&frames, missing: [tile], blank: false, now: 20)
        XCTAssertTrue(frames.presentation(now: 20).presents)
        XCTAssertEqual(frames.pagesAwaitingPixels, [4])
        XCTAssertTrue(frames.tileArrived { _ in false }, "nothing held: each tile draws")
        frames.beginFrame()
        XCTAssertEqual(frames.pagesAwaitingPixels, [])
    }

    func testTimesPastWhereAThirtyTwoBitTickCounterWrapsStayInOrder() {
        let late = UInt64(UInt32.max) - 100
        var frames = FrameScheduler(openedAt: late)
        _ = compose(&frames, missing: [tile], now: late)
        XCTAssertEqual(frames.nextDue, late + FrameScheduler.firstFramePatience)
        XCTAssertFalse(frames.dueWork(now: late + 200).redraw)
        XCTAssertTrue(frames.dueWork(now: late + FrameScheduler.firstFramePatience).redraw)
    }
}

/// Six pages of 200×300 points.
private struct Pages: PageGeometrySource {
    var pageCount: Int { 6 }
    func pageSize(at index: Int) -> PageSize { PageSize(width: 200, height: 300) }
}
