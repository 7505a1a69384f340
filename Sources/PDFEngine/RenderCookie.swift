import CMuPDF
import Foundation

/// Lets another thread (or a timer) abort a render or display-list recording in
/// progress (MuPDF's `fz_cookie`).
public final class RenderCookie: @unchecked Sendable {
    let handle: OpaquePointer
    private let lock = NSLock()
    private var timedOutAfter: Double?
    private var abortTime: Date?

    public init() {
        handle = cmupdf_cookie_new()
    }

    deinit {
        cmupdf_cookie_free(handle)
    }

    /// Asks the render to stop as soon as MuPDF next checks; safe from any thread.
    public func abort() {
        lock.withLock { abortTime = abortTime ?? Date() }
        cmupdf_cookie_abort(handle)
    }

    /// When `abort()` was first called.
    var abortedAt: Date? { lock.withLock { abortTime } }

    /// Whether `abort()` was called (directly or by the time limit).
    public var isAborted: Bool { cmupdf_cookie_aborted(handle) != 0 }

    /// Aborts the render after `seconds` unless it finished first.
    public func abort(after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.timedOutAfter = seconds }
            self.abort()
        }
    }

    /// Whether the time limit (not a caller) aborted the render.
    var timedOut: Bool { lock.withLock { timedOutAfter != nil } }

    /// The error for an aborted render of `page`: a timeout if the time limit fired.
    func abortError(path: String, page: Int) -> DocumentError {
        if let seconds = lock.withLock({ timedOutAfter }) {
            return .timedOut(path: path, page: page, seconds: seconds)
        }
        return .cancelled(path: path, page: page)
    }
}
