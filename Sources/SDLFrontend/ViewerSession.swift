import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// What `sdlpdf` asked the window to show and how.
public struct SessionOptions {
    /// Layout, allowed modes, settings rows, brightness range, kiosk options.
    public var configuration = ViewerConfiguration()
    /// 0-based page to start on; nil continues where the reader left off.
    public var startPage: Int?
    /// The mode to show; nil uses the one remembered for the document.
    public var appearanceMode: PDFAppearanceMode?
    /// Initial window size in window coordinates; nil (either) sizes the
    /// window from the display's usable area (`InitialWindowSize`).
    public var windowWidth: Int?
    public var windowHeight: Int?

    /// The window size asked for, when both sides are.
    var windowSize: (width: Int, height: Int)? {
        guard let windowWidth, let windowHeight else { return nil }
        return (windowWidth, windowHeight)
    }
    /// Where reading positions, modes and layouts are remembered; nil
    /// remembers nothing, nor does a configuration that does not remember
    /// (`remember` false, a kiosk).
    public var memory: DocumentMemory?
    /// Where the brightness is remembered; nil remembers nothing, nor does a
    /// configuration that does not remember.
    public var brightnessMemory: BrightnessMemory?
    /// The password that opened the document, to open it again after it changes on disk.
    public var password: String?
    /// Where Ctrl+S writes (`--save-to`); nil writes the document's own file.
    public var saveDestination: String?
    /// Where unsaved ink is journaled; nil journals nothing, nor does a
    /// configuration that journals no ink (a kiosk).
    public var inkJournal: InkJournal?

    public init() {}

    /// `memory`, when the configuration remembers.
    var memoryInUse: DocumentMemory? { configuration.remembers ? memory : nil }
    /// `brightnessMemory`, when the configuration remembers.
    var brightnessMemoryInUse: BrightnessMemory? { configuration.remembers ? brightnessMemory : nil }
    /// `inkJournal`, when the configuration journals ink.
    var inkJournalInUse: InkJournal? { configuration.journalsInk ? inkJournal : nil }

    /// The first window's size: `windowSize`, or `InitialWindowSize` for the
    /// usable area of the first display (`SDL_GetDisplayUsableBounds`: the
    /// screen less panels; SDL's video subsystem must be up).
    func resolvedWindowSize() -> (width: Int, height: Int) {
        if let windowSize { return windowSize }
        var usable = SDL_Rect()
        let known = SDL_GetDisplayUsableBounds(0, &usable) == 0
        let size = InitialWindowSize(usableWidth: known ? Int(usable.w) : nil, usableHeight: known ? Int(usable.h) : nil)
        return (size.width, size.height)
    }
}

