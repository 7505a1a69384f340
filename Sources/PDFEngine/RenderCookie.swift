import CMuPDF
import Foundation

/// Lets another thread (or a timer) abort a render or display-list recording in
/// progress (MuPDF's `fz_cookie`).
public final class RenderCookie: @unchecked Sendable {
    let handle: OpaquePointer
    /// What `abort(after:)` and `abortedAt` measure time by.
    let clock: any RenderClock
    private let lock = NSLock()
    private var timedOutAfter: Double?
    private var abortTime: Double?
    /// Cookies aborted along with this one (see `passAborts(to:)`).
    private var followers: [ObjectIdentifier: RenderCookie] = [:]

    /// A cookie whose time limit runs on the system's monotonic clock.
    public convenience init() {
        self.init(clock: MonotonicRenderClock())
    }

    init(clock: any RenderClock) {
        handle = cmupdf_cookie_new()
        self.clock = clock
    }

    deinit {
        cmupdf_cookie_free(handle)
    }

    /// Asks the render to stop as soon as MuPDF next checks; safe from any thread.
    public func abort() {
        let aborted = lock.withLock {
            abortTime = abortTime ?? clock.now
            cmupdf_cookie_abort(handle)
            return Array(followers.values)
        }
        aborted.forEach { $0.abort() }
    }

    /// Aborts `follower` whenever this cookie is aborted (at once when it already is), until
    /// `stopPassingAborts(to:)`: one cookie that stops many renders, each with its own time limit.
    func passAborts(to follower: RenderCookie) {
        let abortNow = lock.withLock {
            followers[ObjectIdentifier(follower)] = follower
            return abortTime != nil
        }
        if abortNow { follower.abort() }
    }

    func stopPassingAborts(to follower: RenderCookie) {
        _ = lock.withLock { followers.removeValue(forKey: ObjectIdentifier(follower)) }
    }

    /// Stops a display-list recording in progress so that an edit can take
    /// the document lock; the recording starts again afterwards
    /// (`resumeAfterYield`). Not an abort: `abortedAt` stays nil.
    func yieldRecording() {
        cmupdf_cookie_abort(handle)
    }

    /// After a recording stopped: true when only `yieldRecording` stopped it,
    /// in which case the cookie no longer reads as aborted and the recording
    /// may start again; false when it was aborted (or not stopped at all).
    func resumeAfterYield() -> Bool {
        lock.withLock {
            guard abortTime == nil, isAborted else { return false }
            cmupdf_cookie_resume(handle)
            return true
        }
    }

    /// When `abort()` was first called, on `clock`.
    var abortedAt: Double? { lock.withLock { abortTime } }

    /// Whether `abort()` was called (directly or by the time limit).
    public var isAborted: Bool { cmupdf_cookie_aborted(handle) != 0 }

    /// Aborts the render after `seconds` unless it finished first.
    public func abort(after seconds: Double) {
        clock.schedule(after: seconds) { [weak self] in
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
