import XCTest
@testable import Viewer

/// Issue 16 #9: fit page shows the whole spread (both pages of a two-page
/// spread), and in every layout, at every zoom and window size, scrolling
/// reaches every edge of every page.
final class FitPageReachTests: XCTestCase {
    private static let allSettings = LayoutCombinationTests.allSettings

    private static let viewports = [
        ViewportSize(width: 1200, height: 700), ViewportSize(width: 700, height: 1200),
        ViewportSize(width: 800, height: 600), ViewportSize(width: 333, height: 901),
        ViewportSize(width: 1600, height: 500),
        ViewportSize(outputWidth: 2400, outputHeight: 1400, windowWidth: 1200, windowHeight: 700),
    ]

    private static let letter = FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: 7))
    /// Pages of different sizes and orientations, the cover among them.
    private static let uneven = FakePageGeometry(sizes: [
        FakePageGeometry.a4, FakePageGeometry.letter, FakePageGeometry.landscape, FakePageGeometry.letter,
        PageSize(width: 300, height: 1200), FakePageGeometry.a4,
    ])

    /// The issue's steps: a Letter document, double pages, jump, 1200×700, z.
    func testFitPageShowsTheWholeSpreadInTheIssuesWindow() {
        var state = ViewerState.make(Self.letter, width: 1200, height: 700,
                                     layout: ViewerLayoutSettings(transition: .jump, pageMode: .double))
        _ = state.apply(.fitPage)
        _ = state.apply(.screenDown)
        XCTAssertEqual(state.spreadPages(containing: state.currentPageIndex), 1..<3)
        for page in 1..<3 { assertInsideViewport(state, page: page, "page \(page + 1) of the spread") }
        XCTAssertEqual(state.screenFrame(ofPage: 1).maxY, 700, accuracy: 1, "the height limits")
    }

    /// Fit page: wherever it is pressed, the whole spread holding the
    /// current page is on screen, in every combination and window.
    func testFitPageShowsEveryPageOfTheCurrentSpreadWhole() {
        for settings in Self.allSettings {
            for viewport in Self.viewports {
                for geometry in [Self.letter, Self.uneven] {
                    for start in 0..<geometry.pageCount {
                        var state = ViewerState(geometry: geometry, viewport: viewport, startPage: start,
                                                layoutSettings: settings)
                        state.zoom(by: 1.7, about: state.viewport.center)
                        state.goToPage(start)
                        let current = state.currentPageIndex
                        _ = state.apply(.fitPage)
                        let name = "\(settings) in \(viewport) on page \(current + 1)"
                        XCTAssertEqual(state.fitMode, .page, name)
                        let spread = state.spreadPages(containing: current)
                        for page in spread { assertInsideViewport(state, page: page, name) }
                    }
                }
            }
        }
    }

    /// A lone first page (the cover of a book spread) gets the zoom of the
    /// spreads after it when the pages have one size, as in evince and
    /// Okular; so does a lone last page.
    func testLonePagesHaveTheZoomOfTheSpreads() {
        for settings in Self.allSettings where settings.pageMode != .single {
            for viewport in Self.viewports where settings.pageMode == .double || viewport.width > viewport.height {
                var state = ViewerState(geometry: FakePageGeometry(sizes: Array(repeating: FakePageGeometry.letter, count: 4)),
                                        viewport: viewport, startPage: 0, layoutSettings: settings)
                let cover = state.scale
                let coverWidth = state.screenFrame(ofPage: 0).width
                state.goToPage(1)
                XCTAssertEqual(state.scale, cover, accuracy: 1e-9, "\(settings) in \(viewport): cover and spread")
                XCTAssertEqual(state.screenFrame(ofPage: 1).width, coverWidth, "\(settings) in \(viewport)")
                state.goToPage(3)
                XCTAssertEqual(state.scale, cover, accuracy: 1e-9, "\(settings) in \(viewport): last page and spread")
            }
        }
    }

    /// Every edge of every page can be scrolled into view: by the scroll
    /// keys (in the jump transition, within the spread on screen before
    /// they turn the page), at fitted zooms, after zooming in and out, in
    /// every combination and window.
    func testScrollingReachesEveryPageEdge() {
        for settings in Self.allSettings {
            for viewport in Self.viewports {
                for geometry in [Self.letter, Self.uneven] {
                    for zoomFactor in [1.0, 0.4, 1.6, 3.5] {
                        var state = ViewerState(geometry: geometry, viewport: viewport, startPage: 0,
                                                layoutSettings: settings)
                        if zoomFactor != 1 { state.zoom(by: zoomFactor, about: state.viewport.center) }
                        let name = "\(settings) in \(viewport) at zoom ×\(zoomFactor)"
                        if settings.transition == .jump {
                            var spreadStart = 0
                            while spreadStart < geometry.pageCount {
                                state.goToPage(spreadStart)
                                let spread = state.spreadPages(containing: spreadStart)
                                let seen = reachableArea(&state, staying: spread)
                                for page in spread { assertReached(state, seen, page: page, "\(name), spread \(spread)") }
                                spreadStart = spread.upperBound
                            }
                        } else {
                            let seen = reachableArea(&state, staying: nil)
                            for page in 0..<geometry.pageCount { assertReached(state, seen, page: page, name) }
                        }
                    }
                }
            }
        }
    }

    /// Document-pixel bounds of everything the viewport showed while the
    /// scroll keys pushed it to each end on both axes (staying on `spread`
    /// in the jump transition: a key that would turn the page ends the push).
    private func reachableArea(_ state: inout ViewerState, staying spread: Range<Int>?)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var seen = (minX: state.scrollX, minY: state.scrollY,
                    maxX: state.scrollX + state.viewport.width, maxY: state.scrollY + state.viewport.height)
        let start = (x: state.scrollX, y: state.scrollY)
        for command in [ViewerCommand.scrollDown, .scrollUp, .scrollRight, .scrollLeft] {
            for _ in 0..<20_000 {
                var next = state
                guard next.apply(command) == .viewChanged else { break }
                if let spread, next.spreadPages(containing: next.currentPageIndex) != spread { break }
                state = next
                seen.minX = min(seen.minX, state.scrollX)
                seen.minY = min(seen.minY, state.scrollY)
                seen.maxX = max(seen.maxX, state.scrollX + state.viewport.width)
                seen.maxY = max(seen.maxY, state.scrollY + state.viewport.height)
            }
            state.setScroll(x: start.x, y: start.y)
        }
        return seen
    }

    private func assertReached(_ state: ViewerState, _ seen: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                               page: Int, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let frame = state.layout.pageFrame(page)
        XCTAssertTrue(Double(frame.x) >= seen.minX && Double(frame.maxX) <= seen.maxX
                        && Double(frame.y) >= seen.minY && Double(frame.maxY) <= seen.maxY,
                      "\(name): page \(page + 1) at \(frame) not reachable, seen \(seen)", file: file, line: line)
    }

    private func assertInsideViewport(_ state: ViewerState, page: Int, _ name: String,
                                      file: StaticString = #filePath, line: UInt = #line) {
        let frame = state.screenFrame(ofPage: page)
        XCTAssertTrue(frame.x >= 0 && frame.y >= 0 && frame.maxX <= state.viewport.width
                        && frame.maxY <= state.viewport.height,
                      "\(name): page \(page + 1) at \(frame) is not whole in \(state.viewport.width)×\(state.viewport.height)",
                      file: file, line: line)
    }
}