/// One document in one window, from opening until the user quits.
///
/// The event loop never waits for MuPDF: tiles are requested from the render
/// queue, whose workers post an SDL event when a tile is ready. Until then a
/// tile's place shows the page colour (or a stretched tile of another zoom).
public final class ViewerSession {
    let window: DocumentWindow
    var document: Document
    var state: ViewerState
    var keys = KeyInputInterpreter()
    var touch = TouchGestureRecognizer()
    /// The appearance mode and the options it maps to.
    let appearance: PDFAppearanceModeManager
    let configuration: ViewerConfiguration
    /// 0 darkest … 1 brightest; the window is dimmed by `ScreenDimming`.
    var brightness: Double
    let brightnessMemory: BrightnessMemory?
    var pipeline: ColorPipeline
    let textures: TileTextureCache
    /// Interface text (prompts, overlays) set by MuPDF's fonts.
    let text: TextTextures
    /// Discs and icons for the overlays, made on first use.
    lazy var shapes = ShapeMasks(renderer: window.renderer)
    /// Draws the overlays' rounded panels, icons and text through the appearance.
    var painter: OverlayPainter { OverlayPainter(session: self, shapes: shapes) }
    var renderQueue: RenderQueue
    /// Tiles whose render failed, written by the render workers.
    let failedTiles: FailedTiles
    var watcher: FileChangeWatcher
    let password: String?
    let memory: DocumentMemory?
    /// Short messages at the bottom of the window.
    let messages = MessageLayer()
    /// The pen the ink tool starts with.
    let inkPen: InkPenDefaults
    let saveDestination: String?
    var needsRedraw = true
    /// While set, the window is still hidden: it is shown with the first frame
    /// that has all its tiles, or with whatever is ready at this tick.
    var hiddenUntil: UInt32?
    /// Where the last mouse motion put the pointer (output pixels).
    var pointerPosition: ScreenPoint?
    /// Whether the last pointer motion moved the pointer (see `handle`).
    var pointerMoved = false
    /// How long a first frame may wait for its tiles before the window shows
    /// it with placeholders, in milliseconds.
    static let firstFramePatience: UInt32 = 250
    /// Drawn over the pages, bottom first; asked for input topmost first.
    var layers: [SessionLayer] = []
    /// The slideshow and idle reset, which watch every input first; nil
    /// when neither is on.
    var slideshow: SlideshowLayer?
    /// Kiosk rules, asked for input before the drawn layers; nil outside kiosk mode.
    var kiosk: KioskLayer?
    /// The layers that draw nothing and see input before `layers`: the
    /// slideshow, then the kiosk rules.
    var watchingLayers: [SessionLayer] { [slideshow as SessionLayer?, kiosk].compactMap { $0 } }
    /// Every layer, for wake-ups and ticks.
    var allLayers: [SessionLayer] { layers + watchingLayers }
    /// Whether the last frame lacked tiles that are still rendering.
    var tilesMissing = true
    /// Whether the other modes' colour pipelines are being built.
    var otherPipelinesPrepared = false
    /// Whether the last frame had visible tiles with nothing to show yet.
    var tilesBlank = true
    /// Visible tiles the last frame asked the render queue for.
    var wantedVisible: [RenderKey] = []
    /// Keeps a page turn off the screen until its tiles are in (briefly).
    var hold = PartialFrameHold()
    /// What the window shows; nil when it must be updated whole (exposed, resized).
    var presentedFrame: PresentedFrame?
    /// What the next screens will show (`ViewerState.prefetchTiles()` of the last frame).
    var tilesAhead: [PageTile] = []
    /// Prefetch requests waiting for `prefetchDue` (see `deferPrefetch`).
    var deferredPrefetch: [RenderRequest] = []
    /// When `deferredPrefetch` goes to the render queue (SDL ticks).
    var prefetchDue: UInt32?
    /// Whether textures of the next screens may still need filling.
    var texturesToWarm = false
    /// Pages the last frame showed without all of their current pixels.
    var pagesAwaitingPixels: Set<Int> = []
    /// Links of the pages on screen, read in the background.
    var pageLinks: PageLinks
    var running = true
    /// SDL event type the render workers post when a tile is ready.
    let tileReadyEvent: UInt32
    /// A reflowable document being laid out at another text size, if any.
    var relayout: ReflowRelayout?
    /// The place the text size changes keep, while the reader stays there.
    var relayoutAnchor: ReflowRelayout.Anchor?

    /// Opens the window on `document`.
    ///
    /// The pages the window will show start rendering before the window
    /// exists (its size is known), so the first frame does not wait for
    /// SDL's window and renderer to come up; `start` may have begun that
    /// even before SDL's video subsystem.
    convenience public init(document: Document, options: SessionOptions) throws {
        try self.init(document: document, options: options,
                      start: SessionStart(document: document, options: options, viewport: Self.expectedViewport(options),
                                          tileReadyEvent: SDL_RegisterEvents(1)))
    }

    init(document: Document, options: SessionOptions, start: SessionStart) throws {
        let configuration = options.configuration
        self.document = document
        let remembered = start.remembered
        let expected = start.viewport
        var state = start.state
        tileReadyEvent = start.tileReadyEvent
        failedTiles = start.failedTiles
        renderQueue = start.renderQueue

        let size = options.resolvedWindowSize()
        let window = try DocumentWindow(title: Self.title(for: document.path), width: size.width,
                                        height: size.height, fullscreen: configuration.startsFullscreen,
                                        coveringDisplay: configuration.kiosk.isEnabled)
        self.window = window
        hiddenUntil = SDL_GetTicks() &+ Self.firstFramePatience
        let viewport = Self.viewport(of: window)
        if viewport != expected {
            state.resize(to: viewport)
        }
        self.state = state
        memory = options.memoryInUse
        self.configuration = configuration
        brightnessMemory = options.brightnessMemoryInUse
        brightness = configuration.startingBrightness(remembered: brightnessMemory?.load())
        appearance = PDFAppearanceModeManager(configuration: configuration.appearance, document: document)
        appearance.appearanceMode = options.appearanceMode ?? remembered?.appearanceMode ?? []
        pipeline = appearance.colorPipeline
        textures = TileTextureCache(renderer: window.renderer, budgetBytes: MemoryBudgets(viewport: viewport).textureBytes,
                                    layout: TileLayout(windowFormat: SDL_GetWindowPixelFormat(window.window)))
        text = try TextTextures(renderer: window.renderer)
        watcher = FileChangeWatcher(path: document.path)
        pageLinks = PageLinks(document: document)
        password = options.password
        inkPen = configuration.inkPen
        saveDestination = options.saveDestination
        layers.append(messages)
        if let journal = options.inkJournalInUse, document.inkAvailability == .available {
            startInkJournal(journal)
        }
        slideshow = SlideshowLayer(options: configuration.kiosk, now: SDL_GetTicks())
        if configuration.kiosk.isEnabled {
            kiosk = KioskLayer(configuration: configuration, now: SDL_GetTicks())
        }
        if document.needsPassword {
            layers.append(PasswordPromptLayer(fileName: URL(fileURLWithPath: document.path).lastPathComponent,
                                              rejected: options.password != nil))
            startTextInput()
        }
    }

