import XCTest
import PDFAppearance

final class PDFConfigurationTests: XCTestCase {
    func testAllModesAreAllowedByDefault() {
        XCTAssertEqual(PDFConfiguration().allowedAppearanceModes, .all)
    }

    func testBuilderSetsAllowedModes() {
        let configuration = PDFConfiguration { builder in
            builder.allowedAppearanceModes = [.night]
        }
        XCTAssertEqual(configuration.allowedAppearanceModes, .night)
    }

    func testConfigurationUpdatedReturnsAChangedCopy() {
        let original = PDFConfiguration { $0.allowedAppearanceModes = .sepia }
        let updated = original.configurationUpdated { $0.allowedAppearanceModes.insert(.night) }
        XCTAssertEqual(original.allowedAppearanceModes, .sepia)
        XCTAssertEqual(updated.allowedAppearanceModes, .all)
    }
}
