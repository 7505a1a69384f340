import Foundation
import PDFEngine
#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl+C (SIGINT) and SIGTERM during an export into a cancelled
/// render: the signals are blocked in every thread and a dedicated thread
/// takes them with `sigwait`, then aborts `cookie`, so the export stops at
/// MuPDF's next check and removes its temporary file. No code runs in a
/// signal handler.
final class ExportInterruption: @unchecked Sendable {
    /// The cookie the export renders with.
    let cookie = RenderCookie()
    private let lock = NSLock()
    private var received: Int32?

    /// Blocks SIGINT and SIGTERM in the calling thread, and so in every thread
    /// started after it, and starts the thread that waits for them. Create it
    /// before any other thread exists: a thread started earlier would still
    /// take the signals' default action (the process dies mid-write).
    init() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let waited = signals
        Thread { [self] in
            var set = waited
            var number: Int32 = 0
            while sigwait(&set, &number) == 0 {
                lock.withLock { received = received ?? number }
                cookie.abort()
            }
        }.start()
    }

    /// The first signal that arrived, if any.
    var signal: Int32? { lock.withLock { received } }

    /// "SIGINT" or "SIGTERM".
    static func name(of signal: Int32) -> String { signal == SIGINT ? "SIGINT" : "SIGTERM" }
}
