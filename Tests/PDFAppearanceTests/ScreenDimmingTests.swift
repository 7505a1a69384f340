import XCTest
import PDFAppearance

final class ScreenDimmingTests: XCTestCase {
    func testDefaultRangeDimsUpTo60Percent() {
        let dimming = ScreenDimming()
        XCTAssertEqual(dimming.opacity(forBrightness: 1), 0)
        XCTAssertEqual(dimming.opacity(forBrightness: 0), 0.6, accuracy: 1e-12)
        XCTAssertEqual(dimming.opacity(forBrightness: 0.5), 0.3, accuracy: 1e-12)
        XCTAssertEqual(dimming.opacity(forBrightness: -3), 0.6, accuracy: 1e-12)
        XCTAssertEqual(dimming.opacity(forBrightness: 9), 0)
    }

    func testConfiguredRange() {
        let dimming = ScreenDimming(minimum: 0.2, maximum: 1)
        XCTAssertEqual(dimming.opacity(forBrightness: 1), 0.2, accuracy: 1e-12)
        XCTAssertEqual(dimming.opacity(forBrightness: 0), 1)
    }

    func testOutOfRangeLimitsAreClampedAndOrdered() {
        XCTAssertEqual(ScreenDimming(minimum: -1, maximum: 2), ScreenDimming(minimum: 0, maximum: 1))
        XCTAssertEqual(ScreenDimming(minimum: 0.5, maximum: 0.2), ScreenDimming(minimum: 0.5, maximum: 0.5))
    }

    func testConfigurationCarriesTheDimming() {
        XCTAssertEqual(PDFConfiguration().dimming, ScreenDimming())
        let configuration = PDFConfiguration { $0.dimming = ScreenDimming(maximum: 0.9) }
        XCTAssertEqual(configuration.configurationUpdated { $0.allowedAppearanceModes = .night }.dimming.maximum, 0.9)
    }
}
