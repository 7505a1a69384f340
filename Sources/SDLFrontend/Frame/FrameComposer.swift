import CSDL2
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

/// The window's frames: when they go to the screen (`FrameScheduler`), the pages' tiles drawn
/// into them from textures (`TileTextureCache`) or, for the first frame, straight into the window
/// surface (`WindowSurfaceTiles`), what the window shows (`PresentedFrame`), the tiles the last
/// frame showed, whose day pixels go once they leave the screen textured in every mode, and the
/// textures filled ahead between events.
///
/// The session says what a frame shows (its `ViewerState`, `TileSource` and the layers drawn
/// over the pages); the composer draws the pages' tiles, tells the render queue what they lack,
/// presents the frame and keeps the books.
///
/// Day pixels are kept only while a texture may still have to be filled from them. A tile that
/// left the screen with a current texture in the colours of every mode the reader may switch to
/// (Default and the `allowedAppearanceModes`) needs them no more: coming back, a mode change or a
/// peek copies textures, ink renders the page again, export renders its own. Its day pixels then
/// leave the render queue's cache instead of staying beside those textures. Tiles on screen keep
/// theirs, so that a mode change never waits for a render when the texture budget evicted the
/// other mode's texture. A tile whose textures are evicted after its pixels went renders again
/// when it is next wanted; until then the prefetch counts a tile textured in every mode as
/// rendered, so the workers do not draw it again.
final class FrameComposer {
    /// When frames go to the screen and the idle work runs.
    var scheduler: FrameScheduler
    /// The tiles' textures, in display colours.
    let textures: TileTextureCache
    /// Draws the first frame's tiles into the window surface; nil when the
    /// renderer does not draw into it.
    let surfaceTiles: WindowSurfaceTiles?
    /// What the window shows; nil when it must be updated whole (exposed, resized).
    private(set) var presentedFrame: PresentedFrame?
    /// The tiles the last composed frame showed (`releaseDayPixelsOfTilesThatLeftTheScreen`).
    private(set) var shownTileKeys: Set<PageTile.Key> = []
    /// Frames presented so far (for the benchmarks' frame ages).
    private(set) var presentedFrameCount = 0
    /// Whether the first frame is on screen and the workers were idle once since: the pipeline of
    /// the mode Ctrl+R switches to and the extras it needs are prepared from then on.
    private(set) var preparesNextMode = false
    private let window: DocumentWindow

    /// Frames for `window`, opened at `openedAt` (SDL ticks), its textures kept within `textureBudgetBytes`.
    init(window: DocumentWindow, openedAt: UInt64, textureBudgetBytes: Int) {
        self.window = window
        scheduler = FrameScheduler(openedAt: openedAt)
        let layout = TileLayout(windowFormat: SDL_GetWindowPixelFormat(window.window))
        textures = TileTextureCache(renderer: window.renderer, budgetBytes: textureBudgetBytes, layout: layout)
        surfaceTiles = window.drawsIntoWindowSurface
            ? WindowSurfaceTiles(window: window.window, renderer: window.renderer, layout: layout) : nil
    }

    /// Where a frame's tiles come from: the pipeline that colours them and the render queue
    /// that draws their day pixels, with the tiles it failed to draw.
    struct TileSource {
        let pipeline: ColorPipeline
        let renderQueue: RenderQueue
        let failedTiles: FailedTiles
        /// The pipelines of every allowed mode, when all are built (`ViewerSession.allowedModePipelines`).
        let modePipelines: () -> [ColorPipeline]?

        /// What the tiles' day pixels need beside them to be shown in the pipeline's colours.
        var extras: RenderExtras { RenderExtras(for: pipeline.options) }
    }

