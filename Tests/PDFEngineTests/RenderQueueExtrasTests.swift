import Foundation
import PDFAppearance
@testable import PDFEngine
import XCTest

/// The render queue draws beside the day pixels only the extras it is told to (`RenderQueue.extras`),
/// and adds missing extras to pixels it already drew without drawing them again.
final class RenderQueueExtrasTests: FixtureTestCase {
    private func photoPage() throws -> Document {
        let content = "q 120 0 0 100 40 40 cm /Im1 Do Q\n0 0 1 rg 10 10 30 10 re f\n"
        return try Document(path: try fixtures.imagePage("photo.pdf", content: content, images: [Fixtures.photoObject()]))
    }

    /// Renders `key` on a fresh delivery and returns what was delivered.
    private func render(_ key: RenderKey, on queue: RenderQueue, _ deliveries: Deliveries, count: Int) throws -> PixelBuffer {
        queue.submit(RenderRequest(key: key))
        let deadline = Date().addingTimeInterval(10)
        while deliveries.keys.count < count && Date() < deadline {
            _ = deliveries.arrived.wait(timeout: .now() + 0.1)
        }
        XCTAssertEqual(deliveries.keys.count, count, "the render of \(key) was delivered")
        return try XCTUnwrap(deliveries.latest?.get())
    }

    /// Whether the window's composition of `tile` (page 1 whole at `scale`) under `options` is `Document.render`'s.
    private func showsTheRenderedPixels(_ tile: PixelBuffer, of document: Document, scale: Double, options: RenderOptions) throws -> Bool {
        let shown = PixelBuffer(width: tile.width, height: tile.height)
        ColorPipeline.cached(for: options).apply(from: tile, to: shown.pointer, destinationStride: shown.stride)
        let rendered = try document.render(page: 0, scale: scale, options: options)
        return (0..<rendered.height).allSatisfy { y in
            (0..<rendered.width).allSatisfy { rendered.pixel(x: $0, y: y) == shown.pixel(x: $0, y: y) }
        }
    }

    func testWhatEachModeNeeds() {
        let sepiaReviewing: RenderOptions = {
            var options = RenderOptions(filters: .sepia)
            options.annotationHandling = .keepOriginal
            return options
        }()
        for options in [RenderOptions(), RenderOptions(filters: .sepia), AnnotationLayerTests.night(), sepiaReviewing] {
            XCTAssertEqual(ColorPipeline.isIdentity(for: options), ColorPipeline(options: options).isIdentity,
                           "deciding without a pipeline gives the pipeline's answer")
        }
        XCTAssertEqual(RenderExtras(for: RenderOptions()), [], "Default needs day pixels only")
        XCTAssertEqual(RenderExtras(for: RenderOptions(filters: .sepia)), [], "Sepia recolours every pixel alike")
        XCTAssertEqual(RenderExtras(for: AnnotationLayerTests.night()), [.imageMask, .annotationLayers])
        XCTAssertEqual(RenderExtras(for: AnnotationLayerTests.night { $0.imageHandling = .recolor }), [.annotationLayers],
                       "Night recolouring its images needs no mask, its highlights still their own layer")
        XCTAssertEqual(RenderExtras(for: sepiaReviewing), [.annotationLayers], "annotations kept in their colours are their own layers")
    }

    func testAQueueWithoutExtrasDrawsNoMaskAndAddsItLaterWithoutDrawingThePixelsAgain() throws {
        let document = try photoPage()
        let deliveries = Deliveries()
        let cache = PageCache()
        let queue = RenderQueue(document: document, cache: cache) { key, result in deliveries.record(key, result) }
        defer { queue.stop() }
        let key = RenderKey(page: 0, scale: 1)
        let day = try render(key, on: queue, deliveries, count: 1)
        XCTAssertEqual(day.extras, [])
        XCTAssertNil(day.imageMask, "no mask pass without extras")
        XCTAssertTrue(try render(key, on: queue, deliveries, count: 2) === day, "a cached render with the extras asked is delivered")

        queue.extras = .imageMask
        let masked = try render(key, on: queue, deliveries, count: 3)
        XCTAssertEqual(masked.extras, .imageMask)
        XCTAssertEqual(masked.pointer, day.pointer, "the day pixels are shared, not drawn again")
        XCTAssertTrue(cache.pixels(for: key, with: .imageMask) === masked)
        let mask = try XCTUnwrap(masked.imageMask)
        let expected = try XCTUnwrap(try document.renderDayPixels(page: 0, scale: 1, imageMask: true).imageMask)
        var differing = 0
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.coverage(of: .all, x: x, y: y) != expected.coverage(of: .all, x: x, y: y)
                || mask.coverage(of: .photos, x: x, y: y) != expected.coverage(of: .photos, x: x, y: y) {
                differing += 1
            }
        }
        XCTAssertEqual(differing, 0, "the mask added later is the mask a render with it draws")
        XCTAssertTrue(try showsTheRenderedPixels(masked, of: document, scale: 1, options: AnnotationLayerTests.night()),
                      "Night from the pixels and their added mask is Document.render's Night")
    }

    func testAnnotationLayersAddedLaterComposeTheRenderedNightPixels() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        let deliveries = Deliveries()
        let queue = RenderQueue(document: document, cache: PageCache()) { key, result in deliveries.record(key, result) }
        defer { queue.stop() }
        let key = RenderKey(page: 0, scale: 2)
        let day = try render(key, on: queue, deliveries, count: 1)
        XCTAssertNil(day.annotationLayers)
        queue.extras = [.imageMask, .annotationLayers]
        let layered = try render(key, on: queue, deliveries, count: 2)
        XCTAssertNotNil(layered.annotationLayers, "the page's annotation layers were drawn")
        for (name, options) in AnnotationLayerTests.nightVariants {
            XCTAssertTrue(try showsTheRenderedPixels(layered, of: document, scale: 2, options: options), "\(name): the tile differs from render")
        }
    }
}
