import XCTest
import PDFAppearance

final class AppearanceCycleTests: XCTestCase {
    private func cycle(allowed: PDFAppearanceMode) -> [PDFAppearanceMode] {
        var modes: [PDFAppearanceMode] = []
        var mode: PDFAppearanceMode = []
        for _ in 0..<5 {
            mode = AppearanceCycle.mode(after: mode, allowedModes: allowed)
            modes.append(mode)
        }
        return modes
    }

    func testAllModesCycleDefaultSepiaNightBothDefault() {
        XCTAssertEqual(cycle(allowed: .all), [.sepia, .night, [.sepia, .night], [], .sepia])
    }

    func testCycleSkipsModesThatAreNotAllowed() {
        XCTAssertEqual(cycle(allowed: .night), [.night, [], .night, [], .night])
        XCTAssertEqual(cycle(allowed: .sepia), [.sepia, [], .sepia, [], .sepia])
        XCTAssertEqual(cycle(allowed: []), [[], [], [], [], []])
    }

    func testCycleContinuesAfterACurrentModeThatIsNoLongerAllowed() {
        XCTAssertEqual(AppearanceCycle.mode(after: .sepia, allowedModes: .night), .night)
        XCTAssertEqual(AppearanceCycle.mode(after: [.sepia, .night], allowedModes: .night), [])
    }

    func testModeNames() {
        XCTAssertEqual(AppearanceCycle.order.map(\.description), ["Default", "Sepia", "Night", "Sepia+Night"])
    }
}
