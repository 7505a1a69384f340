import Foundation

/// Renders pages in the background: worker threads (one per core by default),
/// each with its own MuPDF context, draw the highest-priority wanted request
/// first (recording the page's display list first when needed, the slow
/// parse step). Results go to the page cache and to the completion handler,
/// which runs on the worker thread (post an event to the UI thread from it).
///
/// A request dropped from the wanted set, or of a page invalidated, is never
/// delivered; if it is being drawn, the draw is aborted through its cookie.
public final class RenderQueue: @unchecked Sendable {
    /// Called on a worker thread with each finished render (day pixels).
    public typealias Completion = @Sendable (RenderKey, Result<PixelBuffer, DocumentError>) -> Void
    /// Called on a worker's thread when the worker cannot start (its MuPDF
    /// context cannot be made); that worker renders nothing.
    public typealias WorkerFailure = @Sendable (DocumentError) -> Void

    /// The document rendered.
    public let document: Document
    /// Where finished renders are kept; requests already cached are delivered from it.
    public let cache: PageCache?

    private let state: State

    /// Starts `workers` threads rendering `document`.
    ///
    /// - Parameters:
    ///   - timeout: seconds after which one render is aborted and delivered as
    ///     `.timedOut`, so hostile pages cannot occupy a worker forever; nil for no limit.
    ///   - workerFailed: told when a worker cannot start, to say so to the reader.
    public init(document: Document, cache: PageCache? = PageCache(), workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                timeout: Double? = 30, workerFailed: @escaping WorkerFailure = { _ in }, completion: @escaping Completion) {
        self.document = document
        self.cache = cache
        state = State(document: document, cache: cache, timeout: timeout, stallGrace: Self.stallGrace,
                      clock: MonotonicRenderClock(), makeContext: State.clonedContext(of: document), draw: Self.drawing(document),
                      workerFailed: workerFailed, completion: completion)
        state.start(workers: workers)
    }

    /// A queue without a cache drawing with `draw` and measuring its time
    /// limits by `clock` (tests use it to hold renders at a gate, simulate
    /// renders that ignore their cookie, move time by hand, and fail a
    /// worker's start through `makeContext`).
    init(document: Document, workers: Int, timeout: Double?, stallGrace: Double = RenderQueue.stallGrace,
         clock: any RenderClock, makeContext: State.MakeContext? = nil, draw: @escaping State.Draw,
         workerFailed: @escaping WorkerFailure = { _ in }, completion: @escaping Completion) {
        self.document = document
        cache = nil
        state = State(document: document, cache: nil, timeout: timeout, stallGrace: stallGrace, clock: clock,
                      makeContext: makeContext ?? State.clonedContext(of: document), draw: draw, workerFailed: workerFailed,
                      completion: completion)
        state.start(workers: workers)
    }

    /// How the queue draws a request: the document's day pixels of the key's page, scale, rotation and tile,
    /// with the extras asked for (so Night can keep photographs and draw annotations apart without a
    /// new render); pixels drawn before with fewer extras only get the missing ones.
    static func drawing(_ document: Document) -> State.Draw {
        { key, extras, drawn, context, cookie throws(DocumentError) in
            try document.renderDayPixels(page: key.page, scale: key.scale, rotation: key.rotation, region: key.tile,
                                         extras: extras, reusing: drawn, context: context, cookie: cookie)
        }
    }

    /// What renders draw beside the day pixels (none at first): the window sets what the modes it
    /// shows and prepares need. Renders started afterwards draw them; a request for a key cached
    /// with fewer extras draws only the missing ones over the cached pixels.
    public var extras: RenderExtras {
        get { state.extras }
        set { state.extras = newValue }
    }

    /// Seconds an aborted render may keep running before its worker is
    /// written off and replaced, so a render that never checks its cookie
    /// cannot stall the queue.
    static let stallGrace = 3.0

    /// Most replacement workers alive at once.
    static let maximumReplacements = 8

    deinit {
        state.stop()
    }

    /// Adds a request, or raises the priority of one already waiting.
    public func submit(_ request: RenderRequest) {
        state.submit([request], replacing: false)
    }

    /// Replaces everything wanted with `requests`: waiting requests not in it
    /// are dropped, renders in progress not in it are aborted.
    public func setWanted(_ requests: [RenderRequest]) {
        state.submit(requests, replacing: true)
    }