    /// Tries a password typed into the prompt; on success shows the pages.
    /// When MuPDF fails to check it, the prompt stays and says why.
    func unlock(with password: String) -> Bool {
        do {
            guard try document.authenticate(password: password) else { return false }
        } catch {
            messages.show("Cannot unlock: \(Self.reason(of: error))", isError: true)
            return false
        }
        layers.removeAll { $0 is PasswordPromptLayer }
        textures.removeAll()
        state.reload(geometry: DocumentGeometry(document))
        state.goToPage(0)
        needsRedraw = true
        return true
    }

    /// The drawing area the window will have: its first size (see
    /// `SessionOptions.resolvedWindowSize`), or the whole display for
    /// fullscreen and kiosks.
    static func expectedViewport(_ options: SessionOptions) -> ViewportSize {
        var bounds = SDL_Rect()
        if options.configuration.startsFullscreen || options.configuration.kiosk.isEnabled, SDL_GetDisplayBounds(0, &bounds) == 0 {
            return ViewportSize(width: Double(bounds.w), height: Double(bounds.h))
        }
        let size = options.resolvedWindowSize()
        return ViewportSize(width: Double(size.width), height: Double(size.height))
    }

    /// A render queue whose workers wake the event loop when a tile is done.
    static func renderQueue(for document: Document, budgets: MemoryBudgets, failures: FailedTiles,
                            eventType: UInt32) -> RenderQueue {
        RenderQueue(document: document, cache: PageCache(budget: budgets.dayPixelBytes)) { key, result in
            if case .failure(let error) = result {
                failures.record(error, for: key)
            }
            var event = SDL_Event()
            event.type = eventType
            SDL_PushEvent(&event)
        }
    }

    /// Page `page` changed (ink added, erased, undone): its pixels render
    /// again while the old ones stay on screen.
    func pageChanged(_ page: Int) {
        renderQueue.invalidate(page: page)
        textures.markStale(page: page)
        needsRedraw = true
    }

    /// Carries out a change chosen in the settings overlay, live.
    func apply(_ change: SettingsChange) {
        switch change {
        case .appearanceMode(let mode):
            appearance.appearanceMode = mode
            updatePipeline()
        case .brightness(let value):
            brightness = min(max(value, 0), 1)
        case .layout(let option):
            state.choose(option)
        }
        needsRedraw = true
    }

    /// Keeps the brightness for the next run, when the configuration remembers.
    func rememberBrightness() {
        do {
            try brightnessMemory?.save(brightness)
        } catch {
            Self.warn("cannot remember the brightness: \(error)")
        }
    }

    /// "paper.pdf — sdlpdf".
    static func title(for path: String) -> String {
        "\(URL(fileURLWithPath: path).lastPathComponent) — sdlpdf"
    }

    static func viewport(of window: DocumentWindow) -> ViewportSize {
        let output = window.outputSize
        let size = window.windowSize
        return ViewportSize(outputWidth: Double(output.width), outputHeight: Double(output.height),
                            windowWidth: Double(size.width), windowHeight: Double(size.height))
    }

    /// Runs the event loop until the user quits.
    public func run() {
        let checkInterval: UInt32 = 500
        var lastCheck = SDL_GetTicks()
        while running {
            runLoopOnce(waitingAtMost: Int(checkInterval) - Int(SDL_GetTicks() &- lastCheck))
            if SDL_GetTicks() &- lastCheck >= checkInterval {
                lastCheck = SDL_GetTicks()
                reloadIfChanged()
            }
        }
        renderQueue.stop()
        remember()
        rememberBrightness()
    }

