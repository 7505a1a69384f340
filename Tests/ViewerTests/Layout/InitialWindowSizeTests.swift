import XCTest
import Viewer

/// Issue 16 #11: the first window fits the display's usable area.
final class InitialWindowSizeTests: XCTestCase {
    func testALargeDisplayGetsThePreferredSize() {
        XCTAssertEqual(InitialWindowSize(usableWidth: 1920, usableHeight: 1160), InitialWindowSize(usableWidth: nil, usableHeight: nil))
        let size = InitialWindowSize(usableWidth: 2560, usableHeight: 1400)
        XCTAssertEqual([size.width, size.height], [900, 1000])
    }

    func testA1024LineScreenWithAPanelKeepsTheBottomOnScreen() {
        let size = InitialWindowSize(usableWidth: 1280, usableHeight: 1024 - 28)
        XCTAssertLessThanOrEqual(Double(size.height), 0.9 * 996)
        XCTAssertEqual(size.height, 896)
        XCTAssertEqual(size.width, 806, "the page shape stays: 9:10")
    }

    func testEveryDisplayGetsAWindowInsideNinetyPercentOfItWithThePageShape() {
        for usableWidth in stride(from: 320, through: 4000, by: 97) {
            for usableHeight in stride(from: 320, through: 3000, by: 89) {
                let size = InitialWindowSize(usableWidth: usableWidth, usableHeight: usableHeight)
                let name = "\(usableWidth)×\(usableHeight) → \(size.width)×\(size.height)"
                XCTAssertLessThanOrEqual(Double(size.width), 0.9 * Double(usableWidth), name)
                XCTAssertLessThanOrEqual(Double(size.height), 0.9 * Double(usableHeight), name)
                XCTAssertLessThanOrEqual(size.width, 900, name)
                XCTAssertLessThanOrEqual(size.height, 1000, name)
                XCTAssertEqual(Double(size.width) / Double(size.height), 0.9, accuracy: 0.01, name)
                XCTAssertTrue(size.width == 900 || abs(Double(size.height) - 0.9 * Double(usableHeight)) < 1.5
                              || abs(Double(size.width) - 0.9 * Double(usableWidth)) < 1.5, "\(name): as large as allowed")
            }
        }
    }

    func testATinyDisplayStillGetsAUsableWindow() {
        let size = InitialWindowSize(usableWidth: 100, usableHeight: 80)
        XCTAssertEqual([size.width, size.height], [200, 200])
    }
}
