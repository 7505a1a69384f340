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
        self.viewport = viewport
        self.tileReadyEvent = tileReadyEvent
        renderQueue = ViewerSession.renderQueue(for: document, budgets: MemoryBudgets(viewport: viewport),
                                                failures: failedTiles, eventType: tileReadyEvent)
        let position = options.startPage == nil ? remembered?.position : nil
        let startPage = options.startPage ?? position?.reading.pageIndex ?? 0
        if document.pageCount > 1, (0..<document.pageCount).contains(startPage) {
            // Reading every page's size takes about 30 µs a page (10 ms for a
            // 350-page book). Meanwhile the workers record and draw what a
            // layout of pages as large as the start page shows; when the real
            // sizes agree, as they mostly do, those are the tiles wanted.
            let guess = Self.layout(of: UniformPageGeometry(pageCount: document.pageCount, size: document.pageSize(at: startPage)),
                                    viewport: viewport, startPage: startPage, position: position, options: options)
            renderQueue.setWanted(Self.visibleRequests(guess))
        }
        state = Self.layout(of: DocumentGeometry(document), viewport: viewport, startPage: startPage, position: position, options: options)
        renderQueue.setWanted(Self.visibleRequests(state))
    }

    private static func layout(of geometry: PageGeometrySource, viewport: ViewportSize, startPage: Int,
                               position: SavedViewerPosition?, options: SessionOptions) -> ViewerState {
        var state = ViewerState(geometry: geometry, viewport: viewport, startPage: startPage,
                                layoutSettings: options.configuration.layout)
        if let position {
            state.restore(position)
        }
        return state
    }

    private static func visibleRequests(_ state: ViewerState) -> [RenderRequest] {
        state.visibleTiles().map { RenderRequest(key: $0.key.renderKey, priority: .visible) }
    }

    /// The window size to lay out for before SDL knows the display, when the
    /// window does not cover it (no fullscreen, no kiosk): the size asked
    /// for, or when the window is sized from the display the preferred size
    /// (`InitialWindowSize.preferred`), which every display with room for it
    /// gets; on a smaller one the session resizes the layout once the
    /// window exists. Then rendering can start before SDL does.
    static func viewportGuessedBeforeVideo(_ options: SessionOptions) -> ViewportSize? {
        guard !options.configuration.startsFullscreen && !options.configuration.kiosk.isEnabled else { return nil }
        let size = options.windowSize ?? InitialWindowSize.preferred
        return ViewportSize(width: Double(size.width), height: Double(size.height))
    }
}
