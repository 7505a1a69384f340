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
        let presentation = composer.scheduler.presentation(now: SDL_GetTicks64())
        if presentation.showsWindow {
            window.show()
            // Not needed for the first frame: read once it is shown.
            documentSession.navigation.read()
        }
        guard presentation.presents else { return }
        let output = window.outputSize
        composer.present(PresentedFrame(pages: state.visiblePages().map(\.visibleFrame), surroundings: .init(
            pipeline: ObjectIdentifier(pipeline), dimming: configuration.appearance.dimming.opacity(forBrightness: brightness),
            outputWidth: output.width, outputHeight: output.height, layersBlank: layers.allSatisfy(\.isBlank))))
    }

    /// Draws one frame into the back buffer without showing it: the desk,
    /// the pages (`FrameComposer.composePages`), the dimming and the layers.
    func compose() {
        needsRedraw = false
        takeArrivedPageSizes()
        let visiblePages = state.visiblePages()
        documentSession.links.prefetch(visiblePages.map(\.index))
        fillDesk(around: visiblePages)
        composer.composePages(visiblePages, of: state, from: tileSource, now: SDL_GetTicks64()) { failure, page in
            drawPageError(failure, in: page)
        }
        drawDimming()
        for layer in layers {
            layer.draw(in: self)
        }
        text.dropUnused()
    }

    /// Where the frame's tiles come from now: the current pipeline and the render queue.
    var tileSource: FrameComposer.TileSource {
        FrameComposer.TileSource(pipeline: pipeline, renderQueue: renderQueue, failedTiles: documentSession.failedTiles) {
            [unowned self] in allowedModePipelines
        }
    }

    /// The desk: everything but the visible pages, which their paper or
    /// tiles cover, so no pixel of a page is written twice.
    private func fillDesk(around pages: [VisiblePage]) {
        var desk = [state.viewport.bounds]
        for page in pages {
            desk = desk.flatMap { $0.subtracting(page.visibleFrame) }
        }
        setDrawColor(pipeline.applyWithoutContrastFloor(to: Self.deskColor))
        var rects = desk.map(\.sdlRect)
        SDL_RenderFillRects(window.renderer, &rects, Int32(rects.count))
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
        var rect = ScreenRect(x: x, y: y, width: width, height: height).sdlRect
        SDL_RenderFillRect(window.renderer, &rect)
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
}
