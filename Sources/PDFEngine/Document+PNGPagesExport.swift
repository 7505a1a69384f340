import AtomicFiles
import FileSystem
import Foundation
import PDFAppearance

extension Document {
    /// Writes each of `pages` (0-based) as a PNG file named `name(page)`, with the pixels
    /// `exportPNG` gives that page alone, on all cores: pages render side by side, one thread
    /// each (the bands of `.parallelBands` do not depend on the threads, so neither do the pixels).
    ///
    /// The files appear together: each page goes to a temporary file next to its name, and only
    /// when every page is done are they renamed into place. On any failure, or when `cookie`
    /// stops the export, every temporary file is removed and no existing file is touched.
    ///
    /// - Parameters:
    ///   - timeout: seconds a page may take (`.timedOut`); nil for no limit.
    ///   - progress: called after each page (from any thread) with the pages done and the total.
    /// - Throws: the first page's `DocumentError`, as `exportPNG` throws it.
    public func exportPNGs(pages: [Int], dpi: Double, options: RenderOptions?, name: (Int) -> String,
                           strategy: PNGExportStrategy, timeout: Double?, cookie: RenderCookie,
                           progress: ((Int, Int) -> Void)? = nil) throws {
        let writes = pages.map { AtomicFileWrite(destination: name($0)) }
        let state = PageExportState()
        let workers = min(pages.count, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = state.claim(count: pages.count) {
                let pageCookie = RenderCookie()
                cookie.passAborts(to: pageCookie)
                defer { cookie.stopPassingAborts(to: pageCookie) }
                if let timeout { pageCookie.abort(after: timeout) }
                do {
                    try exportPNG(page: pages[index], dpi: dpi, options: options, to: writes[index].temporaryPath, timeout: nil,
                                  cookie: pageCookie, strategy: strategy, workers: 1)
                    progress?(state.finish(), pages.count)
                } catch {
                    state.fail(error)
                    cookie.abort()
                }
            }
        }
        if let failure = state.failure {
            writes.forEach { $0.discard() }
            throw failure
        }
        for (index, write) in writes.enumerated() {
            guard rename(write.temporaryPath, write.destination) == 0 else {
                let failure = SystemCallFailure("rename \(write.temporaryPath) to", write.destination)
                writes[index...].forEach { $0.discard() }
                throw DocumentError.exportFailed(path: path, destination: write.destination, reason: failure.description)
            }
        }
    }
}

/// Which page a worker of `exportPNGs` takes next, how many are done, and the first failure.
private final class PageExportState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var firstFailure: Error?

    /// The next page index to export; nil when all are taken or the export failed.
    func claim(count: Int) -> Int? {
        lock.withLock {
            guard firstFailure == nil, next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Notes a finished page; the pages finished so far.
    func finish() -> Int {
        lock.withLock {
            done += 1
            return done
        }
    }

    func fail(_ error: Error) {
        lock.withLock { firstFailure = firstFailure ?? error }
    }

    var failure: Error? { lock.withLock { firstFailure } }
}
