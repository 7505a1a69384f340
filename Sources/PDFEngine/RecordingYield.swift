import Foundation

/// Lets a reader's edit take the document lock ahead of display-list
/// recordings, which can hold it for a long time (a heavy page takes
/// hundreds of milliseconds to parse).
///
/// An edit announces itself (`editorArrives`) before it waits for the lock:
/// a recording in progress is stopped through its cookie, and no recording
/// starts until every announced edit has entered (`editorEntered`). The
/// stopped recording gives the lock up and records again afterwards.
final class RecordingYield: @unchecked Sendable {
    private let condition = NSCondition()
    private var editorsWaiting = 0
    private var recording: RenderCookie?

    /// An edit is about to wait for the document lock.
    func editorArrives() {
        condition.withLock {
            editorsWaiting += 1
            recording?.yieldRecording()
        }
    }

    /// The edit holds the document lock now.
    func editorEntered() {
        condition.withLock {
            editorsWaiting -= 1
            if editorsWaiting == 0 { condition.broadcast() }
        }
    }

    /// Runs the recording `body` under `lock` once no edit waits for it; nil
    /// (with the lock released) when `body` stopped to let an edit in, or
    /// when an edit arrived while this waited for the lock: call again.
    func record<T>(under lock: NSLock, cookie: RenderCookie,
                   _ body: () throws(DocumentError) -> T?) throws(DocumentError) -> T? {
        condition.withLock {
            while editorsWaiting > 0 { condition.wait() }
        }
        lock.lock()
        defer { lock.unlock() }
        let mayStart = condition.withLock { () -> Bool in
            guard editorsWaiting == 0 else { return false }
            recording = cookie
            return true
        }
        guard mayStart else { return nil }
        defer {
            condition.withLock { recording = nil }
            // An edit that arrived after `body` looked at the cookie must not
            // stop the drawing that follows.
            _ = cookie.resumeAfterYield()
        }
        return try body()
    }
}
