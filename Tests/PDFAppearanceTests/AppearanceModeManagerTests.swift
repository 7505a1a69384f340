import XCTest
import PDFAppearance

final class AppearanceModeManagerTests: XCTestCase {
    /// Keeps night mode but drops hue preservation.
    private final class PlainInversionDelegate: AppearanceModeManagerDelegate {
        func appearanceManager(_ manager: PDFAppearanceModeManager, renderOptionsFor mode: PDFAppearanceMode) -> RenderOptions {
            var options = manager.defaultRenderOptions(for: mode)
            options.filters.remove(.colorCorrectInverted)
            return options
        }
    }

    /// Implements nothing, so the default mapping applies.
    private final class SilentDelegate: AppearanceModeManagerDelegate {}

    func testDefaultMappingBuildsOnTheDocumentsPageOptions() {
        let document = OptionsDocument()
        document.setRenderOptions(RenderOptions(filters: .grayscale, pageColor: Color(hex: "#FFF8F0")), for: .page)
        let manager = PDFAppearanceModeManager(document: document)

        XCTAssertEqual(manager.renderOptions(for: []), document.renderOptions(for: .page))
        XCTAssertEqual(manager.renderOptions(for: .sepia).filters, [.grayscale, .sepia])
        let night = manager.renderOptions(for: .night)
        XCTAssertTrue(night.invertRenderColor)
        XCTAssertEqual(night.filters, [.grayscale, .colorCorrectInverted])
        XCTAssertEqual(night.pageColor, Color(hex: "#FFF8F0"))
        let warmNight = manager.renderOptions(for: [.night, .sepia])
        XCTAssertTrue(warmNight.invertRenderColor)
        XCTAssertEqual(warmNight.filters, [.grayscale, .colorCorrectInverted, .sepia])
    }

    func testModesNeverChangeProcessorOptions() {
        let document = OptionsDocument()
        let manager = PDFAppearanceModeManager(document: document)
        manager.appearanceMode = .night
        XCTAssertTrue(manager.renderOptions.invertRenderColor)
        XCTAssertEqual(document.renderOptions(for: .processor), RenderOptions())
        XCTAssertEqual(document.renderOptions(for: .page), RenderOptions())
    }

    func testDelegateReplacesTheDefaultMapping() {
        let manager = PDFAppearanceModeManager()
        let delegate = PlainInversionDelegate()
        manager.delegate = delegate
        manager.appearanceMode = .night
        XCTAssertEqual(manager.renderOptions, RenderOptions(invertRenderColor: true))
        XCTAssertEqual(manager.displayColor(for: Color(hex: "#FF0000")!).hexString, "#00FFFF")

        let silent = SilentDelegate()
        manager.delegate = silent
        XCTAssertEqual(manager.renderOptions, RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted))
    }

    func testDisplayColorFollowsThePageRule() {
        let manager = PDFAppearanceModeManager()
        let ink = Color(hex: "#CC3333")!
        XCTAssertEqual(manager.displayColor(for: ink), ink)
        manager.appearanceMode = [.night, .sepia]
        XCTAssertEqual(manager.displayColor(for: ink), ink.applying(manager.renderOptions))
        XCTAssertNotEqual(manager.displayColor(for: ink), ink)
    }

    func testDisallowedModesAreIgnored() {
        let manager = PDFAppearanceModeManager(configuration: PDFConfiguration { $0.allowedAppearanceModes = [.night] })
        manager.appearanceMode = .sepia
        XCTAssertEqual(manager.appearanceMode, [])
        manager.appearanceMode = [.night, .sepia]
        XCTAssertEqual(manager.appearanceMode, [])
        manager.appearanceMode = .night
        XCTAssertEqual(manager.appearanceMode, .night)
    }

    func testRestrictingTheConfigurationFallsBackToDefault() {
        let manager = PDFAppearanceModeManager()
        manager.appearanceMode = .sepia
        manager.configuration = manager.configuration.configurationUpdated { $0.allowedAppearanceModes = [.night] }
        XCTAssertEqual(manager.appearanceMode, [])
    }

    func testChangesAreObservedAndNotified() {
        let manager = PDFAppearanceModeManager()
        var observed: [PDFAppearanceMode] = []
        let observation = manager.observeAppearanceMode { observed.append($0) }
        let notified = expectation(forNotification: PDFAppearanceModeManager.appearanceModeDidChangeNotification,
                                   object: manager) { notification in
            notification.userInfo?[PDFAppearanceModeManager.appearanceModeKey] as? PDFAppearanceMode == .night
        }
        manager.appearanceMode = .night
        manager.appearanceMode = .night
        wait(for: [notified], timeout: 1)
        observation.cancel()
        manager.appearanceMode = .sepia
        XCTAssertEqual(observed, [.night], "one call per change, none after cancel")
    }

    func testCycleSkipsModesThatAreNotAllowed() {
        let manager = PDFAppearanceModeManager(configuration: PDFConfiguration { $0.allowedAppearanceModes = [.night] })
        XCTAssertEqual(manager.cycleAppearanceMode(), .night)
        XCTAssertEqual(manager.cycleAppearanceMode(), [])
    }
}
