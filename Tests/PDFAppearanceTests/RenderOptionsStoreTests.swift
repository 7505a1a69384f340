import XCTest
import PDFAppearance

final class RenderOptionsStoreTests: XCTestCase {
    func testUpdateForAllChangesPageAndProcessorOptions() {
        let document = OptionsDocument()
        document.updateRenderOptions(for: .all) { $0.invertRenderColor = true }
        XCTAssertTrue(document.renderOptions(for: .page).invertRenderColor)
        XCTAssertTrue(document.renderOptions(for: .processor).invertRenderColor)
    }

    func testUpdateReceivesACopyOfEachTypesOwnOptions() {
        let document = OptionsDocument()
        document.setRenderOptions(RenderOptions(filters: .grayscale), for: .processor)
        document.updateRenderOptions(for: .all) { $0.filters.insert(.sepia) }
        XCTAssertEqual(document.renderOptions(for: .page).filters, .sepia)
        XCTAssertEqual(document.renderOptions(for: .processor).filters, [.grayscale, .sepia])
    }

    func testSettingPageOptionsLeavesProcessorOptionsAlone() {
        let document = OptionsDocument()
        document.setRenderOptions(RenderOptions(pageColor: Color(hex: "#FFF0D0")), for: .page)
        XCTAssertEqual(document.renderOptions(for: .page).pageColor, Color(hex: "#FFF0D0"))
        XCTAssertNil(document.renderOptions(for: .processor).pageColor)
    }

    func testOptionsOfOneRenderCallOverrideTheDocuments() {
        let store = RenderOptionsStore(options: RenderOptions(filters: .grayscale))
        let override = RenderOptions(invertRenderColor: true)
        XCTAssertEqual(store.resolvedRenderOptions(override, for: .page), override)
        XCTAssertEqual(store.resolvedRenderOptions(nil, for: .processor), RenderOptions(filters: .grayscale))
    }
}
