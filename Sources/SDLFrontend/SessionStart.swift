import CSDL2
import PDFEngine
import Viewer

/// The part of opening a window that needs no window: the remembered
/// position, the layout at the size the window will have, and the render
/// queue already rendering what that layout shows. Made before SDL's video
/// subsystem starts when the window size is known, so connecting to the
/// display and rendering the first page overlap.
final class SessionStart {
    let state: ViewerState
    let remembered: DocumentRecord?
    let renderQueue: RenderQueue
    let failedTiles = FailedTiles()
    /// SDL event type the render workers post when a tile is ready
    /// (`SDL_RegisterEvents`, which needs no initialised SDL).
    let tileReadyEvent: UInt32
    /// The drawing area the layout was made for.
    let viewport: ViewportSize

    init(document: Document, options: SessionOptions, viewport: ViewportSize, tileReadyEvent: UInt32) {
        let lookup = options.memory?.lookUp(documentAt: document.path)
        if let warning = lookup?.warning {
            ViewerSession.warn("\(warning)")
        }
        remembered = lookup?.record
        var state = ViewerState(geometry: DocumentGeometry(document), viewport: viewport,
                                startPage: options.startPage ?? 0, layoutSettings: options.configuration.layout)
        if options.startPage == nil, let position = remembered?.position {
            state.restore(position)
        }
        self.state = state
        self.viewport = viewport
        self.tileReadyEvent = tileReadyEvent
        renderQueue = ViewerSession.renderQueue(for: document, budgets: MemoryBudgets(viewport: viewport),
                                                failures: failedTiles, eventType: tileReadyEvent)
        renderQueue.setWanted(state.visibleTiles().map { RenderRequest(key: $0.key.renderKey, priority: .visible) })
    }

    /// The window size asked for, when it does not depend on the display
    /// (no fullscreen, no kiosk): then rendering can start before SDL does.
    static func viewportKnownBeforeVideo(_ options: SessionOptions) -> ViewportSize? {
        guard !options.configuration.startsFullscreen && !options.configuration.kiosk.isEnabled else { return nil }
        return ViewportSize(width: Double(options.windowWidth), height: Double(options.windowHeight))
    }
}