    /// One round of the event loop: draws when needed, then handles the
    /// events that come within `milliseconds` (or until a layer or the idle
    /// work is due); with no event waiting it fills one texture ahead instead.
    func runLoopOnce(waitingAtMost milliseconds: Int) {
        finishRelayout()
        if needsRedraw {
            draw()
        }
        if !tilesMissing && !otherPipelinesPrepared && renderQueue.pendingKeys.isEmpty {
            // The first frame is on screen and the workers are idle:
            // build the other modes' pipelines now, so the first Ctrl+R
            // does not wait for a table, without slowing any render.
            otherPipelinesPrepared = true
            appearance.preparePipelines()
        }
        var event = SDL_Event()
        let now = SDL_GetTicks()
        var wait = max(1, milliseconds)
        for wakeUp in allLayers.compactMap(\.nextWakeUp) + [idleWorkDue].compactMap({ $0 }) {
            wait = min(wait, max(1, Int(Int32(bitPattern: wakeUp &- now))))
        }
        // Textures are filled ahead once the prefetch is under way, not
        // while the frame just presented is still on its way to the display.
        let warming = texturesToWarm && prefetchDue == nil
        let received = warming ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, Int32(wait))
        if received != 0 {
            handle(event)
            while running && SDL_PollEvent(&event) != 0 {
                handle(event)
            }
        } else if warming {
            texturesToWarm = warmNextTexture()
        }
        let ticks = SDL_GetTicks()
        for layer in allLayers where layer.nextWakeUp.map({ Int32(bitPattern: $0 &- ticks) <= 0 }) ?? false {
            layer.tick(now: ticks, in: self)
            needsRedraw = true
        }
        runDueIdleWork(now: ticks)
    }

    /// Saves where the reader is, the mode and the layout, for the next time
    /// this document opens. A failure is reported once and loses nothing else.
    func remember() {
        guard let memory else { return }
        do {
            let record = DocumentRecord(position: positionAtStandardTextSize(), appearanceMode: appearance.appearanceMode,
                                        layout: PartialLayoutSettings(state.layoutSettings))
            if let warning = try memory.save(record, forDocumentAt: document.path) {
                Self.warn("\(warning)")
            }
        } catch {
            Self.warn("cannot remember the reading position: \(error)")
        }
    }

    /// One line on standard error.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("sdlpdf: \(message)\n".utf8))
    }

    /// The colours everything on screen goes through for the current mode.
    func updatePipeline() {
        pipeline = appearance.colorPipeline
        needsRedraw = true
    }

    /// Re-opens the file after it changed on disk, keeping the position. A
    /// file that cannot be opened right now (still being written) is tried
    /// again at the next change. Unsaved ink is never thrown away for it: the
    /// reader is told, and Ctrl+S asks what to do (`askAboutChangedFile`).
    func reloadIfChanged() {
        guard watcher.fileChanged() else { return }
        guard !document.hasUnsavedChanges else {
            let name = Self.fileName(of: document.path)
            messages.show("“\(name)” changed on disk; your ink is not saved. Ctrl+S asks what to do.", naming: name,
                          isError: true)
            return
        }
        guard let reopened = try? Document(path: document.path, password: password, layout: document.layout) else { return }
        replaceDocument(with: reopened, restoring: state.savedPosition, journal: document.inkJournal)
    }

    /// Shows `replacement` (the file opened again, laid out at another text
    /// size, or the file the ink was saved as) instead of the current
    /// document at `position`: new render queue, no old pixels, the viewer's
    /// layout rebuilt from its pages, its ink journaled in `journal`, its
    /// file watched.
    func replaceDocument(with replacement: Document, restoring position: SavedViewerPosition, journal: InkJournal?) {
        renderQueue.stop()
        failedTiles.removeAll()
        renderQueue = Self.renderQueue(for: replacement, budgets: MemoryBudgets(viewport: state.viewport), failures: failedTiles,
                                       eventType: tileReadyEvent)
        replacement.setRenderOptions(document.renderOptions(for: .page), for: .page)
        replacement.setRenderOptions(document.renderOptions(for: .processor), for: .processor)
        replacement.inkJournal = journal
        document = replacement
        appearance.document = replacement
        textures.removeAll()
        pageLinks = PageLinks(document: replacement)
        watcher = FileChangeWatcher(path: replacement.path)
        state.replaceGeometry(with: DocumentGeometry(replacement), restoring: position)
        updatePipeline()
    }
}
