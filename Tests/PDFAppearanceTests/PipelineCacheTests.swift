import XCTest
@testable import PDFAppearance

final class PipelineCacheTests: XCTestCase {
    func testFiltersAreComparedByName() {
        let first = ColorFilter(name: "warm") { $0 }
        let sameName = ColorFilter(name: "warm") { Color(red: $0.red, green: 0, blue: 0) }
        let otherName = ColorFilter(name: "cool") { $0 }
        XCTAssertEqual(first, sameName)
        XCTAssertNotEqual(first, otherName)
        XCTAssertEqual(RenderOptions(additionalColorFilters: [first]), RenderOptions(additionalColorFilters: [sameName]))
        XCTAssertEqual(RenderOptions(additionalColorFilters: [first]).hashValue,
                       RenderOptions(additionalColorFilters: [sameName]).hashValue)
        XCTAssertNotEqual(RenderOptions(additionalColorFilters: [first]), RenderOptions(additionalColorFilters: [otherName]))
        XCTAssertNotEqual(RenderOptions(additionalColorFilters: [first, otherName]),
                          RenderOptions(additionalColorFilters: [otherName, first]))
    }

    func testEqualOptionsShareOnePipeline() {
        let options = RenderOptions(invertRenderColor: true, filters: [.colorCorrectInverted, .sepia], sepiaIntensity: 0.7)
        XCTAssertTrue(ColorPipeline.cached(for: options) === ColorPipeline.cached(for: options))
        let named = RenderOptions(additionalColorFilters: [ColorFilter(name: "cache-test") { $0 }])
        let renamed = RenderOptions(additionalColorFilters: [ColorFilter(name: "cache-test 2") { $0 }])
        XCTAssertTrue(ColorPipeline.cached(for: named) === ColorPipeline.cached(for: named))
        XCTAssertFalse(ColorPipeline.cached(for: named) === ColorPipeline.cached(for: renamed))
    }

    func testPreparedPipelinesAreCachedWhenTheCompletionRuns() {
        let options = RenderOptions(invertRenderColor: true, filters: [.colorCorrectInverted, .sepia], sepiaIntensity: 0.37)
        XCTAssertNil(ColorPipeline.built(for: options))
        let built = expectation(description: "pipelines built")
        ColorPipeline.prepare(for: [options]) { built.fulfill() }
        wait(for: [built], timeout: 30)
        XCTAssertNotNil(ColorPipeline.built(for: options))
    }

    func testManagerPreparesOnlyTheAllowedModes() {
        var page = RenderOptions()
        page.sepiaIntensity = 0.61
        let document = OptionsDocument()
        document.setRenderOptions(page, for: .page)
        let manager = PDFAppearanceModeManager(configuration: PDFConfiguration { $0.allowedAppearanceModes = [.night] }, document: document)
        let built = expectation(description: "pipelines built")
        manager.preparePipelines { built.fulfill() }
        wait(for: [built], timeout: 30)
        XCTAssertNotNil(ColorPipeline.built(for: manager.renderOptions(for: .night)))
        XCTAssertNil(ColorPipeline.built(for: manager.renderOptions(for: .sepia)))
    }
}
