import CSDL2
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

/// What the session does while the reader reads, when `FrameScheduler`
/// says so: render what the next screens will show and fill their
/// textures, so Page Down, Page Up and the arrow keys only copy textures;
/// present a held page turn when its tiles take too long; show the window
/// when its first frame does.
extension ViewerSession {
    /// Does the work due at `now` (`FrameScheduler.dueWork`): the deferred
    /// prefetch renders and reading the links of their pages, a frame when a
    /// held page turn or the hidden window's patience is up; and tells what
    /// went wrong in the background (the journal, a render worker).
    func runDueIdleWork(now: UInt64) {
        let work = frames.dueWork(now: now)
        if let prefetch = work.prefetch {
            renderQueue.setWanted(prefetch)
            documentSession.links.prefetch(work.linkPages)
        }
        if work.redraw {
            needsRedraw = true
        }
        reportJournalFailure()
        for failure in documentSession.unreportedWorkerFailures() {
            messages.show("Pages cannot be rendered: \(Self.reason(of: failure))", isError: true)
            needsRedraw = true
        }
    }

    /// Fills one texture ahead from day pixels already rendered: first the
    /// tiles on screen that the first frame drew straight into the window
    /// surface (`WindowSurfaceTiles`), then the tiles the next screens will
    /// show, in the order `ViewerState.prefetchTiles()` gives, then the tiles
    /// on screen in the colours of the mode Ctrl+R switches to, once its
    /// pipeline is built, so that the switch only copies textures. False
    /// when nothing is left to fill now: every such tile has its texture or
    /// is still rendering, the texture budget has no room beside the frame
    /// on screen, or a texture cannot be made.
    func warmNextTexture() -> Bool {
        var shown = state.visibleTiles().lazy.map { (tile: $0, pipeline: self.pipeline) }.makeIterator()
        if let filled = warmFirstTexture(of: &shown) { return filled }
        var candidates = frames.tilesAhead.lazy.map { (tile: $0, pipeline: self.pipeline) }.makeIterator()
        if let filled = warmFirstTexture(of: &candidates) { return filled }
        guard let next = nextModePipeline, next !== pipeline else { return false }
        var onScreen = state.visibleTiles().lazy.map { (tile: $0, pipeline: next) }.makeIterator()
        return warmFirstTexture(of: &onScreen) ?? false
    }

    /// The pipeline of the mode the window switches to next, if already built.
    private var nextModePipeline: ColorPipeline? {
        ColorPipeline.built(for: appearance.renderOptions(for: nextAppearanceMode))
    }

    /// Fills the first of `candidates` that lacks its texture and has day
    /// pixels: true when filled, false when it could not be, nil when no
    /// candidate needed one.
    private func warmFirstTexture<Candidates: IteratorProtocol>(of candidates: inout Candidates) -> Bool?
        where Candidates.Element == (tile: PageTile, pipeline: ColorPipeline) {
        guard let cache = renderQueue.cache else { return false }
        while let (tile, pipeline) = candidates.next() {
            guard !textures.hasCurrentTexture(for: tile.key, pipeline: pipeline),
                  let pixels = cache.pixels(for: tile.key.renderKey, with: RenderExtras(for: pipeline.options)) else { continue }
            return textures.hasRoomBesideThisFrame(for: pixels.width * pixels.height * 4)
                && (try? textures.texture(for: tile.key, pipeline: pipeline) { pixels }) != nil
        }
        return nil
    }
}
