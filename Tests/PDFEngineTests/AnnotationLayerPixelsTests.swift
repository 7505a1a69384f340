import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// Tiles drawn with their annotation layers (`PixelBuffer.annotationLayers`, the window's tiles) give
/// `Document.render`'s pixels under any options, and a layered page keeps its photographs.
final class AnnotationLayerPixelsTests: FixtureTestCase {
    private func differingPixels(_ a: PixelBuffer, _ b: UnsafePointer<UInt8>, stride: Int) -> Int {
        var differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b + y * stride + x * 4
                if (p.r, p.g, p.b) != (q[0], q[1], q[2]) { differing += 1 }
            }
        }
        return differing
    }

    /// The pixels `ColorPipeline.apply(from:to:destinationStride:)` makes of a tile's day pixels.
    private func composed(_ day: PixelBuffer, _ options: RenderOptions) -> PixelBuffer {
        let shown = PixelBuffer(width: day.width, height: day.height)
        ColorPipeline.cached(for: options).apply(from: day, to: shown.pointer, destinationStride: shown.stride)
        return shown
    }

    func testTilesWithAnnotationLayersComposeTheRenderedPixelsInEveryVariant() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        let variants = AnnotationLayerTests.nightVariants + [("default", RenderOptions())]
        for region in [nil, PixelRect(x: 150, y: 90, width: 200, height: 120)] {
            let day = try document.renderDayPixels(page: 0, scale: 2, region: region, imageMask: true, annotationLayers: true)
            XCTAssertNotNil(day.annotationLayers, "a page with annotations keeps its layers")
            for (name, options) in variants {
                let rendered = try document.render(page: 0, scale: 2, region: region, options: options)
                let shown = composed(day, options)
                XCTAssertEqual(differingPixels(rendered, shown.pointer, stride: shown.stride), 0,
                               "\(name), region \(String(describing: region)): the tile differs from render")
            }
        }
    }

    /// The window's old tile (one pass through the pipeline) loses the highlight in Night with the
    /// strict rule (the contrast floor would lift its light yellow too): the test above has teeth.
    func testTilesWithoutLayersDoNotGiveTheLayeredNightPixels() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        let options = AnnotationLayerTests.night { $0.nightMinimumContrast = 1 }
        let day = try document.renderDayPixels(page: 0, scale: 2, imageMask: true)
        XCTAssertNil(day.annotationLayers)
        let shown = composed(day, options)
        XCTAssertGreaterThan(differingPixels(try document.render(page: 0, scale: 2, options: options), shown.pointer,
                                             stride: shown.stride), 1000)
    }

    /// A 200×200 pt page with a photograph (20…180 × 20…170) and a yellow Highlight above it.
    private func photoWithHighlight() throws -> String {
        let content = "q 160 0 0 150 20 20 cm /Im1 Do Q"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >>"
                + " /Annots [6 0 R] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            Fixtures.photoObject(),
            "<< /Type /Annot /Subtype /Highlight /Rect [40 178 160 196] /QuadPoints [40 196 160 196 40 178 160 178] /C [1 1 0] >>",
        ]
        return try fixtures.rawPDF("photo-highlight.pdf", objects: objects)
    }

    func testALayeredNightPageKeepsItsPhotographInRenderAndExport() throws {
        let path = try photoWithHighlight()
        let document = try Document(path: path)
        for keepOriginal in [false, true] {
            var options = AnnotationLayerTests.night()
            if keepOriginal { options.annotationHandling = .keepOriginal }
            let day = try document.renderDayPixels(page: 0, scale: 1)
            let keeping = try XCTUnwrap(ColorPipeline.cached(for: options).keptImagePipeline)
            let rendered = try document.render(page: 0, scale: 1, options: options)
            for (x, y) in [(100, 100), (40, 150), (160, 60)] {
                let d = day.pixel(x: x, y: y)
                XCTAssertTrue(rendered.pixel(x: x, y: y) == keeping.apply(to: Color(rgba8: (d.r, d.g, d.b, d.a))).rgba8,
                              "keepOriginal \(keepOriginal): the photo keeps its colours at \(x),\(y)")
            }
            let paper = Color.white.applying(options)
            let highlight = rendered.pixel(x: 100, y: 13), other = rendered.pixel(x: 100, y: 198)
            XCTAssertTrue(other == paper.rgba8, "the paper is night paper")
            XCTAssertGreaterThanOrEqual(NightHighlight.contrast(Color(rgba8: (highlight.r, highlight.g, highlight.b, 255)), paper),
                                        NightHighlight.minimumContrast, "the highlight stays visible")
            let out = fixtures.path("photo-highlight-\(keepOriginal).png")
            try document.exportPNG(page: 0, dpi: 72, options: options, to: out)
            let image = try Document(path: out)
            let exported = try image.renderDayPixels(page: 0, scale: Double(rendered.width) / image.pageSize(at: 0).width)
            XCTAssertEqual(differingPixels(exported, rendered.pointer, stride: rendered.stride), 0, "export equals render")
        }
    }
}
