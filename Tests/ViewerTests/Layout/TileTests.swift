import XCTest
@testable import Viewer

/// Checks that `state.prefetchTiles()` is, in order and without repeats, the
/// tiles not on screen that one Page Down shows, then one Page Up, then two
/// Page Downs.
func assertPrefetchIsTheNextScreens(_ state: ViewerState, file: StaticString = #filePath, line: UInt = #line) {
    var expected: [PageTile.Key] = []
    var seen = Set(state.visibleTiles().map(\.key))
    for (command, count) in [(ViewerCommand.screenDown, 1), (.screenUp, 1), (.screenDown, 2)] {
        var ahead = state
        guard ahead.apply(command, count: count) == .viewChanged else { continue }
        expected += ahead.visibleTiles().map(\.key).filter { seen.insert($0).inserted }
    }
    XCTAssertEqual(state.prefetchTiles().map(\.key), expected, file: file, line: line)
}

/// Checks that the tiles of every visible page of `state` lie on the page,
/// are at most the tile size, do not overlap, each touches the visible part,
/// and together cover all of it.
func assertTilesCoverExactly(_ state: ViewerState, file: StaticString = #filePath, line: UInt = #line) {
    let size = state.tuning.tileSize
    let pages = state.visiblePages()
    XCTAssertFalse(pages.isEmpty, file: file, line: line)
    for page in pages {
        let tiles = state.tiles(for: page)
        var coveredArea = 0.0
        for tile in tiles {
            let rect = tile.pixelRect
            XCTAssertEqual(tile.pageIndex, page.index, file: file, line: line)
            XCTAssertEqual(tile.scale, state.scale, file: file, line: line)
            XCTAssertEqual(tile.rotation, state.rotation, file: file, line: line)
            XCTAssertLessThanOrEqual(rect.width, size, file: file, line: line)
            XCTAssertLessThanOrEqual(rect.height, size, file: file, line: line)
            XCTAssertEqual(rect.x % size, 0, "grid aligned", file: file, line: line)
            XCTAssertEqual(rect.y % size, 0, "grid aligned", file: file, line: line)
            XCTAssertTrue(rect.x >= 0 && rect.y >= 0 && rect.maxX <= page.pixelWidth && rect.maxY <= page.pixelHeight,
                          "tile \(rect) inside page", file: file, line: line)
            XCTAssertEqual(tile.screenRect.x, page.frame.x + Double(rect.x), file: file, line: line)
            XCTAssertEqual(tile.screenRect.y, page.frame.y + Double(rect.y), file: file, line: line)
            let visiblePart = tile.screenRect.intersection(page.visibleFrame)
            XCTAssertNotNil(visiblePart, "tile \(rect) is visible", file: file, line: line)
            coveredArea += (visiblePart?.width ?? 0) * (visiblePart?.height ?? 0)
        }
        XCTAssertEqual(Set(tiles.map(\.key)).count, tiles.count, "no duplicate tiles", file: file, line: line)
        // Grid cells do not overlap, so covering the visible area means
        // the visible parts of the tiles add up to it.
        XCTAssertEqual(coveredArea, page.visibleFrame.width * page.visibleFrame.height, accuracy: 0.5,
                       "page \(page.index) visible part covered", file: file, line: line)
    }
}

final class TileTests: XCTestCase {
    func testTilesCoverTheVisiblePartAtFitPage() {
        assertTilesCoverExactly(ViewerState.make())
    }

    func testTilesCoverTheVisiblePartWhileScrolledBetweenPages() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 1.7, about: state.viewport.center)
        state.scroll(byX: 137, y: 3333)
        XCTAssertEqual(state.visiblePages().count, 2)
        assertTilesCoverExactly(state)
    }

    func testHugePageAtHighZoomNeedsOnlyAFewSmallTiles() {
        var state = ViewerState.make(.mixed, startPage: 6)
        state.zoom(to: 64, about: state.viewport.center)
        let page = try! XCTUnwrap(state.visiblePages().first { $0.index == 6 })
        XCTAssertEqual(page.pixelWidth, 921_600)
        let tiles = state.tiles(for: page)
        XCTAssertLessThanOrEqual(tiles.count, 9, "800×600 needs at most 3×3 cells of 512")
        assertTilesCoverExactly(state)
        for rotation in Rotation.allCases {
            state.rotate(to: rotation)
            assertTilesCoverExactly(state)
        }
    }

    func testTileKeysStayTheSameWhileScrolling() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 2, about: state.viewport.center)
        let before = Set(state.visibleTiles().map(\.key))
        state.scroll(byX: 0, y: 100)
        let after = Set(state.visibleTiles().map(\.key))
        XCTAssertFalse(before.isDisjoint(with: after), "scrolling reuses tiles")
        state.zoom(by: 1.25, about: state.viewport.center)
        XCTAssertTrue(after.isDisjoint(with: Set(state.visibleTiles().map(\.key))), "zoom changes every key")
    }

    func testPrefetchTakesWhatTheNextScreensShow() {
        var state = ViewerState.make(.uniform)
        state.goToPage(10)
        XCTAssertEqual(Set(state.visiblePages().map(\.index)), [10])
        let prefetch = state.prefetchTiles()
        assertPrefetchIsTheNextScreens(state)
        XCTAssertEqual(prefetch.first?.pageIndex, 11, "Page Down first: the next page")
        XCTAssertTrue(prefetch.contains { $0.pageIndex == 11 && $0.pixelRect.y == 0 }, "top of the next page")
        let previous = prefetch.filter { $0.pageIndex == 9 }
        XCTAssertEqual(previous.map(\.pixelRect.maxY).max(), state.visiblePages()[0].pixelHeight, "bottom of the previous page")
        XCTAssertTrue(prefetch.allSatisfy { $0.scale == state.scale })
        XCTAssertTrue(Set(prefetch.map(\.key)).isDisjoint(with: Set(state.visibleTiles().map(\.key))), "nothing on screen")
    }

    func testAfterPageDownTheNextScreenWasPrefetched() {
        var state = ViewerState.make(.uniform, height: 700)
        for _ in 0..<6 {
            let prefetched = Set(state.prefetchTiles().map(\.key))
            let before = Set(state.visibleTiles().map(\.key))
            XCTAssertEqual(state.apply(.screenDown), .viewChanged)
            XCTAssertTrue(Set(state.visibleTiles().map(\.key)).subtracting(before).isSubset(of: prefetched),
                          "every new tile of the screen was offered before Page Down")
        }
    }

    func testPagePixelSizeIsBoundedByTheExtentLimit() {
        let limits = ZoomLimits(maximumPagePixelExtent: 100_000)
        var state = ViewerState(geometry: FakePageGeometry.mixed, viewport: ViewportSize(width: 800, height: 600),
                                startPage: 6, tuning: ViewerTuning(zoomLimits: limits))
        state.zoom(to: 64, about: state.viewport.center)
        XCTAssertEqual(state.zoom, 100_000 / 14_400, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(state.visiblePages().map(\.pixelWidth).max() ?? 0, 100_000)
    }
}
