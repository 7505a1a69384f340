import XCTest
import Viewer

final class ReflowTextSizeTests: XCTestCase {
    func testStepsAroundTheStandardElevenPoints() {
        XCTAssertEqual(ReflowTextSize.larger(than: 11), 12)
        XCTAssertEqual(ReflowTextSize.smaller(than: 11), 10)
        XCTAssertEqual(ReflowTextSize.larger(than: 14), 16)
        XCTAssertEqual(ReflowTextSize.larger(than: 11.5), 12, "a size between steps goes to the next step")
    }

    func testTheEndsStay() {
        XCTAssertEqual(ReflowTextSize.larger(than: 48), 48)
        XCTAssertEqual(ReflowTextSize.smaller(than: 6), 6)
    }
}
