import Foundation
import PDFAppearance
import PDFEngine
import XCTest

final class InkRenderQueueTests: FixtureTestCase {
    /// After an ink edit, invalidating the page drops its cached pixels and
    /// the next render shows the stroke.
    func testInvalidatedPageRendersTheNewInk() throws {
        let document = try Document(path: try fixtures.pdf("two.pdf", pages: [(200, 200, ""), (200, 200, "")]))
        let cache = PageCache()
        let delivered = DeliveredRenders()
        let queue = RenderQueue(document: document, cache: cache, workers: 1) { key, result in
            delivered.add(key, result)
        }
        defer { queue.stop() }
        let page0 = RenderKey(page: 0, scale: 1), page1 = RenderKey(page: 1, scale: 1)
        queue.setWanted([RenderRequest(key: page0), RenderRequest(key: page1)])
        XCTAssertTrue(delivered.wait(for: [page0, page1]))
        XCTAssertTrue(cache.contains(page0) && cache.contains(page1))

        let change = try document.addInkStroke(page: 0, points: [PagePoint(x: 20, y: 100), PagePoint(x: 180, y: 100)],
                                               color: Color(red: 0, green: 0.5, blue: 0), width: 10)
        queue.invalidate(page: change.page)
        XCTAssertFalse(cache.contains(page0))
        XCTAssertTrue(cache.contains(page1), "other pages stay cached")

        delivered.reset()
        queue.setWanted([RenderRequest(key: page0)])
        XCTAssertTrue(delivered.wait(for: [page0]))
        let pixels = try XCTUnwrap(cache.pixels(for: page0))
        XCTAssertPixel(pixels.pixel(x: 100, y: 100), (0, 128, 0, 255), within: 1)
    }
}

/// Renders a queue delivered, for waiting on them.
private final class DeliveredRenders: @unchecked Sendable {
    private let condition = NSCondition()
    private var keys: Set<RenderKey> = []

    func add(_ key: RenderKey, _ result: Result<PixelBuffer, DocumentError>) {
        condition.withLock {
            if case .success = result { keys.insert(key) }
            condition.broadcast()
        }
    }

    func reset() {
        condition.withLock { keys.removeAll() }
    }

    func wait(for wanted: Set<RenderKey>, timeout: Double = 10) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while !wanted.isSubset(of: keys) {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }
}
