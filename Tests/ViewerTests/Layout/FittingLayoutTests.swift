import XCTest
@testable import Viewer

final class FittingLayoutTests: XCTestCase {
    private func state(_ size: PageSize, width: Double, height: Double, _ layout: ViewerLayoutSettings) -> ViewerState {
        ViewerState.make(FakePageGeometry(sizes: [size, size]), width: width, height: height, layout: layout)
    }

    private func frame(_ size: PageSize, width: Double, height: Double, _ layout: ViewerLayoutSettings) -> ScreenRect {
        state(size, width: width, height: height, layout).screenFrame(ofPage: 0)
    }

    func testFitShowsThePageWholeInBothDirections() {
        for direction in ScrollDirection.allCases {
            let layout = ViewerLayoutSettings(direction: direction, fitting: .fit)
            let portraitWindow = frame(FakePageGeometry.letter, width: 600, height: 800, layout)
            XCTAssertEqual(portraitWindow.width, 600, "\(direction)")
            XCTAssertLessThanOrEqual(portraitWindow.height, 800)
            let landscapeWindow = frame(FakePageGeometry.letter, width: 800, height: 600, layout)
            XCTAssertEqual(landscapeWindow.height, 600, "\(direction)")
            XCTAssertLessThanOrEqual(landscapeWindow.width, 800)
        }
    }

    func testFillFillsAcrossTheStrip() {
        let vertical = frame(FakePageGeometry.letter, width: 800, height: 600, ViewerLayoutSettings(fitting: .fill))
        XCTAssertEqual(vertical.width, 800)
        XCTAssertEqual(vertical.height, 1036)
        let horizontal = frame(FakePageGeometry.landscape, width: 700, height: 800,
                               ViewerLayoutSettings(direction: .horizontal, fitting: .fill))
        XCTAssertEqual(horizontal.height, 800)
        XCTAssertEqual(horizontal.width, 1036)
    }

    func testAdaptiveFillsPortraitPagesInAPortraitWindowOnly() {
        let adaptive = ViewerLayoutSettings(fitting: .adaptive)
        // Portrait page, portrait window (height-limited when fitted): fill.
        let portraitInPortrait = frame(FakePageGeometry.letter, width: 700, height: 800, adaptive)
        XCTAssertEqual(portraitInPortrait.width, 700)
        XCTAssertGreaterThan(portraitInPortrait.height, 800)
        // Portrait page, landscape or square window: fit.
        XCTAssertEqual(frame(FakePageGeometry.letter, width: 800, height: 600, adaptive).height, 600)
        XCTAssertEqual(frame(FakePageGeometry.letter, width: 700, height: 700, adaptive).height, 700)
        // Landscape page in a portrait window: fit — seen in the horizontal
        // direction, where fill would fill the height instead.
        let horizontalAdaptive = ViewerLayoutSettings(direction: .horizontal, fitting: .adaptive)
        let landscapeInPortrait = frame(FakePageGeometry.landscape, width: 700, height: 800, horizontalAdaptive)
        XCTAssertEqual(landscapeInPortrait.width, 700)
        XCTAssertLessThan(landscapeInPortrait.height, 800)
        // A rotated landscape page is portrait as displayed: fill.
        var rotated = state(FakePageGeometry.landscape, width: 700, height: 800, horizontalAdaptive)
        rotated.rotate(to: .clockwise90)
        XCTAssertEqual(rotated.screenFrame(ofPage: 0).height, 800)
        // Two portrait pages side by side make a landscape spread: fit.
        let spread = state(FakePageGeometry.letter, width: 700, height: 800,
                           ViewerLayoutSettings(pageMode: .double, fitting: .adaptive))
        XCTAssertLessThanOrEqual(spread.screenFrame(ofPage: 0).maxY, 800)
    }

    func testAdaptiveRuleIsExact() {
        let viewport = ViewportSize(width: 700, height: 800)
        XCTAssertEqual(PageFitting.adaptive.resolved(spreadWidth: 612, spreadHeight: 792, viewport: viewport), .fill)
        XCTAssertEqual(PageFitting.adaptive.resolved(spreadWidth: 792, spreadHeight: 612, viewport: viewport), .fit)
        XCTAssertEqual(PageFitting.adaptive.resolved(spreadWidth: 600, spreadHeight: 600, viewport: viewport), .fit,
                       "a square page is not portrait")
        XCTAssertEqual(PageFitting.adaptive.resolved(spreadWidth: 612, spreadHeight: 792,
                                                     viewport: ViewportSize(width: 800, height: 800)), .fit)
        XCTAssertEqual(PageFitting.fill.resolved(spreadWidth: 792, spreadHeight: 612, viewport: viewport), .fill)
    }

    func testFittingIsReappliedOnResize() {
        var adaptive = state(FakePageGeometry.letter, width: 800, height: 600, ViewerLayoutSettings(fitting: .adaptive))
        XCTAssertEqual(adaptive.screenFrame(ofPage: 0).height, 600)
        adaptive.resize(to: ViewportSize(width: 700, height: 800))
        XCTAssertEqual(adaptive.screenFrame(ofPage: 0).width, 700, "now fill")
        XCTAssertEqual(adaptive.fitMode, .adaptive)
    }

    func testChoosingAFittingLeavesACustomZoom() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 3, about: state.viewport.center)
        state.choose(.direction(.horizontal))
        XCTAssertEqual(state.zoom, 3, "other settings keep a custom zoom")
        state.choose(.fitting(.fill))
        XCTAssertEqual(state.fitMode, .width)
        XCTAssertEqual(state.screenFrame(ofPage: state.currentPageIndex).height, 600)
    }
}
