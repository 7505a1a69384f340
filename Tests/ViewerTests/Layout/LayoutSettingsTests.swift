import XCTest
@testable import Viewer

extension ViewerState {
    /// A state over `geometry` in a window of the given size (no HiDPI) with `layout`.
    static func make(_ geometry: FakePageGeometry = .uniform, width: Double = 800, height: Double = 600,
                     startPage: Int = 0, layout: ViewerLayoutSettings) -> ViewerState {
        ViewerState(geometry: geometry, viewport: ViewportSize(width: width, height: height), startPage: startPage,
                    layoutSettings: layout)
    }

    /// Indices of the visible pages.
    var visibleIndices: [Int] { visiblePages().map(\.index) }
}

final class LayoutSettingsTests: XCTestCase {
    func testDefaultIsTheClassicLayout() {
        let settings = ViewerLayoutSettings.default
        XCTAssertEqual(settings, ViewerLayoutSettings(transition: .continuous, direction: .vertical,
                                                      pageMode: .single, fitting: .fit))
        let state = ViewerState.make(.uniform)
        XCTAssertEqual(state.layoutSettings, settings)
        XCTAssertEqual(state.fitMode, .page)
        XCTAssertEqual(state.effectivePageMode, .single)
    }

    func testConfigurationNamesAreTheRawValues() {
        XCTAssertEqual(PageTransition.allCases.map(\.rawValue), ["continuous", "jump"])
        XCTAssertEqual(ScrollDirection.allCases.map(\.rawValue), ["vertical", "horizontal"])
        XCTAssertEqual(PageMode.allCases.map(\.rawValue), ["single", "double", "automatic"])
        XCTAssertEqual(PageFitting.allCases.map(\.rawValue), ["fit", "fill", "adaptive"])
    }

    func testSettingsRoundTripThroughJSON() throws {
        let json = #"{"transition":"jump","direction":"horizontal","pageMode":"automatic","fitting":"adaptive"}"#
        let decoded = try JSONDecoder().decode(ViewerLayoutSettings.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, ViewerLayoutSettings(transition: .jump, direction: .horizontal,
                                                     pageMode: .automatic, fitting: .adaptive))
        let encoded = try JSONEncoder().encode(decoded)
        XCTAssertEqual(try JSONDecoder().decode(ViewerLayoutSettings.self, from: encoded), decoded)
        let unknown = #"{"transition":"slide","direction":"vertical","pageMode":"single","fitting":"fit"}"#
        XCTAssertThrowsError(try JSONDecoder().decode(ViewerLayoutSettings.self, from: Data(unknown.utf8)))
    }

    func testFitModesAndFittingsCorrespond() {
        for fitting in PageFitting.allCases {
            XCTAssertEqual(FitMode(fitting).fitting, fitting)
        }
        XCTAssertNil(FitMode.custom.fitting)
        XCTAssertEqual(FitMode(.fit), .page)
        XCTAssertEqual(FitMode(.fill), .width)
    }

    func testReplacingOneOption() {
        let settings = ViewerLayoutSettings.default
        XCTAssertEqual(settings.replacing(.direction(.horizontal)).direction, .horizontal)
        XCTAssertEqual(settings.replacing(.pageMode(.double)).pageMode, .double)
        XCTAssertEqual(settings.replacing(.transition(.jump)).transition, .jump)
        XCTAssertEqual(settings.replacing(.fitting(.fill)).fitting, .fill)
        XCTAssertEqual(settings.replacing(.fitting(.fill)).direction, .vertical, "other settings stay")
        XCTAssertEqual(ViewerLayoutOption.allOptions.count, 10)
    }

    func testChoosingAnOptionChangesTheState() {
        var state = ViewerState.make(.uniform, startPage: 3)
        state.choose(.direction(.horizontal))
        XCTAssertEqual(state.layoutSettings.direction, .horizontal)
        XCTAssertEqual(state.currentPageIndex, 3)
        XCTAssertGreaterThan(state.documentWidth, state.documentHeight, "a horizontal strip")
        state.choose(.pageMode(.double))
        XCTAssertEqual(state.effectivePageMode, .double)
        XCTAssertEqual(state.spreadPages(containing: 3), 3..<5)
    }

    func testKeysWAndZChooseTheFitting() {
        var state = ViewerState.make(.uniform, width: 600, height: 800, layout: ViewerLayoutSettings(direction: .horizontal))
        XCTAssertEqual(state.apply(.fitWidth), .viewChanged)
        XCTAssertEqual(state.screenFrame(ofPage: 0).height, 800, "w fills the height when scrolling horizontally")
        XCTAssertEqual(state.layoutSettings.fitting, .fill)
        XCTAssertEqual(state.fitMode, .width)
        state.zoom(by: 2, about: state.viewport.center)
        XCTAssertEqual(state.fitMode, .custom)
        XCTAssertEqual(state.layoutSettings.fitting, .fill, "a custom zoom keeps the chosen fitting for later")
        _ = state.apply(.fitPage)
        XCTAssertEqual(state.layoutSettings.fitting, .fit)
        XCTAssertEqual(state.fitMode, .page)
    }
}