    /// Asks for whole pages before and after `page` at low priority, which
    /// also records their display lists. A page larger than
    /// `prefetchPixelLimit` at `scale` is prefetched as a small thumbnail
    /// instead, which still records its display list.
    public func prefetch(around page: Int, scale: Double, rotation: Int = 0, distance: Int = 1) {
        let count = document.pageCount
        let pages = (1...max(1, distance)).flatMap { [page + $0, page - $0] }.filter { $0 >= 0 && $0 < count }
        let requests = pages.map { index -> RenderRequest in
            let full = document.pixelBounds(page: index, scale: scale, rotation: rotation)
            let pixels = Double(full.width) * Double(full.height)
            let fitted = pixels <= Double(Self.prefetchPixelLimit) ? scale : scale * (Double(Self.thumbnailPixels) / pixels).squareRoot()
            return RenderRequest(key: RenderKey(page: index, scale: fitted, rotation: rotation), priority: .prefetch)
        }
        state.submit(requests, replacing: false)
    }

    /// Largest whole page (in pixels) `prefetch` renders at the requested scale.
    public static let prefetchPixelLimit = 1 << 23

    /// Pixels of the thumbnail `prefetch` renders for larger pages.
    static let thumbnailPixels = 1 << 16

    /// Forgets everything rendered of page `index` after its content changed
    /// (an ink edit): its cached pixels are dropped, waiting and running
    /// requests for it are dropped undelivered (submit them again), and a
    /// render of the old content finishing later is never cached.
    public func invalidate(page index: Int) {
        state.invalidate(page: index)
    }

    /// Keys waiting or being drawn (for tests and diagnostics).
    public var pendingKeys: Set<RenderKey> { state.pendingKeys }

    /// Stops the workers after aborting their renders; the queue accepts nothing more.
    public func stop() {
        state.stop()
    }
}

extension RenderQueue {
    /// The queue's shared state, owned by the worker threads so the queue
    /// object itself can go away (which stops them).
    final class State: @unchecked Sendable {
        /// Draws a key with the extras wanted, given what the cache holds of it with fewer extras.
        typealias Draw = @Sendable (RenderKey, RenderExtras, PixelBuffer?, MuPDFContext, RenderCookie) throws(DocumentError)
            -> PixelBuffer
        typealias MakeContext = @Sendable () throws(DocumentError) -> MuPDFContext

        /// How a worker gets its context: a clone of the document's.
        static func clonedContext(of document: Document) -> MakeContext {
            { () throws(DocumentError) in try document.contexts.makeClone() }
        }

        /// A render a worker is drawing, wanted or not.
        private struct Job {
            let key: RenderKey
            let cookie: RenderCookie
            /// The page's content generation when the render started.
            let generation: Int
            var writtenOff = false
        }

        let document: Document
        let cache: PageCache?
        let timeout: Double?
        let stallGrace: Double
        let clock: any RenderClock
        let makeContext: MakeContext
        let draw: Draw
        let workerFailed: WorkerFailure
        let completion: Completion

        private let condition = NSCondition()
        private var waiting: [RenderKey: (priority: RenderPriority, order: Int)] = [:]
        private var drawing: [RenderKey: RenderCookie] = [:]
        private var running: [ObjectIdentifier: Job] = [:]
        /// Bumped by `invalidate(page:)`; renders of an older generation are not cached.
        private var generations: [Int: Int] = [:]
        private var counter = 0
        private var wantedExtras: RenderExtras = []
        private var threadsStarted = 0
        private var replacementsAlive = 0
        private var stopped = false

        init(document: Document, cache: PageCache?, timeout: Double?, stallGrace: Double, clock: any RenderClock,
             makeContext: @escaping MakeContext, draw: @escaping Draw, workerFailed: @escaping WorkerFailure,
             completion: @escaping Completion) {
            self.document = document
            self.cache = cache
            self.timeout = timeout
            self.stallGrace = stallGrace
            self.clock = clock
            self.makeContext = makeContext
            self.draw = draw
            self.workerFailed = workerFailed
            self.completion = completion
        }

        /// Starts the workers and the watchdog that replaces stalled ones.
        func start(workers: Int) {
            for _ in 0..<max(1, workers) { startWorker() }
            scheduleWatchdog()
        }

        /// Looks for stalled workers every quarter of `stallGrace` on `clock` until the queue stops.
        private func scheduleWatchdog() {
            clock.schedule(after: max(0.05, stallGrace / 4)) { [weak self] in
                guard let self, self.replaceStalledWorkers() else { return }
                self.scheduleWatchdog()
            }
        }

