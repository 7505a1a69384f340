import Foundation
@testable import PDFEngine
import XCTest

/// Collects what a render queue delivers.
final class Deliveries: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(RenderKey, Result<PixelBuffer, DocumentError>)] = []
    let arrived = DispatchSemaphore(value: 0)

    func record(_ key: RenderKey, _ result: Result<PixelBuffer, DocumentError>) {
        lock.withLock { results.append((key, result)) }
        arrived.signal()
    }

    var keys: [RenderKey] { lock.withLock { results.map(\.0) } }

    func result(for key: RenderKey) -> Result<PixelBuffer, DocumentError>? {
        lock.withLock { results.first { $0.0 == key }?.1 }
    }

    /// The result delivered last.
    var latest: Result<PixelBuffer, DocumentError>? { lock.withLock { results.last?.1 } }
}

final class RenderQueueTests: FixtureTestCase {
    /// Page 1 is quick; page 2 takes many seconds (thousands of page-sized
    /// translucent fills, /GS1 sets 50 % opacity), so it is still drawing when a test moves on.
    private func quickAndSlowPDF() throws -> String {
        var slow = "/GS1 gs\n"
        for i in 0..<20_000 {
            slow += "\(Double(i % 10) / 10) 0.3 0.6 rg 0 0 600 800 re f\n"
        }
        return try fixtures.rawPDF("slow.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 800] /Contents 4 0 R >>",
            Self.stream("1 0 0 rg 10 10 50 50 re f"),
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 800] /Contents 6 0 R /Resources << /ExtGState << /GS1 << /ca 0.5 >> >> >> >>",
            Self.stream(slow),
        ])
    }

    private static func stream(_ content: String) -> String {
        "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"
    }

    private func wait(_ deliveries: Deliveries, count: Int, seconds: Double) -> Bool {
        for _ in 0..<count where deliveries.arrived.wait(timeout: .now() + seconds) == .timedOut { return false }
        return true
    }

    func testDeliversRendersOnWorkerThreadsAndCachesThem() throws {
        let document = try Document(path: try quickAndSlowPDF())
        let deliveries = Deliveries()
        let cache = PageCache()
        let queue = RenderQueue(document: document, cache: cache) { key, result in
            XCTAssertFalse(Thread.isMainThread)
            deliveries.record(key, result)
        }
        defer { queue.stop() }
        let key = RenderKey(page: 0, scale: 0.5)
        queue.submit(RenderRequest(key: key))
        XCTAssertTrue(wait(deliveries, count: 1, seconds: 10))
        let pixels = try XCTUnwrap(try deliveries.result(for: key)?.get())
        XCTAssertEqual(pixels.width, 300)
        XCTAssertTrue(cache.pixels(for: key) === pixels)
    }

    /// The one worker draws the slow page with MuPDF when the request is
    /// replaced; it aborts that draw and, being the only worker, delivers the
    /// replacement only after the slow draw has ended undelivered.
    func testReplacedRequestIsAbortedAndNeverDelivered() throws {
        let document = try Document(path: try quickAndSlowPDF())
        let deliveries = Deliveries()
        let slowDraw = DrawProbe(page: 1, holdsAtGate: false)
        let queue = RenderQueue(document: document, workers: 1, timeout: nil, clock: ManualRenderClock(),
                                draw: slowDraw.wrapping(RenderQueue.drawing(document))) { key, result in
            deliveries.record(key, result)
        }
        defer { queue.stop() }
        let slow = RenderKey(page: 1, scale: 2)
        let quick = RenderKey(page: 0, scale: 1)
        queue.setWanted([RenderRequest(key: slow)])
        XCTAssertEqual(slowDraw.started.wait(timeout: .now() + 10), .success, "the worker never started the slow page")
        queue.setWanted([RenderRequest(key: quick)])
        XCTAssertTrue(wait(deliveries, count: 1, seconds: 20))
        XCTAssertEqual(deliveries.keys, [quick])
        guard case .failure(.cancelled(_, 1))? = slowDraw.outcome else {
            return XCTFail("the slow draw must be aborted, not finished: \(String(describing: slowDraw.outcome))")
        }
        XCTAssertEqual(queue.pendingKeys, [])
    }

    func testVisibleRequestsRenderBeforePrefetch() throws {
        let document = try Document(path: try quickAndSlowPDF())
        let deliveries = Deliveries()
        let holding = DispatchSemaphore(value: 0), gate = DispatchSemaphore(value: 0)
        let queue = RenderQueue(document: document, cache: nil, workers: 1) { key, result in
            if key.page == 0 && key.scale == 0.1 { // hold the worker while requests queue up
                holding.signal()
                gate.wait()
            }
            deliveries.record(key, result)
        }
        defer { queue.stop() }
        queue.submit(RenderRequest(key: RenderKey(page: 0, scale: 0.1)))
        XCTAssertEqual(holding.wait(timeout: .now() + 10), .success, "the first render was never delivered")
        queue.submit(RenderRequest(key: RenderKey(page: 0, scale: 0.2), priority: .prefetch))
        queue.submit(RenderRequest(key: RenderKey(page: 0, scale: 0.4), priority: .visible))
        gate.signal()
        XCTAssertTrue(wait(deliveries, count: 3, seconds: 10))
        XCTAssertEqual(deliveries.keys.map(\.scale), [0.1, 0.4, 0.2])
    }

    /// The time limit runs on the queue's clock: moving it past the limit
    /// while MuPDF draws the slow page aborts the draw.
    func testTimeoutDeliversTimedOutInsteadOfOccupyingAWorker() throws {
        let document = try Document(path: try quickAndSlowPDF())
        let deliveries = Deliveries()
        let clock = ManualRenderClock()
        let slowDraw = DrawProbe(page: 1, holdsAtGate: false)
        let queue = RenderQueue(document: document, workers: 1, timeout: 0.5, clock: clock,
                                draw: slowDraw.wrapping(RenderQueue.drawing(document))) { key, result in
            deliveries.record(key, result)
        }
        defer { queue.stop() }
        let slow = RenderKey(page: 1, scale: 2)
        queue.submit(RenderRequest(key: slow))
        XCTAssertEqual(slowDraw.started.wait(timeout: .now() + 10), .success, "the worker never started the slow page")
        clock.advance(by: 0.5)
        XCTAssertTrue(wait(deliveries, count: 1, seconds: 20))
        guard case .failure(.timedOut(_, 1, 0.5))? = deliveries.result(for: slow) else {
            return XCTFail("expected a timeout, got \(String(describing: deliveries.result(for: slow)))")
        }
    }

    func testPrefetchAsksForNeighbouringPages() throws {
        let document = try Document(path: try quickAndSlowPDF())
        let deliveries = Deliveries()
        let queue = RenderQueue(document: document) { key, result in deliveries.record(key, result) }
        defer { queue.stop() }
        queue.prefetch(around: 1, scale: 0.05)
        XCTAssertTrue(wait(deliveries, count: 1, seconds: 10))
        XCTAssertEqual(deliveries.keys, [RenderKey(page: 0, scale: 0.05)])
    }

    func testPrefetchOfAHugePageRendersAThumbnail() throws {
        let document = try Document(path: try fixtures.pdf("huge.pdf", pages: [(300, 300, ""), (14400, 14400, "")]))
        let deliveries = Deliveries()
        let queue = RenderQueue(document: document) { key, result in deliveries.record(key, result) }
        defer { queue.stop() }
        queue.prefetch(around: 0, scale: 4)
        XCTAssertTrue(wait(deliveries, count: 1, seconds: 10))
        let key = try XCTUnwrap(deliveries.keys.first)
        XCTAssertEqual(key.page, 1)
        let pixels = try XCTUnwrap(try deliveries.result(for: key)?.get())
        XCTAssertLessThanOrEqual(pixels.width * pixels.height, 1 << 17)
    }
}