    /// Draws the tiles of `pages` (as `state` shows them) into the back buffer: each page's
    /// tiles that are ready, over its paper when one is missing or outdated, with stand-ins
    /// where pixels are missing, or `drawFailure` for a page whose tiles failed. Then tells the
    /// render queue what is still missing; tiles of the next screens are asked for only once
    /// the frame is complete, shortly after it (`FrameScheduler.frameComposed`).
    func composePages(_ pages: [VisiblePage], of state: ViewerState, from source: TileSource, now: UInt64,
                      drawFailure: (DocumentError, VisiblePage) -> Void) {
        textures.beginFrame()
        scheduler.beginFrame()
        let tilesOfPages = pages.map(state.tiles(for:))
        releaseDayPixelsOfTilesThatLeftTheScreen(tilesOfPages.flatMap { $0 }, from: source)
        let paper = source.pipeline.apply(to: Color(red: 1, green: 1, blue: 1))
        var wanted: [PageTile.Key] = []
        var blank = false
        for (page, tiles) in zip(pages, tilesOfPages) {
            if drawWholePage(tiles, from: source) {
                continue
            }
            let (r, g, b, a) = paper.rgba8
            SDL_SetRenderDrawColor(window.renderer, r, g, b, a)
            var frame = page.visibleFrame.sdlRect
            SDL_RenderFillRect(window.renderer, &frame)
            if let failure = tiles.lazy.compactMap({ source.failedTiles.error(for: $0.key.renderKey) }).first {
                drawFailure(failure, page)
                continue
            }
            let missing = tiles.filter { tile in
                guard let isCurrent = drawTile(tile, from: source) else {
                    blank = true
                    return true
                }
                return !isCurrent
            }
            if !missing.isEmpty {
                scheduler.pageAwaitsPixels(page.index)
                drawStandIns(for: page, under: missing, of: state, pipeline: source.pipeline)
                missing.forEach { _ = drawTile($0, from: source) }
                wanted += missing.map(\.key)
            }
        }
        let renderQueue = source.renderQueue
        let cache = renderQueue.cache, extras = renderQueue.extras, failed = source.failedTiles
        let ahead = state.prefetchTiles()
        let visibleRequests = scheduler.frameComposed(missing: wanted.map(\.renderKey), hasBlankTiles: blank, tilesAhead: ahead,
                                                      now: now) {
            // The tiles on screen first: they may still lack the extras of the mode Ctrl+R switches to.
            // A tile textured in every allowed mode needs no pixels (`releaseDayPixelsOfTilesThatLeftTheScreen`).
            let pipelines = source.modePipelines()
            let onScreen = state.visibleTiles().filter { failed.error(for: $0.key.renderKey) == nil }
            return (onScreen + ahead).filter {
                cache?.contains($0.key.renderKey, with: extras) != true && !isTexturedInEveryMode($0.key, pipelines: pipelines)
            }.map { RenderRequest(key: $0.key.renderKey, priority: .prefetch) }
        }
        if let visibleRequests {
            renderQueue.setWanted(visibleRequests)
        }
    }

    /// Whether to start preparing the mode Ctrl+R switches to now: once, the first time the
    /// frame is complete and the render queue has nothing left to draw (`renderQueueIsIdle`),
    /// so that the first Ctrl+R does not wait for a table or a mask, without slowing the first frame.
    func startsPreparingNextMode(renderQueueIsIdle: @autoclosure () -> Bool) -> Bool {
        guard !scheduler.tilesMissing, !preparesNextMode, renderQueueIsIdle() else { return false }
        preparesNextMode = true
        return true
    }

    /// Sends the frame in the back buffer, showing `frame`, to the window: only the part that
    /// changed since the last one when the renderer draws into the window surface.
    func present(_ frame: PresentedFrame) {
        if window.drawsIntoWindowSurface, let region = frame.changedRegion(since: presentedFrame) {
            var rect = region.sdlRect
            SDL_RenderFlush(window.renderer)
            SDL_UpdateWindowSurfaceRects(window.window, &rect, 1)
        } else {
            SDL_RenderPresent(window.renderer)
        }
        presentedFrame = frame
        presentedFrameCount += 1
    }

    /// The window must be updated whole with the next frame (it was exposed or resized).
    func presentWholeWindowNext() {
        presentedFrame = nil
    }

    /// Fills one texture ahead from day pixels already rendered, when the scheduler says it is
    /// time (`FrameScheduler.shouldWarmTextures`): first the tiles on screen (`onScreen`) that
    /// the first frame drew straight into the window surface (`WindowSurfaceTiles`), then the
    /// tiles the next screens will show, in the order `ViewerState.prefetchTiles()` gave, then
    /// the tiles on screen in the colours of `nextPipeline` (the mode Ctrl+R switches to, once
    /// built), so that the switch only copies textures. Tells the scheduler whether more is
    /// left to fill now: not when every such tile has its texture or is still rendering, the
    /// texture budget has no room beside the frame on screen, or a texture cannot be made.
    func warmNextTexture(onScreen: [PageTile], pipeline: ColorPipeline, nextPipeline: @autoclosure () -> ColorPipeline?,
                         cache: PageCache?) {
        scheduler.texturesWarmed(moreToFill: fillNextTexture(onScreen: onScreen, pipeline: pipeline, nextPipeline: nextPipeline,
                                                             cache: cache))
    }

    private func fillNextTexture(onScreen: [PageTile], pipeline: ColorPipeline, nextPipeline: () -> ColorPipeline?,
                                 cache: PageCache?) -> Bool {
        guard let cache else { return false }
        var shown = onScreen.lazy.map { (tile: $0, pipeline: pipeline) }.makeIterator()
        if let filled = fillFirstTexture(of: &shown, from: cache) { return filled }
        var candidates = scheduler.tilesAhead.lazy.map { (tile: $0, pipeline: pipeline) }.makeIterator()
        if let filled = fillFirstTexture(of: &candidates, from: cache) { return filled }
        guard let next = nextPipeline(), next !== pipeline else { return false }
        var inNextMode = onScreen.lazy.map { (tile: $0, pipeline: next) }.makeIterator()
        return fillFirstTexture(of: &inNextMode, from: cache) ?? false
    }

