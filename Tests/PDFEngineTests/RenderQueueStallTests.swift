import Foundation
@testable import PDFEngine
import XCTest

/// Renders that ignore their cookie (as some decoders do) must not stall the
/// queue: the worker is written off and replaced. The stalled render is held
/// at a gate, and the queue's time runs on a clock the test moves, so nothing
/// here depends on how fast the machine is.
final class RenderQueueStallTests: FixtureTestCase {
    private let clock = ManualRenderClock()
    /// Holds page 1 (0-based); the draw behind the gate ignores its cookie
    /// until it returns, then reports whether it was aborted.
    private let stall = DrawProbe(page: 1, holdsAtGate: true)
    private let grace = RenderQueue.stallGrace
    /// How often the watchdog looks for stalled workers.
    private var watchdogInterval: Double { grace / 4 }

    override func tearDown() {
        stall.open() // a test that failed early leaves no worker behind the gate
        super.tearDown()
    }

    /// Waits (at most 10 s) until the worker thread of the held draw, let go
    /// by `stall.open()`, has ended.
    private func waitForTheWrittenOffWorkerToEnd() {
        let ended = expectation(for: NSPredicate { [stall] _, _ in stall.workerHasEnded }, evaluatedWith: nil)
        wait(for: [ended], timeout: 10)
    }

    private func queue(timeout: Double?, delivering deliveries: Deliveries) throws -> RenderQueue {
        let document = try Document(path: try fixtures.pdf("plain.pdf", pages: [(100, 100, ""), (100, 100, "")]))
        let draw = stall.wrapping { key, _, _, _, cookie throws(DocumentError) in
            if cookie.isAborted { throw .cancelled(path: "stall", page: key.page) }
            return PixelBuffer(width: 4, height: 4)
        }
        return RenderQueue(document: document, workers: 1, timeout: timeout, clock: clock, draw: draw) { key, result in
            deliveries.record(key, result)
        }
    }

    func testAWorkerThatCannotMakeItsContextSaysSoInsteadOfEndingSilently() throws {
        let reported = expectation(description: "each worker that cannot start reports why")
        reported.expectedFulfillmentCount = 2
        let reasons = Deliveries()
        let document = try Document(path: try fixtures.pdf("plain.pdf", pages: [(100, 100, "")]))
        let queue = RenderQueue(document: document, workers: 2, timeout: nil, clock: clock,
                                makeContext: { () throws(DocumentError) in throw .engineFailure(reason: "out of memory") },
                                draw: { _, _, _, _, _ throws(DocumentError) in PixelBuffer(width: 4, height: 4) },
                                workerFailed: { error in
                                    reasons.record(RenderKey(page: 0, scale: 1), .failure(error))
                                    reported.fulfill()
                                }) { key, result in XCTFail("nothing renders without a context: \(key) \(result)") }
        defer { queue.stop() }
        wait(for: [reported], timeout: 10)
        guard case .failure(.engineFailure(let reason))? = reasons.result(for: RenderKey(page: 0, scale: 1)) else {
            return XCTFail("the error says what failed")
        }
        XCTAssertEqual(reason, "out of memory")
    }

    func testAbortedRenderThatKeepsRunningIsReplacedByANewWorker() throws {
        let delivered = Deliveries()
        let queue = try queue(timeout: nil, delivering: delivered)
        defer { queue.stop() }
        let stuck = RenderKey(page: 1, scale: 1), next = RenderKey(page: 0, scale: 1)
        queue.setWanted([RenderRequest(key: stuck)])
        XCTAssertEqual(stall.started.wait(timeout: .now() + 10), .success, "the only worker never started the stuck render")
        queue.setWanted([RenderRequest(key: next)])

        clock.advance(by: grace + watchdogInterval)
        XCTAssertEqual(delivered.arrived.wait(timeout: .now() + 10), .success, "no new worker took over after the grace period")
        XCTAssertEqual(delivered.keys, [next])

        stall.open()
        waitForTheWrittenOffWorkerToEnd()
        XCTAssertEqual(delivered.keys, [next], "the written-off render is never delivered")
    }

    func testStalledTimedOutRenderIsDeliveredAsTimedOut() throws {
        let delivered = Deliveries()
        let timeout = 2.0
        let queue = try queue(timeout: timeout, delivering: delivered)
        defer { queue.stop() }
        let stuck = RenderKey(page: 1, scale: 1)
        queue.submit(RenderRequest(key: stuck))
        XCTAssertEqual(stall.started.wait(timeout: .now() + 10), .success)

        clock.advance(by: timeout + grace) // the watchdog runs (and delivers) on this thread
        XCTAssertEqual(delivered.keys, [], "written off before the grace period after the timeout had passed")
        clock.advance(by: watchdogInterval)
        guard case .failure(.timedOut(_, 1, timeout))? = delivered.result(for: stuck) else {
            return XCTFail("expected a timeout, got \(String(describing: delivered.result(for: stuck)))")
        }
        XCTAssertEqual(queue.pendingKeys, [])

        stall.open()
        waitForTheWrittenOffWorkerToEnd()
        XCTAssertEqual(delivered.keys, [stuck], "delivered once")
    }

    func testSlowRenderThatWasNeverAbortedIsNotWrittenOff() throws {
        let delivered = Deliveries()
        let queue = try queue(timeout: nil, delivering: delivered)
        defer { queue.stop() }
        let slow = RenderKey(page: 1, scale: 1)
        queue.submit(RenderRequest(key: slow))
        XCTAssertEqual(stall.started.wait(timeout: .now() + 10), .success)

        clock.advance(by: 10 * grace)
        XCTAssertEqual(delivered.keys, [], "a render that was never aborted was written off")
        XCTAssertEqual(queue.pendingKeys, [slow])
        stall.open()
        XCTAssertEqual(delivered.arrived.wait(timeout: .now() + 10), .success)
        guard case .success? = delivered.result(for: slow) else {
            return XCTFail("a render that was never aborted is delivered when it finishes")
        }
    }
}
