import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The progress line of a long export on stderr: "page 12 of 352, 40 pages/s, 9 s left",
/// rewritten in place at most ten times a second, and removed at the end. Nothing when stderr
/// is not a terminal or with `--quiet`.
final class ExportProgress: @unchecked Sendable {
    private let shown: Bool
    private let start = Date()
    private let lock = NSLock()
    private var lastShown: Date?
    private var lineShown = false

    init(quiet: Bool) {
        shown = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Notes that `done` of `total` pages are done (from any thread).
    func update(done: Int, total: Int) {
        guard shown else { return }
        lock.withLock {
            let now = Date()
            if let lastShown, now.timeIntervalSince(lastShown) < 0.1, done < total { return }
            lastShown = now
            let elapsed = max(now.timeIntervalSince(start), 0.001)
            let rate = Double(done) / elapsed
            let left = rate > 0 ? Int((Double(total - done) / rate).rounded(.up)) : 0
            let rateText = rate >= 10 ? String(Int(rate.rounded())) : String(format: "%.1f", rate)
            write("\r\u{1B}[Ksdlpdf: page \(done) of \(total), \(rateText) pages/s, \(left) s left")
            lineShown = true
        }
    }

    /// Removes the line.
    func finish() {
        lock.withLock {
            if lineShown { write("\r\u{1B}[K") }
            lineShown = false
        }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
