import Foundation
@testable import PDFEngine

/// Wraps a render queue's drawing function to watch, and optionally hold, the
/// draws of one page: `started` is signalled when one begins (its time limit
/// is set by then), a held draw waits until the test calls `open()`, and
/// `outcome` is how the last one ended.
final class DrawProbe: @unchecked Sendable {
    /// Signalled each time a draw of the page begins.
    let started = DispatchSemaphore(value: 0)
    private let page: Int
    private let holdsAtGate: Bool
    private let gate = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var thread: Thread?
    private var result: Result<PixelBuffer, DocumentError>?

    init(page: Int, holdsAtGate: Bool) {
        self.page = page
        self.holdsAtGate = holdsAtGate
    }

    /// `drawing`, watched (and held) on the probe's page.
    func wrapping(_ drawing: @escaping RenderQueue.State.Draw) -> RenderQueue.State.Draw {
        { [self] key, extras, drawn, context, cookie throws(DocumentError) in
            guard key.page == page else { return try drawing(key, extras, drawn, context, cookie) }
            lock.withLock { thread = Thread.current }
            started.signal()
            if holdsAtGate { gate.wait() }
            let outcome = Result { () throws(DocumentError) in try drawing(key, extras, drawn, context, cookie) }
            lock.withLock { result = outcome }
            return try outcome.get()
        }
    }

    /// Lets a held draw go on.
    func open() { gate.signal() }

    /// How the last draw of the page ended; nil before one ends.
    var outcome: Result<PixelBuffer, DocumentError>? { lock.withLock { result } }

    /// Whether the worker thread that last drew the page has ended (a
    /// written-off worker ends once its stalled draw returns).
    var workerHasEnded: Bool { lock.withLock { thread?.isFinished } == true }
}
