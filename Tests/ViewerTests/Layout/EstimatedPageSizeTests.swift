import XCTest
@testable import Viewer

/// A long document laid out before every page's size is read (issue 15,
/// goal 3): the pages shown are exact, a move lays out the pages it brings
/// on screen on their real sizes, and the layout becomes exact when all
/// sizes are in without the page on screen moving.
final class EstimatedPageSizeTests: XCTestCase {
    /// The pages of `exact` whose sizes are `known`; the others estimated
    /// as the size of the first known page, as the front end does.
    struct PartlyReadGeometry: PageGeometrySource {
        let exact: FakePageGeometry
        let known: Set<Int>

        var pageCount: Int { exact.pageCount }
        var estimate: PageSize { exact.sizes[known.min() ?? 0] }

        func pageSize(at index: Int) -> PageSize {
            known.contains(index) ? exact.sizes[index] : estimate
        }

        func pageSizes() -> (sizes: PageRuns<PageSize>, estimated: PageRuns<Bool>) {
            (PageRuns((0..<pageCount).map(pageSize)), PageRuns((0..<pageCount).map { !known.contains($0) }))
        }
    }

    /// 60 pages of four sizes in no regular order.
    static let mixed = FakePageGeometry(sizes: (0..<60).map { index in
        [FakePageGeometry.letter, FakePageGeometry.landscape, FakePageGeometry.a4, PageSize(width: 300, height: 400)][index * 7 % 11 % 4]
    })

    /// The document with the sizes of `startPage` and the two pages after
    /// it read, and the same document read whole, both showing `startPage`
    /// at zoom 0.7: a fitted zoom fits every page of the strip, so it
    /// depends on sizes not read yet (`MixedPageSizeFitTests` checks that
    /// it is fitted again when they arrive).
    private func states(startPage: Int = 0, layout: ViewerLayoutSettings = .default) -> (estimated: ViewerState, exact: ViewerState) {
        let viewport = ViewportSize(width: 800, height: 600)
        let known = Set([startPage, startPage + 1, startPage + 2].filter { $0 < Self.mixed.pageCount })
        func zoomed(_ geometry: some PageGeometrySource) -> ViewerState {
            var state = ViewerState(geometry: geometry, viewport: viewport, startPage: startPage, layoutSettings: layout)
            let start = state.screenFrame(ofPage: startPage)
            state.zoom(to: 0.7, about: ScreenPoint(x: start.x, y: start.y))
            return state
        }
        return (zoomed(PartlyReadGeometry(exact: Self.mixed, known: known)), zoomed(Self.mixed))
    }

    private func exactSizes(_ pages: [Int]) -> [Int: PageSize] {
        Dictionary(uniqueKeysWithValues: pages.map { ($0, Self.mixed.sizes[$0]) })
    }

    private func assertSameScreen(_ state: ViewerState, _ exact: ViewerState, _ message: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(state.visiblePages(), exact.visiblePages(), message, file: file, line: line)
        XCTAssertEqual(state.currentPageIndex, exact.currentPageIndex, message, file: file, line: line)
        XCTAssertEqual(state.zoom, exact.zoom, message, file: file, line: line)
    }

    func testTheFirstScreenIsLaidOutOnRealSizes() {
        let (estimated, exact) = states()
        XCTAssertTrue(estimated.hasEstimatedPageSizes)
        XCTAssertEqual(estimated.estimatedPagesOnScreen, [])
        assertSameScreen(estimated, exact, "first screen")
    }

    func testTheLayoutIsExactOnceAllSizesAreIn() {
        for settings in [ViewerLayoutSettings.default, ViewerLayoutSettings(pageMode: .double),
                         ViewerLayoutSettings(direction: .horizontal)] {
            var (estimated, exact) = states(startPage: 10, layout: settings)
            estimated.updatePageSizes(from: Self.mixed)
            XCTAssertFalse(estimated.hasEstimatedPageSizes)
            XCTAssertEqual((0..<Self.mixed.pageCount).map(estimated.layout.pageFrame),
                           (0..<Self.mixed.pageCount).map(exact.layout.pageFrame), "\(settings)")
            XCTAssertEqual(estimated.documentHeight, exact.documentHeight)
            XCTAssertEqual(estimated.documentWidth, exact.documentWidth)
            exact.goToPage(40)
            estimated.goToPage(40)
            assertSameScreen(estimated, exact, "after all sizes, \(settings)")
        }
    }

    func testEndShowsTheLastPageWhereItBelongs() {
        var (estimated, exact) = states()
        _ = exact.apply(.goToLastPage)
        _ = estimated.withExactPagesOnScreen(exactSizes) { $0.apply(.goToLastPage) }
        assertSameScreen(estimated, exact, "End")
        XCTAssertEqual(estimated.currentPageIndex, Self.mixed.pageCount - 1)
    }

    func testGoingToAPageShowsItWhereItBelongs() {
        for (page, settings) in [(37, ViewerLayoutSettings.default), (22, ViewerLayoutSettings(pageMode: .double)),
                                 (45, ViewerLayoutSettings(transition: .jump))] {
            var (estimated, exact) = states(layout: settings)
            _ = exact.apply(.goToLastPage, count: page + 1)
            _ = estimated.withExactPagesOnScreen(exactSizes) { $0.apply(.goToLastPage, count: page + 1) }
            assertSameScreen(estimated, exact, "G to page \(page + 1), \(settings)")
        }
    }

    func testThePageOnScreenStaysWhereItIsWhenTheSizesArrive() {
        var (estimated, exact) = states()
        _ = exact.apply(.goToLastPage, count: 31)
        _ = estimated.withExactPagesOnScreen(exactSizes) { $0.apply(.goToLastPage, count: 31) }
        _ = exact.apply(.screenDown)
        _ = estimated.withExactPagesOnScreen(exactSizes) { $0.apply(.screenDown) }
        let before = estimated.visiblePages()
        estimated.updatePageSizes(from: Self.mixed)
        XCTAssertEqual(estimated.visiblePages(), before, "nothing on screen moves")
        assertSameScreen(estimated, exact, "after the sizes arrived")
        _ = exact.apply(.goToLastPage)
        _ = estimated.apply(.goToLastPage)
        assertSameScreen(estimated, exact, "End after the sizes arrived")
    }
}
