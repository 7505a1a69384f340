import CSDL2
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

extension ViewerSession {
    /// The colour around and between pages in Default mode; other modes pass
    /// it through their pipeline like everything else, but for Night's
    /// contrast floor: the desk stays as dark as the strict night rule makes it.
    static let deskColor = Color(red: 0.85, green: 0.85, blue: 0.85)

    /// Draws one frame and shows it, unless it is a page turn held back
    /// while its tiles render (see `PartialFrameHold`). The software
    /// renderer draws into the window surface, so only the part of it that
    /// changed (`PresentedFrame`) goes to the display.
    func draw() {
        notePlace()
        compose()
        let presentation = frames.presentation(now: SDL_GetTicks64())
        if presentation.showsWindow {
            window.show()
            // Not needed for the first frame: read once it is shown.
            documentSession.navigation.read()
        }
        guard presentation.presents else { return }
        let output = window.outputSize
        let frame = PresentedFrame(pages: state.visiblePages().map(\.visibleFrame), surroundings: .init(
            pipeline: ObjectIdentifier(pipeline), dimming: configuration.appearance.dimming.opacity(forBrightness: brightness),
            outputWidth: output.width, outputHeight: output.height, layersBlank: layers.allSatisfy(\.isBlank)))
        if window.drawsIntoWindowSurface, let region = frame.changedRegion(since: presentedFrame) {
            var rect = sdlRect(region)
            SDL_RenderFlush(window.renderer)
            SDL_UpdateWindowSurfaceRects(window.window, &rect, 1)
        } else {
            SDL_RenderPresent(window.renderer)
        }
        presentedFrame = frame
        presentedFrameCount += 1
    }

    /// Draws one frame into the back buffer without showing it: desk, page
    /// placeholders, the tiles that are ready; then tells the render queue
    /// what is still missing. Tiles of the next screens are asked for only
    /// once the frame is complete, shortly after it (`FrameScheduler.frameComposed`).
    func compose() {
        needsRedraw = false
        takeArrivedPageSizes()
        textures.beginFrame()
        let renderer = window.renderer
        let paper = pipeline.apply(to: Color(red: 1, green: 1, blue: 1))
        var wanted: [PageTile.Key] = []
        var blank = false
        frames.beginFrame()
        let visiblePages = state.visiblePages()
        let tilesOfPages = visiblePages.map(state.tiles(for:))
        releaseDayPixelsOfTilesThatLeftTheScreen(tilesOfPages.flatMap { $0 })
        documentSession.links.prefetch(visiblePages.map(\.index))
        fillDesk(around: visiblePages)
        for (page, tiles) in zip(visiblePages, tilesOfPages) {
            if drawWholePage(tiles) {
                continue
            }
            setDrawColor(paper)
            var frame = sdlRect(page.visibleFrame)
            SDL_RenderFillRect(renderer, &frame)
            if let failure = tiles.lazy.compactMap({ self.documentSession.failedTiles.error(for: $0.key.renderKey) }).first {
                drawPageError(failure, in: page)
                continue
            }
            let missing = tiles.filter { tile in
                guard let isCurrent = drawTile(tile) else {
                    blank = true
                    return true
                }
                return !isCurrent
            }
            if !missing.isEmpty {
                frames.pageAwaitsPixels(page.index)
                drawStandIns(for: page, under: missing)
                missing.forEach { _ = drawTile($0) }
                wanted += missing.map(\.key)
            }
        }
        let cache = renderQueue.cache, extras = renderQueue.extras, failed = documentSession.failedTiles
        let ahead = state.prefetchTiles()
        let visibleRequests = frames.frameComposed(missing: wanted.map(\.renderKey), hasBlankTiles: blank, tilesAhead: ahead,
                                                   now: SDL_GetTicks64()) {
            // The tiles on screen first: they may still lack the extras of the mode Ctrl+R switches to.
            // A tile textured in every allowed mode needs no pixels (`releaseDayPixelsOfTilesThatLeftTheScreen`).
            let pipelines = allowedModePipelines
            let onScreen = state.visibleTiles().filter { failed.error(for: $0.key.renderKey) == nil }
            return (onScreen + ahead).filter {
                cache?.contains($0.key.renderKey, with: extras) != true && !isTexturedInEveryMode($0.key, pipelines: pipelines)
            }.map { RenderRequest(key: $0.key.renderKey, priority: .prefetch) }
        }
        if let visibleRequests {
            renderQueue.setWanted(visibleRequests)
        }
        drawDimming()
        for layer in layers {
            layer.draw(in: self)
        }
        text.dropUnused()
    }

    /// The desk: everything but the visible pages, which their paper or
    /// tiles cover, so no pixel of a page is written twice.
    private func fillDesk(around pages: [VisiblePage]) {
        var desk = [state.viewport.bounds]
        for page in pages {
            desk = desk.flatMap { $0.subtracting(page.visibleFrame) }
        }
        setDrawColor(pipeline.applyWithoutContrastFloor(to: Self.deskColor))
        var rects = desk.map(sdlRect)
        SDL_RenderFillRects(window.renderer, &rects, Int32(rects.count))
    }

    /// Draws a page whose tiles all have current pixels (textures, or day
    /// pixels to fill them from) without painting its paper first; false
    /// when a tile is missing or outdated, and the page needs its paper,
    /// stand-ins and error text drawn over whatever this drew.
    private func drawWholePage(_ tiles: [PageTile]) -> Bool {
        guard let cache = renderQueue.cache, tiles.allSatisfy({
            textures.hasCurrentTexture(for: $0.key, pipeline: pipeline) || cache.contains($0.key.renderKey, with: tileExtras)
        }) else { return false }
        return tiles.allSatisfy { drawTile($0) == true }
    }

