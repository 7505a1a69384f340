import XCTest
@testable import Viewer

/// Every combination the settings overlay can choose must really work.
final class LayoutCombinationTests: XCTestCase {
    /// Every transition × direction × page mode × fitting.
    static let allSettings: [ViewerLayoutSettings] =
        PageTransition.allCases.flatMap { transition in
            ScrollDirection.allCases.flatMap { direction in
                PageMode.allCases.flatMap { mode in
                    PageFitting.allCases.map { ViewerLayoutSettings(transition: transition, direction: direction,
                                                                    pageMode: mode, fitting: $0) }
                }
            }
        }

    func testThereAreThirtySixCombinations() {
        XCTAssertEqual(Set(Self.allSettings).count, 36)
    }

    /// For every combination the API reports as supported (and every option
    /// it offers from there): pages show, tiles cover them, hits round-trip,
    /// navigation, zoom and rotation keep the page in view.
    func testEverySupportedCombinationWorks() {
        for settings in Self.allSettings {
            XCTAssertTrue(settings.isSupported, "\(settings)")
            for option in ViewerLayoutOption.allOptions {
                XCTAssertTrue(settings.isAvailable(option), "\(settings) \(option)")
            }
            for viewport in [ViewportSize(width: 800, height: 600), ViewportSize(width: 500, height: 900)] {
                var state = ViewerState(geometry: FakePageGeometry.varied, viewport: viewport, startPage: 4,
                                        layoutSettings: settings)
                let name = "\(settings) in \(viewport.width)×\(viewport.height)"
                XCTAssertTrue(state.visibleIndices.contains(4), name)
                assertTilesCoverExactly(state)
                assertHitsRoundTrip(state, name)

                state.goToPage(8)
                XCTAssertTrue(state.visibleIndices.contains(8), name)
                XCTAssertTrue(state.spreadPages(containing: 8).contains(state.currentPageIndex), name)

                var previous = state.currentPageIndex
                for _ in 0..<500 {
                    guard state.apply(.screenDown) == .viewChanged else { break }
                    XCTAssertGreaterThanOrEqual(state.currentPageIndex, previous, "\(name): Page Down goes forward")
                    previous = state.currentPageIndex
                }
                XCTAssertTrue(state.visibleIndices.contains(9), "\(name): reaches the end")

                state.goToPage(2)
                XCTAssertTrue(state.visibleIndices.contains(2), name)
                var current = state.currentPageIndex
                state.zoom(by: 1.5, about: state.viewport.center)
                XCTAssertTrue(state.visibleIndices.contains(current), "\(name): zoom keeps the current page")
                assertTilesCoverExactly(state)
                current = state.currentPageIndex
                state.rotate(to: .clockwise90)
                XCTAssertTrue(state.visibleIndices.contains(current), "\(name): rotation keeps the current page")
                assertHitsRoundTrip(state, name)
                XCTAssertLessThanOrEqual(state.prefetchTiles().count, 4 * 9, "\(name): prefetch stays bounded")
            }
        }
    }

    private func assertHitsRoundTrip(_ state: ViewerState, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        for page in state.visiblePages() {
            let middle = ScreenPoint(x: page.visibleFrame.midXForTest, y: page.visibleFrame.midYForTest)
            let hit = try! XCTUnwrap(state.hit(at: middle), name, file: file, line: line)
            XCTAssertEqual(hit.pageIndex, page.index, name, file: file, line: line)
            let back = state.screenPoint(of: hit.point, onPage: hit.pageIndex)
            XCTAssertEqual(back.x, middle.x, accuracy: 0.01, name, file: file, line: line)
            XCTAssertEqual(back.y, middle.y, accuracy: 0.01, name, file: file, line: line)
        }
    }
}
