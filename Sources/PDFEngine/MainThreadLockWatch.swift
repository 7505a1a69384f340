import Foundation

/// Where the main thread took the document lock behind a display-list
/// recording (`Document.withDocumentLockBehindRecording`) while being
/// watched: a window's main thread must never wait there, so a test of the
/// window starts the watch, drives it, and expects nothing recorded.
public enum MainThreadLockWatch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var watching = false
    nonisolated(unsafe) private static var takers: [String] = []

    /// Starts recording, forgetting what was recorded before.
    public static func start() {
        lock.withLock {
            watching = true
            takers = []
        }
    }

    /// Stops recording; the functions that took the lock on the main thread meanwhile, in order.
    public static func stop() -> [String] {
        lock.withLock {
            watching = false
            return takers
        }
    }

    /// Records `caller` when this is the main thread and the watch is on.
    static func note(_ caller: String) {
        guard Thread.isMainThread else { return }
        lock.withLock {
            if watching { takers.append(caller) }
        }
    }
}
