/// The slideshow (`--slideshow SECONDS`) and idle reset
/// (`--idle-reset SECONDS`) as a state machine fed with timestamps, so it
/// can be tested without waiting. Kiosks use it, and so does a normal
/// window: like a presentation program, any input pauses the slideshow for
/// a full interval, so a reader who is busy with a page keeps it.
///
/// Times are seconds on any monotonic clock (the window's `SlideshowLayer`
/// gives its host's clock, milliseconds, divided by 1000). The front end
/// calls `noteInput(at:)` for every key, pointer, wheel or touch event from
/// the reader, `fire(at:)` once per loop iteration, and waits for events at
/// most until `nextDeadline`.
public struct KioskTimer: Hashable, Sendable {
    /// What is due.
    public enum Action: Hashable, Sendable {
        /// Show the next page (or spread); after the last, the first
        /// (`ViewerState.apply(_:)`).
        case turnPage
        /// Nobody touched the viewer for the idle time: go back to the first page.
        case returnToFirstPage
    }

    public let slideshowSeconds: Double?
    public let idleResetSeconds: Double?
    private var nextTurn: Double?
    private var idleDeadline: Double?

    /// A timer started at `now`. Intervals that are nil, not finite or not
    /// positive are off.
    public init(slideshowSeconds: Double?, idleResetSeconds: Double?, startingAt now: Double) {
        self.slideshowSeconds = slideshowSeconds.flatMap(Self.usable)
        self.idleResetSeconds = idleResetSeconds.flatMap(Self.usable)
        restart(at: now)
    }

    /// A timer for `options`, started at `now`.
    public init(options: KioskOptions, startingAt now: Double) {
        self.init(slideshowSeconds: options.slideshowSeconds, idleResetSeconds: options.idleResetSeconds, startingAt: now)
    }

    /// The reader did something: the slideshow waits a full interval again,
    /// and the idle time starts over.
    public mutating func noteInput(at now: Double) {
        restart(at: now)
    }

    /// The earliest time at which `fire(at:)` has something to do; nil when
    /// nothing is pending.
    public var nextDeadline: Double? {
        [nextTurn, idleDeadline].compactMap { $0 }.min()
    }

    /// What is due at `now`, at most one action. An idle reset wins over a page
    /// turn due at the same time and restarts the slideshow interval; the
    /// idle reset happens once until the next input. Page turns keep their
    /// cadence without drift; after a stall longer than an interval (suspend)
    /// one page is turned, not one per missed interval.
    public mutating func fire(at now: Double) -> Action? {
        if let deadline = idleDeadline, now >= deadline {
            idleDeadline = nil
            nextTurn = slideshowSeconds.map { now + $0 }
            return .returnToFirstPage
        }
        if let turn = nextTurn, now >= turn, let interval = slideshowSeconds {
            nextTurn = turn + interval > now ? turn + interval : now + interval
            return .turnPage
        }
        return nil
    }

    private mutating func restart(at now: Double) {
        nextTurn = slideshowSeconds.map { now + $0 }
        idleDeadline = idleResetSeconds.map { now + $0 }
    }

    private static func usable(_ seconds: Double) -> Double? {
        seconds.isFinite && seconds > 0 ? seconds : nil
    }
}
