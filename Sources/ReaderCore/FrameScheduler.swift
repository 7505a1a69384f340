import PDFEngine
import Viewer

/// Decides when frames go to the screen and when the idle work runs; the
/// shell (SDLFrontend) composes, presents and renders as it is told.
///
/// After each composed frame the shell says what the frame lacked
/// (`frameComposed`); the scheduler answers what to ask the render queue
/// for, whether to present the frame (`presentation`), when it next has
/// work (`nextDue`), what that work is (`dueWork`), whether to fill
/// textures ahead (`shouldWarmTextures`) and whether a finished tile needs
/// a new frame (`tileArrived`). Time is `now` in milliseconds on a
/// monotonic clock that does not wrap (`SDL_GetTicks64`).
public struct FrameScheduler {
    /// Milliseconds between a complete frame and the start of the renders
    /// it prefetches: the cores first present the frame (and the X server
    /// shows it) without two render workers competing.
    public static let prefetchDelay: UInt64 = 8
    /// How long a first frame may wait for its tiles before the window
    /// shows it with placeholders, in milliseconds.
    public static let firstFramePatience: UInt64 = 250

    /// What to do with a composed frame.
    public struct Presentation: Equatable {
        /// Show the window, hidden until now.
        public var showsWindow: Bool
        /// Put the frame on the screen.
        public var presents: Bool
    }

    /// The timed work due at some `now`.
    public struct DueWork: Equatable {
        /// Prefetch renders to hand to the render queue now (keeping those
        /// already running); nil when none are due.
        public var prefetch: [RenderRequest]?
        /// The pages whose links to read in the background with the prefetch.
        public var linkPages: [Int]
        /// Whether a frame must be drawn: a held page turn's time is up, or
        /// the window must show although its first frame lacks tiles.
        public var redraw: Bool
    }

    /// Whether the last frame lacked tiles that are still rendering.
    public private(set) var tilesMissing = true
    /// Whether the last frame had visible tiles with nothing to show yet.
    public private(set) var tilesBlank = true
    /// Visible tiles the last frame asked the render queue for.
    public private(set) var wantedVisible: [RenderKey] = []
    /// Pages the last frame showed without all of their current pixels.
    public private(set) var pagesAwaitingPixels: Set<Int> = []
    /// What the next screens will show (`ViewerState.prefetchTiles()` of the last frame).
    public private(set) var tilesAhead: [PageTile] = []
    /// While set, the window is still hidden: it is shown with the first
    /// frame that has all its tiles, or with whatever is ready at this time.
    public private(set) var windowHiddenUntil: UInt64?
    /// Whether textures of the next screens may still need filling.
    private var texturesToWarm = false
    /// Prefetch requests waiting for `prefetchDue`.
    private var deferredPrefetch: [RenderRequest] = []
    /// When `deferredPrefetch` goes to the render queue.
    private var prefetchDue: UInt64?
    /// Keeps a page turn off the screen until its tiles are in (briefly).
    private var hold = PartialFrameHold()

    /// A scheduler for a window opened, hidden, at `now`.
    public init(openedAt now: UInt64) {
        windowHiddenUntil = now + Self.firstFramePatience
    }

    /// A frame is being composed: it starts with no page awaiting pixels.
    public mutating func beginFrame() {
        pagesAwaitingPixels.removeAll(keepingCapacity: true)
    }

    /// The frame being composed shows `page` without all its current pixels.
    public mutating func pageAwaitsPixels(_ page: Int) {
        pagesAwaitingPixels.insert(page)
    }

    /// The frame composed at `now` lacked the visible tiles `missing`
    /// (some of them blank when `hasBlankTiles`); the next screens show
    /// `tilesAhead`. Returns the requests the render queue should want now:
    /// the missing tiles, or nil when the frame is complete and `prefetch`
    /// (asked only then) is deferred to `prefetchDelay` after now. An
    /// earlier deferral keeps its time, so frames drawn in quick succession
    /// cannot postpone it.
    public mutating func frameComposed(missing: [RenderKey], hasBlankTiles: Bool, tilesAhead: [PageTile], now: UInt64,
                                       prefetch: () -> [RenderRequest]) -> [RenderRequest]? {
        self.tilesAhead = tilesAhead
        wantedVisible = missing
        tilesMissing = !missing.isEmpty
        tilesBlank = hasBlankTiles
        texturesToWarm = true
        guard missing.isEmpty else {
            dropDeferredPrefetch()
            return missing.map { RenderRequest(key: $0, priority: .visible) }
        }
        deferredPrefetch = prefetch()
        prefetchDue = prefetchDue ?? now + Self.prefetchDelay
        return nil
    }

    /// Whether to show the window and present the frame just composed at
    /// `now`. A hidden window waits for a complete frame until its
    /// patience runs out; a page turn with blank tiles is held briefly
    /// (`PartialFrameHold`).
    public mutating func presentation(now: UInt64) -> Presentation {
        var showsWindow = false
        if let hiddenUntil = windowHiddenUntil {
            // A window that appears blank and fills in later costs the
            // renders CPU time and shows nothing useful sooner.
            guard !tilesMissing || now >= hiddenUntil else { return Presentation(showsWindow: false, presents: false) }
            windowHiddenUntil = nil
            showsWindow = true
        }
        return Presentation(showsWindow: showsWindow, presents: hold.shouldPresent(hasBlankTiles: tilesBlank, now: now))
    }

    /// When the next timed work is due: the deferred prefetch, the end of a
    /// held frame's wait, or showing the window although its first frame
    /// still lacks tiles; nil when nothing is timed.
    public var nextDue: UInt64? {
        [prefetchDue, hold.deadline, windowHiddenUntil].compactMap { $0 }.min()
    }

    /// The timed work due at `now`; the deferred prefetch is handed out
    /// once, with the pages whose links to read meanwhile, so a page turn
    /// does not read links while its frame goes to the screen.
    public mutating func dueWork(now: UInt64) -> DueWork {
        var work = DueWork(prefetch: nil, linkPages: [], redraw: false)
        if let due = prefetchDue, due <= now {
            work.prefetch = deferredPrefetch
            work.linkPages = Array(Set(tilesAhead.map(\.pageIndex))).sorted()
            dropDeferredPrefetch()
        }
        if hold.isDue(now: now) || windowHiddenUntil.map({ $0 <= now }) == true {
            work.redraw = true
        }
        return work
    }

    /// Whether to fill a texture ahead instead of waiting for events: once
    /// the prefetch is under way, not while the frame just presented is
    /// still on its way to the display.
    public var shouldWarmTextures: Bool { texturesToWarm && prefetchDue == nil }

    /// The shell filled textures ahead; `moreToFill` when it may fill more.
    public mutating func texturesWarmed(moreToFill: Bool) {
        texturesToWarm = moreToFill
    }

    /// A render finished; true when a new frame must be drawn. Prefetched
    /// tiles also report in: only a frame that still lacks tiles needs
    /// drawing again, and a held page turn only once every visible tile is
    /// in (`arrived` tells whether a key has rendered or failed). Otherwise
    /// the new tile may be one whose texture can be filled ahead.
    public mutating func tileArrived(_ arrived: (RenderKey) -> Bool) -> Bool {
        guard tilesMissing else {
            texturesToWarm = true
            return false
        }
        return hold.deadline == nil || wantedVisible.allSatisfy(arrived)
    }

    private mutating func dropDeferredPrefetch() {
        deferredPrefetch = []
        prefetchDue = nil
    }
}
