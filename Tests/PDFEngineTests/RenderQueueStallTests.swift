import Foundation
@testable import PDFEngine
import XCTest

/// Renders that ignore their cookie (as some decoders do) must not stall the
/// queue: the worker is written off and replaced. Uses the internal queue
/// initializer that takes the drawing function.
final class RenderQueueStallTests: FixtureTestCase {
    private func document() throws -> Document {
        try Document(path: try fixtures.pdf("plain.pdf", pages: [(100, 100, ""), (100, 100, "")]))
    }

    /// Ignores the cookie for page 1 (0-based) for `stall` seconds.
    private static func drawing(stall: Double) -> RenderQueue.State.Draw {
        { key, _, cookie throws(DocumentError) in
            if key.page == 1 {
                Thread.sleep(forTimeInterval: stall)
                if cookie.isAborted { throw .cancelled(path: "stall", page: key.page) }
            }
            return PixelBuffer(width: 4, height: 4)
        }
    }

    func testAbortedRenderThatKeepsRunningIsReplacedByANewWorker() throws {
        let delivered = Deliveries()
        let queue = RenderQueue(document: try document(), workers: 1, timeout: nil, stallGrace: 0.3,
                                draw: Self.drawing(stall: 1.5)) { key, result in delivered.record(key, result) }
        defer { queue.stop() }
        let stuck = RenderKey(page: 1, scale: 1), next = RenderKey(page: 0, scale: 1)
        queue.setWanted([RenderRequest(key: stuck)])
        Thread.sleep(forTimeInterval: 0.2)
        queue.setWanted([RenderRequest(key: next)])
        XCTAssertEqual(delivered.arrived.wait(timeout: .now() + 1.1), .success, "a new worker must take over before the stall ends")
        XCTAssertEqual(delivered.keys, [next])
        Thread.sleep(forTimeInterval: 1.5)
        XCTAssertEqual(delivered.keys, [next], "the written-off render is never delivered")
    }

    func testStalledTimedOutRenderIsDeliveredAsTimedOut() throws {
        let delivered = Deliveries()
        let queue = RenderQueue(document: try document(), workers: 1, timeout: 0.2, stallGrace: 0.3,
                                draw: Self.drawing(stall: 1.5)) { key, result in delivered.record(key, result) }
        defer { queue.stop() }
        let stuck = RenderKey(page: 1, scale: 1)
        queue.submit(RenderRequest(key: stuck))
        XCTAssertEqual(delivered.arrived.wait(timeout: .now() + 1.2), .success)
        guard case .failure(.timedOut(_, 1, 0.2))? = delivered.result(for: stuck) else {
            return XCTFail("expected a timeout, got \(String(describing: delivered.result(for: stuck)))")
        }
        XCTAssertEqual(queue.pendingKeys, [])
        Thread.sleep(forTimeInterval: 1.2)
        XCTAssertEqual(delivered.keys, [stuck], "delivered once")
    }

    func testSlowRenderThatWasNeverAbortedIsNotWrittenOff() throws {
        let delivered = Deliveries()
        let queue = RenderQueue(document: try document(), workers: 1, timeout: nil, stallGrace: 0.2,
                                draw: Self.drawing(stall: 0.8)) { key, result in delivered.record(key, result) }
        defer { queue.stop() }
        let slow = RenderKey(page: 1, scale: 1)
        queue.submit(RenderRequest(key: slow))
        XCTAssertEqual(delivered.arrived.wait(timeout: .now() + 2), .success)
        guard case .success? = delivered.result(for: slow) else {
            return XCTFail("a render that was never aborted is delivered when it finishes")
        }
    }
}