    /// Software brightness: black over the pages and the desk, as strong as
    /// the configured dimming range says for the current brightness. The
    /// layers (prompts, toolbar, settings) stay readable on top.
    private func drawDimming() {
        let opacity = configuration.appearance.dimming.opacity(forBrightness: brightness)
        guard opacity > 0 else { return }
        SDL_SetRenderDrawBlendMode(window.renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, UInt8((opacity * 255).rounded()))
        SDL_RenderFillRect(window.renderer, nil)
    }

    /// Fills a rectangle in output pixels with `color` as the current
    /// appearance shows it; translucent colours blend.
    func fill(x: Double, y: Double, width: Double, height: Double, color: Color) {
        setDrawColor(appearance.chromeColor(for: color))
        SDL_SetRenderDrawBlendMode(window.renderer, color.alpha < 1 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        var rect = sdlRect(ScreenRect(x: x, y: y, width: width, height: height))
        SDL_RenderFillRect(window.renderer, &rect)
    }

    /// Draws a tile if it has pixels: whether what was drawn is current
    /// (false when the page changed since), or nil when nothing could be
    /// drawn. Until the window's first frame is presented, a tile without a
    /// texture goes straight into the window surface (`WindowSurfaceTiles`).
    private func drawTile(_ tile: PageTile) -> Bool? {
        var destination = sdlRect(tile.screenRect)
        if presentedFrameCount == 0, let surfaceTiles, !textures.hasCurrentTexture(for: tile.key, pipeline: pipeline),
           let pixels = renderQueue.cache?.pixels(for: tile.key.renderKey, with: tileExtras),
           surfaceTiles.draw(pixels, pipeline: pipeline, at: destination) {
            return true
        }
        let lookup = try? textures.texture(for: tile.key, pipeline: pipeline) {
            renderQueue.cache?.pixels(for: tile.key.renderKey, with: tileExtras)
        }
        guard let lookup else { return nil }
        SDL_RenderCopy(window.renderer, lookup.texture.texture, nil, &destination)
        if !lookup.isCurrent {
            frames.pageAwaitsPixels(tile.pageIndex)
        }
        return lookup.isCurrent
    }

    /// What the tiles' day pixels need beside them to be shown in the current pipeline's colours.
    private var tileExtras: RenderExtras { RenderExtras(for: pipeline.options) }

    /// Stretches tiles of the same page rendered at another zoom into the
    /// places of missing tiles, so zooming shows a blurred page, not a blank.
    private func drawStandIns(for page: VisiblePage, under missing: [PageTile]) {
        let frame = page.frame
        for (key, texture) in textures.standIns(forPage: page.index, rotation: state.rotation, pipeline: pipeline) where key.scale != state.scale {
            let ratio = state.scale / key.scale
            let rect = ScreenRect(x: frame.x + Double(key.pixelRect.x) * ratio, y: frame.y + Double(key.pixelRect.y) * ratio,
                                  width: Double(key.pixelRect.width) * ratio, height: Double(key.pixelRect.height) * ratio)
            guard missing.contains(where: { $0.screenRect.intersection(rect) != nil }) else { continue }
            var destination = sdlRect(rect)
            SDL_RenderCopy(window.renderer, texture.texture, nil, &destination)
        }
    }

    /// A page that cannot be shown: a thin cross over the paper and, when
    /// the page is large enough, what went wrong.
    private func drawPageError(_ error: DocumentError, in page: VisiblePage) {
        let frame = page.frame
        setDrawColor(pipeline.apply(to: Color(red: 0.85, green: 0.75, blue: 0.75)))
        SDL_RenderDrawLine(window.renderer, Int32(frame.x), Int32(frame.y), Int32(frame.maxX), Int32(frame.maxY))
        SDL_RenderDrawLine(window.renderer, Int32(frame.maxX), Int32(frame.y), Int32(frame.x), Int32(frame.maxY))
        let size = 14 * state.viewport.pixelDensity
        guard frame.width > size * 12, frame.height > size * 4 else { return }
        let lines = ["Page \(page.index + 1) cannot be shown", Self.reason(of: error)]
        let color = appearance.displayColor(for: Color(red: 0.6, green: 0.1, blue: 0.1))
        let centerY = max(frame.y, 0) + (min(frame.maxY, state.viewport.height) - max(frame.y, 0)) / 2
        for (index, line) in lines.enumerated() {
            let fitted = TextFitting.truncating(line, toWidth: frame.width - 2 * size) { self.text.width(of: $0, size: size) }
            let width = text.width(of: fitted, size: size)
            text.draw(fitted, size: size, color: color, x: frame.x + (frame.width - width) / 2,
                      y: centerY + Double(index) * size * 1.6 - size * 1.6)
        }
    }

    func setDrawColor(_ color: Color) {
        let (r, g, b, a) = color.rgba8
        SDL_SetRenderDrawColor(window.renderer, r, g, b, a)
    }

    func sdlRect(_ rect: ScreenRect) -> SDL_Rect {
        let x = rect.x.rounded(.down), y = rect.y.rounded(.down)
        return SDL_Rect(x: Int32(x), y: Int32(y),
                        w: Int32((rect.maxX.rounded(.up) - x)), h: Int32((rect.maxY.rounded(.up) - y)))
    }
}

extension PageTile.Key {
    /// The engine's name for the same rendered image.
    var renderKey: RenderKey {
        RenderKey(page: pageIndex, scale: scale, rotation: rotation.degrees, tile: pixelRect)
    }
}
