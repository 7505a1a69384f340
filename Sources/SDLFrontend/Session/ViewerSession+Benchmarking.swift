import CSDL2
import Viewer

/// What `sdlpdf-bench` drives to time the real window's frames (night
/// toggle, page turns, ink strokes) with SDL's offscreen driver. Not API for
/// embedding: `@_spi(Benchmarking) import SDLFrontend` to use it.
extension ViewerSession {
    /// Runs a command as its key would.
    @_spi(Benchmarking) public func perform(_ command: ViewerCommand) {
        carryOut(changeView { $0.apply(command) })
    }

    /// Runs a command with a count, as "12G" would.
    @_spi(Benchmarking) public func perform(_ command: ViewerCommand, count: Int) {
        carryOut(changeView { $0.apply(command, count: count) })
    }

    /// Hands an SDL event to the session as if the event loop had read it.
    @_spi(Benchmarking) public func inject(_ event: SDL_Event) {
        handle(event)
    }

    /// Draws and presents a frame now if anything changed; true when it drew.
    @_spi(Benchmarking) @discardableResult
    public func drawIfNeeded() -> Bool {
        guard needsRedraw else { return false }
        draw()
        return true
    }

    /// Runs the event loop until a round draws a complete frame; see `settle(timeout:)`.
    @_spi(Benchmarking) @discardableResult
    public func settleFrame(timeout: Double) -> Bool {
        settle(timeout: timeout)
    }

    /// Runs the event loop for `seconds` as while the reader reads (renders
    /// ahead, textures filled ahead); see `idle(for:)`.
    @_spi(Benchmarking) public func runEventLoop(for seconds: Double) {
        idle(for: seconds)
    }

    /// One turn of the window's event loop: draw if needed, then wait at most
    /// `milliseconds` for an event (less when timed work is due) and handle it.
    @_spi(Benchmarking) public func runLoopOnce(waitingAtMostMilliseconds milliseconds: Int) {
        runLoopOnce(waitingAtMost: milliseconds)
    }

    /// Whether a find's search is still running (its count not final yet).
    @_spi(Benchmarking) public var findIsSearching: Bool {
        find.results.map { !$0.isComplete } ?? false
    }

    /// Whether the session's background work is still going: renders
    /// waiting or drawing (the prefetch included), page sizes, the outline
    /// and labels, links being read, an ink journal write, a find's search.
    @_spi(Benchmarking) public var backgroundWorkIsRunning: Bool {
        !renderQueue.pendingKeys.isEmpty || document.isReadingPageSizes || documentSession.navigation.isReading
            || documentSession.links.isReading || document.isWritingInkJournal || findIsSearching
    }

    /// The page tiles' textures kept now: how many, their bytes and the
    /// budget they are kept within (`MemoryBudgets.textureBytes`).
    @_spi(Benchmarking) public var tileTextures: (count: Int, bytes: Int, budgetBytes: Int) {
        (composer.textures.count, composer.textures.bytes, composer.textures.budgetBytes)
    }

    /// Frames presented since the session began.
    @_spi(Benchmarking) public var presentedFrames: Int { composer.presentedFrameCount }

    /// Where the reader is (page and the fraction of it above the window).
    @_spi(Benchmarking) public var readingPosition: ReadingPosition { state.readingPosition }

    /// The zoom in percent, as the toolbar shows it.
    @_spi(Benchmarking) public var zoomPercent: Int { state.zoomPercent }

    /// Output pixels of the drawing area.
    @_spi(Benchmarking) public var outputSize: (width: Int, height: Int) { window.outputSize }
}

extension ViewerApplication {
    /// Starts SDL video for a session driven without `run`.
    @_spi(Benchmarking) public static func startVideoForBenchmarks() throws {
        try startVideo()
    }
}

extension ViewerSession {
    /// SDL textures alive in the process (`LiveTextures`).
    @_spi(Benchmarking) public static var liveTextureCount: Int { LiveTextures.count }
}
