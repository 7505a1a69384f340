import CSDL2
import CX11Window
import FileSystem
import Foundation
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer

/// The part of opening a window that needs no window: the remembered
/// position, the layout at the size the window will have, and the document
/// session (its facts read, its render queue already rendering what that
/// layout shows). Made while SDL's video subsystem starts when the window
/// size can be guessed (`PendingSessionStart`), so connecting to the
/// display and rendering the first page overlap.
final class SessionStart {
    private(set) var state: ViewerState
    let remembered: DocumentRecord?
    let documentSession: DocumentSession
    /// The appearance the window opens in (options, remembered or configured mode), on the
    /// document's options with the configured images in Night: the first renders draw only
    /// the extras its mode needs (`RenderExtras`).
    let appearance: PDFAppearanceModeManager
    /// The render queue of `documentSession`.
    var renderQueue: RenderQueue { documentSession.renderQueue }
    /// SDL event type the render workers post when a tile is ready
    /// (`SDL_RegisterEvents`, which needs no initialised SDL).
    let tileReadyEvent: UInt32
    /// The drawing area the layout was made for.
    private(set) var viewport: ViewportSize
    /// What sets the window's interface text (its MuPDF context), made here
    /// so that the window does not wait for it; nil when MuPDF could not
    /// start one, and the window tries again to say why.
    let typesetter: TextRenderer?

    /// Looks up the remembered position, lays the document out for
    /// `viewport` and starts the render queue on the pages that layout
    /// shows. When `viewport` is a guess (see `correct(to:)`) the start page
    /// is parsed first, outside the render queue: a render for a wrong guess
    /// is then cancelled without losing the parse, which any scale reuses.
    init(document: Document, options: SessionOptions, viewport: ViewportSize, tileReadyEvent: UInt32,
         viewportIsGuess: Bool = false) {
        let lookup = options.memoryInUse?.lookUp(documentAt: document.path)
        if let warning = lookup?.warning {
            StandardError.report("\(warning)")
        }
        remembered = lookup?.record
        self.viewport = viewport
        self.tileReadyEvent = tileReadyEvent
        documentSession = DocumentSession(document: document, password: options.password, budgets: MemoryBudgets(viewport: viewport),
                                          renderTimeLimit: options.configuration.renderLimits.renderTimeLimitSeconds,
                                          tileReady: EventLoopWake.pushing(tileReadyEvent))
        document.updateRenderOptions(for: .page) { options.configuration.nightImages.apply(to: &$0) }
        appearance = PDFAppearanceModeManager(configuration: options.configuration.appearance, document: document)
        appearance.appearanceMode = options.appearanceMode ?? options.automaticAppearance?.mode(atMinute: LocalClock.minuteOfDay())
            ?? remembered?.appearanceMode ?? options.unrememberedAppearanceMode
        let renderQueue = documentSession.renderQueue
        renderQueue.extras = RenderExtras(for: appearance.renderOptions)
        let position = options.startPage == nil ? remembered?.position : nil
        let startPage = options.startPage ?? position?.reading.pageIndex ?? 0
        let layout = options.configuration.startingLayout(remembered: remembered?.layout)
        if viewportIsGuess, (0..<document.pageCount).contains(startPage) {
            document.prepareToRender(page: startPage)
        }
        // Only the sizes of the start page and its neighbours are read now;
        // the others are estimated from them until the document has read
        // every page's size in the background (see `ViewerState+PageSizes`).
        let exactPages = [startPage, startPage + 1, startPage - 1, startPage + 2]
        state = Self.layout(of: DocumentGeometry(document, exactPages: exactPages), viewport: viewport, startPage: startPage,
                            position: position, layout: layout)
        renderQueue.setWanted(Self.visibleRequests(state))
        typesetter = try? TextRenderer()
    }

    /// Lays out and renders for `viewport` instead when the layout was made
    /// for another size (a guess that turned out wrong), cancelling the
    /// renders for the guess.
    func correct(to viewport: ViewportSize) {
        guard viewport != self.viewport else { return }
        state.resize(to: viewport)
        self.viewport = viewport
        renderQueue.setWanted(Self.visibleRequests(state))
    }

    private static func layout(of geometry: PageGeometrySource, viewport: ViewportSize, startPage: Int,
                               position: SavedViewerPosition?, layout: ViewerLayoutSettings) -> ViewerState {
        var state = ViewerState(geometry: geometry, viewport: viewport, startPage: startPage, layoutSettings: layout)
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
    /// for, or when the window is sized from the display a guess at it
    /// (`probedWindowSize`; `correct(to:)` fixes a wrong one once SDL is up).
    static func viewportGuessedBeforeVideo(_ options: SessionOptions) -> ViewportSize? {
        guard !options.configuration.startsFullscreen else { return nil }
        let size = options.windowSize ?? probedWindowSize()
        return ViewportSize(width: Double(size.width), height: Double(size.height))
    }

    /// The `InitialWindowSize` for the X server's usable area, asked on a
    /// connection of its own before SDL's video starts (about 1 ms), when SDL
    /// will use X11 (its default, SDL_VIDEODRIVER unset or x11); otherwise,
    /// or without an answer, the preferred size. Runs on the session-start
    /// thread while `SDL_Init` connects on the main thread, once Xlib is
    /// made safe for threads (`sdlpdf_x11_init_threads`).
    private static func probedWindowSize() -> (width: Int, height: Int) {
        let driver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        var width: Int32 = 0, height: Int32 = 0
        guard driver == nil || driver == "x11", ProcessInfo.processInfo.environment["DISPLAY"] != nil,
              sdlpdf_x11_probe_usable_size(&width, &height) == 1 else { return InitialWindowSize.preferred }
        let size = InitialWindowSize(usableWidth: Int(width), usableHeight: Int(height))
        return (size.width, size.height)
    }
}
