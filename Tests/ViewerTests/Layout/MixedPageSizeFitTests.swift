import XCTest
@testable import Viewer

/// Fitting a document whose pages differ in size, like a book whose cover
/// (612×792 pt) is larger than its pages (480×678 pt): "fit page" shows
/// every page whole (each spread, with two pages) whichever page it was
/// chosen on, and going back and forward in the history brings a place
/// back at the zoom it had (issue 23, item 4).
final class MixedPageSizeFitTests: XCTestCase {
    /// A 352-page book: a Letter cover, then smaller pages.
    static let book = FakePageGeometry(sizes: [FakePageGeometry.letter]
        + Array(repeating: PageSize(width: 480, height: 678), count: 351))

    /// Every transition, direction and page mode (single pages or spreads).
    static let layouts: [ViewerLayoutSettings] = PageTransition.allCases.flatMap { transition in
        ScrollDirection.allCases.flatMap { direction in
            [PageMode.single, .double].map { pageMode in
                ViewerLayoutSettings(transition: transition, direction: direction, pageMode: pageMode, fitting: .fit)
            }
        }
    }

    private func makeBook(_ layout: ViewerLayoutSettings, width: Double = 800, height: Double = 900) -> ViewerState {
        ViewerState.make(Self.book, width: width, height: height, layout: layout)
    }

    private func assertInsideViewport(_ state: ViewerState, page: Int, _ message: String,
                                      file: StaticString = #filePath, line: UInt = #line) {
        let frame = state.screenFrame(ofPage: page)
        XCTAssertGreaterThanOrEqual(frame.x, 0, message, file: file, line: line)
        XCTAssertGreaterThanOrEqual(frame.y, 0, message, file: file, line: line)
        XCTAssertLessThanOrEqual(frame.maxX, state.viewport.width, message, file: file, line: line)
        XCTAssertLessThanOrEqual(frame.maxY, state.viewport.height, message, file: file, line: line)
    }

    func testFitPageChosenOnASmallPageStillShowsTheLargerCoverWhole() {
        for layout in Self.layouts {
            var state = makeBook(layout)
            state.apply(.goToFirstPage, count: 26)
            XCTAssertTrue(state.spreadPages(containing: 25).contains(state.currentPageIndex), "\(layout)")
            state.apply(.fitPage)
            for page in state.spreadPages(containing: 25) { assertInsideViewport(state, page: page, "26g z, \(layout)") }
            state.apply(.goToFirstPage)
            XCTAssertEqual(state.currentPageIndex, 0, "\(layout)")
            XCTAssertEqual(state.fitMode, .page)
            assertInsideViewport(state, page: 0, "26g z g, \(layout)")
        }
    }

    func testTheCoverFitsWhateverPageAResizeHappensOn() {
        for layout in Self.layouts {
            var state = makeBook(layout)
            state.apply(.goToFirstPage, count: 26)
            state.resize(to: ViewportSize(width: 700, height: 1000))
            state.apply(.goToFirstPage)
            assertInsideViewport(state, page: 0, "26g, resize, g, \(layout)")
        }
    }

    func testGoingBackAndForwardRestoresTheZoomThePlaceHad() {
        for layout in Self.layouts {
            var state = makeBook(layout)
            state.apply(.goToFirstPage, count: 26)
            let zoom = state.zoom, frame = state.screenFrame(ofPage: 25)
            XCTAssertEqual(state.apply(.historyBack), .viewChanged, "\(layout)")
            XCTAssertEqual(state.currentPageIndex, 0, "\(layout)")
            assertInsideViewport(state, page: 0, "26g, back, \(layout)")
            XCTAssertEqual(state.apply(.historyForward), .viewChanged, "\(layout)")
            XCTAssertEqual(state.zoom, zoom, accuracy: 1e-9, "26g, back, forward, \(layout)")
            XCTAssertEqual(state.screenFrame(ofPage: 25), frame, "26g, back, forward, \(layout)")
            XCTAssertEqual(state.fitMode, .page)
        }
    }

    func testFitWidthKeepsTheWidestPageInsideTheWindow() {
        var state = makeBook(ViewerLayoutSettings(fitting: .fill))
        state.apply(.goToFirstPage, count: 26)
        state.apply(.fitWidth)
        XCTAssertEqual(state.screenFrame(ofPage: 25).width, 800 * 480 / 612, accuracy: 1)
        state.apply(.goToFirstPage)
        let cover = state.screenFrame(ofPage: 0)
        XCTAssertEqual(cover.x, 0)
        XCTAssertEqual(cover.width, 800, "the widest page fills the width, none goes beyond it")
    }

    func testAFittedZoomIsFittedAgainWhenALargerPageSizeArrives() {
        // The first pages are read and the others estimated from them; page
        // 40 is in fact a larger page.
        var sizes = Array(repeating: PageSize(width: 480, height: 678), count: 60)
        sizes[40] = PageSize(width: 1000, height: 1400)
        let exact = FakePageGeometry(sizes: sizes)
        let partlyRead = EstimatedPageSizeTests.PartlyReadGeometry(exact: exact, known: [0, 1, 2])
        for layout in [ViewerLayoutSettings.default, ViewerLayoutSettings(pageMode: .double)] {
            let viewport = ViewportSize(width: 800, height: 600)
            var state = ViewerState(geometry: partlyRead, viewport: viewport, layoutSettings: layout)
            state.updatePageSizes(from: exact)
            XCTAssertFalse(state.hasEstimatedPageSizes)
            XCTAssertEqual(state.zoom, ViewerState(geometry: exact, viewport: viewport, layoutSettings: layout).zoom,
                           accuracy: 1e-9, "\(layout)")
            state.goToPage(40)
            assertInsideViewport(state, page: 40, "\(layout)")

            var custom = ViewerState(geometry: partlyRead, viewport: viewport, layoutSettings: layout)
            custom.zoom(to: 0.9, about: custom.viewport.center)
            custom.updatePageSizes(from: exact)
            XCTAssertEqual(custom.zoom, 0.9, "a custom zoom stays, \(layout)")
        }
    }

    func testAOneSizeDocumentFitsAsBefore() {
        var state = ViewerState.make(.uniform, width: 800, height: 600, layout: .default)
        XCTAssertEqual(state.screenFrame(ofPage: 0).height, 600)
        state.apply(.goToFirstPage, count: 20)
        state.apply(.fitPage)
        XCTAssertEqual(state.screenFrame(ofPage: 19).height, 600)
        XCTAssertEqual(state.screenFrame(ofPage: 19).y, 0)
    }
}