    /// Fills the first of `candidates` that lacks its texture and has day
    /// pixels: true when filled, false when it could not be, nil when no
    /// candidate needed one.
    private func fillFirstTexture<Candidates: IteratorProtocol>(of candidates: inout Candidates, from cache: PageCache) -> Bool?
        where Candidates.Element == (tile: PageTile, pipeline: ColorPipeline) {
        while let (tile, pipeline) = candidates.next() {
            guard !textures.hasCurrentTexture(for: tile.key, pipeline: pipeline),
                  let pixels = cache.pixels(for: tile.key.renderKey, with: RenderExtras(for: pipeline.options)) else { continue }
            return textures.hasRoomBesideThisFrame(for: pixels.width * pixels.height * 4)
                && (try? textures.texture(for: tile.key, pipeline: pipeline) { pixels }) != nil
        }
        return nil
    }

    /// Whether `key` has a current texture in the colours of every allowed mode, `pipelines`
    /// being `ViewerSession.allowedModePipelines`.
    func isTexturedInEveryMode(_ key: PageTile.Key, pipelines: [ColorPipeline]?) -> Bool {
        guard let pipelines else { return false }
        return textures.hasCurrentTexture(for: key, inEveryOf: pipelines)
    }

    /// The frame being composed shows `visible`: the tiles the last frame showed that it does not
    /// show drop their day pixels from the render queue's cache when they are textured in every
    /// allowed mode.
    func releaseDayPixelsOfTilesThatLeftTheScreen(_ visible: [PageTile], from source: TileSource) {
        let keys = Set(visible.map(\.key))
        let left = shownTileKeys.subtracting(keys)
        shownTileKeys = keys
        guard !left.isEmpty, let cache = source.renderQueue.cache, let pipelines = source.modePipelines() else { return }
        for key in left where textures.hasCurrentTexture(for: key, inEveryOf: pipelines) {
            cache.remove(key.renderKey)
        }
    }

    /// Draws a page whose tiles all have current pixels (textures, or day
    /// pixels to fill them from) without painting its paper first; false
    /// when a tile is missing or outdated, and the page needs its paper,
    /// stand-ins and error text drawn over whatever this drew.
    private func drawWholePage(_ tiles: [PageTile], from source: TileSource) -> Bool {
        let extras = source.extras
        guard let cache = source.renderQueue.cache, tiles.allSatisfy({
            textures.hasCurrentTexture(for: $0.key, pipeline: source.pipeline) || cache.contains($0.key.renderKey, with: extras)
        }) else { return false }
        return tiles.allSatisfy { drawTile($0, from: source) == true }
    }

    /// Draws a tile if it has pixels: whether what was drawn is current
    /// (false when the page changed since), or nil when nothing could be
    /// drawn. Until the window's first frame is presented, a tile without a
    /// texture goes straight into the window surface (`WindowSurfaceTiles`).
    private func drawTile(_ tile: PageTile, from source: TileSource) -> Bool? {
        var destination = tile.screenRect.sdlRect
        let pipeline = source.pipeline, cache = source.renderQueue.cache
        if presentedFrameCount == 0, let surfaceTiles, !textures.hasCurrentTexture(for: tile.key, pipeline: pipeline),
           let pixels = cache?.pixels(for: tile.key.renderKey, with: source.extras),
           surfaceTiles.draw(pixels, pipeline: pipeline, at: destination) {
            return true
        }
        let lookup = try? textures.texture(for: tile.key, pipeline: pipeline) {
            cache?.pixels(for: tile.key.renderKey, with: source.extras)
        }
        guard let lookup else { return nil }
        SDL_RenderCopy(window.renderer, lookup.texture.texture, nil, &destination)
        if !lookup.isCurrent {
            scheduler.pageAwaitsPixels(tile.pageIndex)
        }
        return lookup.isCurrent
    }

    /// Stretches tiles of the same page rendered at another zoom into the
    /// places of missing tiles, so zooming shows a blurred page, not a blank.
    private func drawStandIns(for page: VisiblePage, under missing: [PageTile], of state: ViewerState, pipeline: ColorPipeline) {
        let frame = page.frame
        for (key, texture) in textures.standIns(forPage: page.index, rotation: state.rotation, pipeline: pipeline) where key.scale != state.scale {
            let ratio = state.scale / key.scale
            let rect = ScreenRect(x: frame.x + Double(key.pixelRect.x) * ratio, y: frame.y + Double(key.pixelRect.y) * ratio,
                                  width: Double(key.pixelRect.width) * ratio, height: Double(key.pixelRect.height) * ratio)
            guard missing.contains(where: { $0.screenRect.intersection(rect) != nil }) else { continue }
            var destination = rect.sdlRect
            SDL_RenderCopy(window.renderer, texture.texture, nil, &destination)
        }
    }
}

extension PageTile.Key {
    /// The engine's name for the same rendered image.
    var renderKey: RenderKey {
        RenderKey(page: pageIndex, scale: scale, rotation: rotation.degrees, tile: pixelRect)
    }
}
