import XCTest
@testable import Viewer

/// "Not Available" rows and disabled choices, with a made-up restriction
/// (the layout supports every combination today): no horizontal scrolling
/// with the jump transition, and no adaptive fitting in double page mode.
final class SettingsAvailabilityTests: XCTestCase {
    private func rows(_ layout: ViewerLayoutSettings) -> [SettingsRow] {
        SettingsPanel.rows(configuration: ViewerConfiguration(), values: SettingsValues(layout: layout)) { layout, option in
            let result = layout.replacing(option)
            return !(result.transition == .jump && result.direction == .horizontal)
                && !(result.pageMode == .double && result.fitting == .adaptive)
        }
    }

    private func row(_ kind: SettingsRowKind, _ layout: ViewerLayoutSettings) -> SettingsRow.Control? {
        rows(layout).first { $0.kind == kind }?.control
    }

    func testARowWithoutAnotherAvailableChoiceSaysNotAvailable() {
        XCTAssertEqual(row(.scrollDirection, ViewerLayoutSettings(transition: .jump)), .notAvailable)
        XCTAssertNotEqual(row(.scrollDirection, ViewerLayoutSettings(transition: .continuous)), .notAvailable)
    }

    func testUnavailableChoicesAreMarkedButTheRowStays() {
        guard case .segments(let choices)? = row(.pageFitting, ViewerLayoutSettings(pageMode: .double)) else {
            return XCTFail("expected segments")
        }
        XCTAssertEqual(choices.map(\.isAvailable), [true, true, false])
    }

    func testNotAvailableRowsAreSkippedByTheFocus() {
        let rows = rows(ViewerLayoutSettings(transition: .jump))
        XCTAssertFalse(rows.first { $0.kind == .scrollDirection }!.isFocusable)
        XCTAssertTrue(rows.first { $0.kind == .pageMode }!.isFocusable)
    }
}
