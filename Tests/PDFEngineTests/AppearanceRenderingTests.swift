import PDFAppearance
import PDFEngine
import XCTest

final class AppearanceRenderingTests: FixtureTestCase {
    private func page() throws -> String {
        try fixtures.pdf("colors.pdf", pages: [(200, 100, "1 0 0 rg 10 10 80 80 re f 0 0 1 rg 110 10 80 80 re f")])
    }

    func testOptionsAreAppliedThroughTheColorPipeline() throws {
        let document = try Document(path: try page())
        let night = RenderOptions(invertRenderColor: true)
        let day = try document.renderDayPixels(page: 0, scale: 1)
        let inverted = try document.render(page: 0, scale: 1, options: night)
        let pipeline = ColorPipeline.cached(for: night)
        for (x, y) in [(5, 5), (50, 50), (150, 50)] {
            let d = day.pixel(x: x, y: y)
            let expected = pipeline.apply(to: Color(rgba8: (d.r, d.g, d.b, d.a))).rgba8
            let got = inverted.pixel(x: x, y: y)
            XCTAssertTrue(got == expected, "pixel \(x),\(y): \(got) vs \(expected)")
        }
        XCTAssertTrue(inverted.pixel(x: 5, y: 5) == (0, 0, 0, 255), "white paper turns black")
        XCTAssertTrue(try document.render(page: 0, scale: 1, options: nil).pixel(x: 5, y: 5) == (255, 255, 255, 255))
    }

    func testExportAppliesOptions() throws {
        let document = try Document(path: try page())
        let out = fixtures.path("night.png")
        try document.exportPNG(page: 0, dpi: 72, options: RenderOptions(invertRenderColor: true), to: out)
        let image = try Document(path: out)
        let pixels = try image.renderDayPixels(page: 0, scale: 200 / image.pageSize(at: 0).width)
        XCTAssertTrue(pixels.pixel(x: 5, y: 5) == (0, 0, 0, 255))
        XCTAssertTrue(pixels.pixel(x: 50, y: 50) == (0, 255, 255, 255), "red inverts to cyan")
    }

    /// The library API with a night palette: a render with the options (what export does) equals
    /// the pipeline on day pixels (what the window does) at every pixel, and white paper is the paper color.
    func testNightPaletteRenderEqualsThePipelineOnDayPixels() throws {
        let document = try Document(path: try page())
        let configuration = PDFConfiguration {
            $0.palette = AppearancePalette(nightPaperColor: AppearancePalette.dimPaper, nightTextColor: AppearancePalette.offWhiteText)
        }
        let night = PDFAppearanceModeManager(configuration: configuration).renderOptions(for: .night)
        let day = try document.renderDayPixels(page: 0, scale: 1)
        let rendered = try document.render(page: 0, scale: 1, options: night)
        let pipeline = ColorPipeline.cached(for: night)
        for y in 0..<day.height {
            for x in 0..<day.width {
                let d = day.pixel(x: x, y: y)
                let expected = pipeline.apply(to: Color(rgba8: (d.r, d.g, d.b, d.a))).rgba8
                let got = rendered.pixel(x: x, y: y)
                guard got == expected else { return XCTFail("pixel \(x),\(y): \(got) vs \(expected)") }
            }
        }
        XCTAssertTrue(rendered.pixel(x: 5, y: 5) == (0x12, 0x12, 0x12, 255), "white paper becomes #121212")
    }

    func testDocumentCarriesRenderOptions() throws {
        let document = try Document(path: try page())
        document.updateRenderOptions(for: .all) { $0.invertRenderColor = true }
        XCTAssertTrue(document.renderOptions(for: .page).invertRenderColor)
    }
}