        private func startWorker() {
            let index = condition.withLock { () -> Int in
                threadsStarted += 1
                return threadsStarted
            }
            let thread = Thread { [self] in work() }
            thread.name = "sdlpdf-render-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }

        func submit(_ requests: [RenderRequest], replacing: Bool) {
            condition.withLock {
                guard !stopped else { return }
                if replacing {
                    let wanted = Set(requests.map(\.key))
                    waiting = waiting.filter { wanted.contains($0.key) }
                    for (key, cookie) in drawing where !wanted.contains(key) {
                        cookie.abort()
                        drawing[key] = nil
                    }
                }
                for request in requests where drawing[request.key] == nil {
                    counter += 1
                    if let existing = waiting[request.key], existing.priority >= request.priority { continue }
                    waiting[request.key] = (request.priority, counter)
                }
                condition.broadcast()
            }
        }

        func invalidate(page index: Int) {
            condition.withLock {
                generations[index, default: 0] += 1
                waiting = waiting.filter { $0.key.page != index }
                for (key, cookie) in drawing where key.page == index {
                    cookie.abort()
                    drawing[key] = nil
                }
                cache?.removeAll { $0.page == index }
            }
        }

        var extras: RenderExtras {
            get { condition.withLock { wantedExtras } }
            set { condition.withLock { wantedExtras = newValue } }
        }

        var pendingKeys: Set<RenderKey> {
            condition.withLock { Set(waiting.keys).union(drawing.keys) }
        }

        func stop() {
            condition.withLock {
                stopped = true
                waiting.removeAll()
                for cookie in drawing.values { cookie.abort() }
                drawing.removeAll()
                condition.broadcast()
            }
        }

        /// Takes the most urgent waiting request (oldest first among equals), with the extras to draw.
        private func next() -> (RenderKey, RenderCookie, RenderExtras)? {
            condition.withLock {
                while !stopped && waiting.isEmpty { condition.wait() }
                guard !stopped else { return nil }
                let best = waiting.max { a, b in
                    a.value.priority != b.value.priority ? a.value.priority < b.value.priority : a.value.order > b.value.order
                }!
                waiting[best.key] = nil
                let cookie = RenderCookie(clock: clock)
                drawing[best.key] = cookie
                running[ObjectIdentifier(cookie)] = Job(key: best.key, cookie: cookie, generation: generations[best.key.page, default: 0])
                return (best.key, cookie, wantedExtras)
            }
        }

        /// Finishes a render, caching newly drawn `pixels` unless the page
        /// changed meanwhile: whether to deliver it (false when it was
        /// dropped meanwhile) and whether this worker was written off.
        private func finish(_ key: RenderKey, _ cookie: RenderCookie, drawn pixels: PixelBuffer?) -> (deliver: Bool, writtenOff: Bool) {
            condition.withLock {
                let job = running.removeValue(forKey: ObjectIdentifier(cookie))
                if let pixels, let job, job.generation == generations[key.page, default: 0] {
                    cache?.insert(pixels, for: key)
                }
                let writtenOff = job?.writtenOff ?? false
                if writtenOff { replacementsAlive -= 1 }
                guard drawing[key] === cookie, !cookie.isAborted || cookie.timedOut else { return (false, writtenOff) }
                drawing[key] = nil
                return (true, writtenOff)
            }
        }

        /// Writes off workers whose aborted render has not returned within
        /// `stallGrace`: a timed-out render is delivered as failed now, and a
        /// new worker takes the stalled one's place. False once the queue has stopped.
        private func replaceStalledWorkers() -> Bool {
            let now = clock.now
            var failures: [(RenderKey, DocumentError)] = []
            var replacements = 0
            let active = condition.withLock { () -> Bool in
                guard !stopped else { return false }
                for (id, job) in running where !job.writtenOff && replacementsAlive < RenderQueue.maximumReplacements {
                    guard let since = job.cookie.abortedAt, now - since > stallGrace else { continue }
                    running[id]?.writtenOff = true
                    replacementsAlive += 1
                    replacements += 1
                    if drawing[job.key] === job.cookie {
                        drawing[job.key] = nil
                        failures.append((job.key, job.cookie.abortError(path: document.path, page: job.key.page)))
                    }
                }
                return true
            }
            for _ in 0..<replacements { startWorker() }
            for (key, error) in failures { completion(key, .failure(error)) }
            return active
        }

        func work() {
            let context: MuPDFContext
            do {
                context = try makeContext()
            } catch {
                workerFailed(error)
                return
            }
            while let (key, cookie, extras) = next() {
                let result: Result<PixelBuffer, DocumentError>
                var drawn: PixelBuffer?
                let cached = cache?.pixels(for: key)
                if let cached, cached.extras.isSuperset(of: extras) {
                    result = .success(cached)
                } else {
                    if let timeout { cookie.abort(after: timeout) }
                    do throws(DocumentError) {
                        let pixels = try draw(key, extras, cached, context, cookie)
                        drawn = pixels
                        result = .success(pixels)
                    } catch {
                        result = .failure(error)
                    }
                }
                let (deliver, writtenOff) = finish(key, cookie, drawn: drawn)
                if deliver {
                    completion(key, result)
                }
                if writtenOff { return }
            }
        }
    }
}
