import XCTest
import Viewer

final class SettingsPanelLayoutTests: XCTestCase {
    private let rows = SettingsPanel(configuration: ViewerConfiguration { $0.settingsOptions = [.brightness, .pageMode] },
                                     values: SettingsValues(brightness: 0.5)).rows

    private var layout: SettingsPanelLayout {
        SettingsPanelLayout(rows: rows, frame: ScreenRect(x: 100, y: 50, width: 480, height: 200),
                            rowHeight: 40, labelWidth: 100, spacing: 10)
    }

    func testFramesStackRowsWithLabelsLeftOfControls() {
        XCTAssertEqual(layout.labelFrame(ofRow: 1), ScreenRect(x: 110, y: 100, width: 100, height: 40))
        XCTAssertEqual(layout.controlFrame(ofRow: 0), ScreenRect(x: 220, y: 65, width: 350, height: 30))
        XCTAssertEqual(layout.segmentFrames(ofRow: 1).map(\.x), [220, 340, 460])
        XCTAssertEqual(layout.segmentFrames(ofRow: 1).map(\.width), [110, 110, 110])
        XCTAssertTrue(layout.segmentFrames(ofRow: 0).isEmpty)
        XCTAssertEqual(SettingsPanelLayout.height(rowCount: 2, rowHeight: 40, spacing: 10), 100)
    }

    func testASegmentWhoseTitleNeedsMoreThanAnEqualShareGetsItsMinimum() {
        let layout = SettingsPanelLayout(rows: rows, frame: ScreenRect(x: 100, y: 50, width: 480, height: 200),
                                         rowHeight: 40, labelWidth: 100, spacing: 10,
                                         minimumSegmentWidths: [.pageMode: [50, 60, 150]])
        XCTAssertEqual(layout.segmentFrames(ofRow: 1).map(\.width), [90, 90, 150], "the others share the rest equally")
        XCTAssertEqual(layout.segmentFrames(ofRow: 1).map(\.x), [220, 320, 420])
        let roomy = SettingsPanelLayout(rows: rows, frame: ScreenRect(x: 100, y: 50, width: 480, height: 200),
                                        rowHeight: 40, labelWidth: 100, spacing: 10,
                                        minimumSegmentWidths: [.pageMode: [50, 60, 100]])
        XCTAssertEqual(roomy.segmentFrames(ofRow: 1).map(\.width), [110, 110, 110], "minimums below an equal share change nothing")
    }

    func testPressesHitSegmentsAndTheSlider() {
        XCTAssertEqual(layout.target(at: ScreenPoint(x: 360, y: 120)), .choice(.pageMode, index: 1))
        XCTAssertNil(layout.target(at: ScreenPoint(x: 455, y: 120)), "the gap between segments")
        XCTAssertNil(layout.target(at: ScreenPoint(x: 150, y: 120)), "the label")
        XCTAssertEqual(layout.target(at: ScreenPoint(x: 220 + 350 / 4, y: 80)), .slider(.brightness, fraction: 0.25))
        XCTAssertEqual(layout.target(at: ScreenPoint(x: 215, y: 80)), .slider(.brightness, fraction: 0), "near the track's end")
        XCTAssertNil(layout.target(at: ScreenPoint(x: 300, y: 240)), "below the rows")
    }

    func testSliderDragFollowsThePointerAnywhere() {
        XCTAssertEqual(layout.sliderTarget(.brightness, at: ScreenPoint(x: 1000, y: 0)), .slider(.brightness, fraction: 1))
        XCTAssertNil(layout.sliderTarget(.pageMode, at: ScreenPoint(x: 300, y: 80)))
    }

    func testPanelTakesTheLayoutsTargets() {
        var panel = SettingsPanel(configuration: ViewerConfiguration { $0.settingsOptions = [.brightness, .pageMode] },
                                  values: SettingsValues(brightness: 0.5))
        let target = layout.target(at: ScreenPoint(x: 500, y: 120))!
        XCTAssertEqual(panel.press(target), .apply(.layout(.pageMode(.automatic))))
    }
}
