import CSDL2
import PDFAppearance
import PDFEngine
import Viewer

/// What the session does while the reader reads: render what the next
/// screens will show and fill their textures, so Page Down, Page Up and the
/// arrow keys only copy textures; present a held page turn when its tiles
/// take too long; show the window when its first frame does.
extension ViewerSession {
    /// Milliseconds between a complete frame and the start of the renders
    /// it prefetches: the cores first present the frame (and the X server
    /// shows it) without two render workers competing.
    static let prefetchDelay: UInt32 = 8

    /// When the next piece of timed idle work is due (SDL ticks): the
    /// deferred prefetch, the end of a held frame's wait, or showing the
    /// window although its first frame still lacks tiles.
    var idleWorkDue: UInt32? {
        [prefetchDue, hold.deadline, hiddenUntil].compactMap { $0 }.min { Int32(bitPattern: $0 &- $1) < 0 }
    }

    /// Sends the prefetch requests to the render queue `prefetchDelay` after
    /// now, keeping the renders already running; an earlier deferral keeps
    /// its time, so frames drawn in quick succession cannot postpone it.
    func deferPrefetch(_ requests: [RenderRequest]) {
        deferredPrefetch = requests
        prefetchDue = prefetchDue ?? SDL_GetTicks() &+ Self.prefetchDelay
    }

    /// Wants `requests` now, dropping any deferred prefetch.
    func want(_ requests: [RenderRequest]) {
        deferredPrefetch = []
        prefetchDue = nil
        renderQueue.setWanted(requests)
    }

    /// Does the timed idle work that is due at `now`: the deferred prefetch
    /// renders, and reading the links of the pages they belong to, so a
    /// turn does not read links while its frame goes to the screen.
    func runDueIdleWork(now: UInt32) {
        if let due = prefetchDue, Int32(bitPattern: due &- now) <= 0 {
            want(deferredPrefetch)
            pageLinks.prefetch(Array(Set(tilesAhead.map(\.pageIndex))).sorted())
        }
        if hold.isDue(now: now) {
            needsRedraw = true
        }
        if let hiddenUntil, Int32(bitPattern: hiddenUntil &- now) <= 0 {
            needsRedraw = true
        }
    }

    /// Whether every visible tile the last frame lacked is now rendered (or failed).
    var wantedVisibleTilesArrived: Bool {
        guard let cache = renderQueue.cache else { return false }
        return wantedVisible.allSatisfy { cache.contains($0) || failedTiles.error(for: $0) != nil }
    }

    /// Fills one texture ahead from day pixels already rendered: first the
    /// tiles the next screens will show, in the order
    /// `ViewerState.prefetchTiles()` gives, then the tiles on screen in the
    /// colours of the mode Ctrl+R switches to, once its pipeline is built,
    /// so that the switch only copies textures. False when nothing is left
    /// to fill now: every such tile has its texture or is still rendering,
    /// the texture budget has no room beside the frame on screen, or a
    /// texture cannot be made.
    func warmNextTexture() -> Bool {
        var candidates = tilesAhead.lazy.map { (tile: $0, pipeline: self.pipeline) }.makeIterator()
        if let filled = warmFirstTexture(of: &candidates) { return filled }
        guard let next = nextModePipeline, next !== pipeline else { return false }
        var onScreen = state.visibleTiles().lazy.map { (tile: $0, pipeline: next) }.makeIterator()
        return warmFirstTexture(of: &onScreen) ?? false
    }

    /// The pipeline of the mode after the current one, if already built.
    private var nextModePipeline: ColorPipeline? {
        let next = AppearanceCycle.mode(after: appearance.appearanceMode,
                                        allowedModes: appearance.configuration.allowedAppearanceModes)
        return ColorPipeline.built(for: appearance.renderOptions(for: next))
    }

    /// Fills the first of `candidates` that lacks its texture and has day
    /// pixels: true when filled, false when it could not be, nil when no
    /// candidate needed one.
    private func warmFirstTexture<Candidates: IteratorProtocol>(of candidates: inout Candidates) -> Bool?
        where Candidates.Element == (tile: PageTile, pipeline: ColorPipeline) {
        guard let cache = renderQueue.cache else { return false }
        while let (tile, pipeline) = candidates.next() {
            guard !textures.hasCurrentTexture(for: tile.key, pipeline: pipeline),
                  let pixels = cache.pixels(for: tile.key.renderKey) else { continue }
            return textures.hasRoomBesideThisFrame(for: pixels.width * pixels.height * 4)
                && (try? textures.texture(for: tile.key, pipeline: pipeline) { pixels }) != nil
        }
        return nil
    }
}
