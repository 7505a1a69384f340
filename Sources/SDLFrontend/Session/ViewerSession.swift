import CSDL2
import FileSystem
import Foundation
import PDFAppearance
import PDFEngine
import DesktopBus
import ReaderCore
import Viewer

/// What `sdlpdf` asked the window to show and how.
public struct SessionOptions {
    /// Layout, allowed modes, settings rows, brightness range, kiosk options.
    public var configuration = ViewerConfiguration()
    /// 0-based page to start on; nil continues where the reader left off.
    public var startPage: Int?
    /// The mode to show; nil uses the one remembered for the document.
    public var appearanceMode: PDFAppearanceMode?
    /// The mode of a document with no `appearanceMode` and none remembered.
    public var unrememberedAppearanceMode: PDFAppearanceMode = []
    /// Appearance "auto" (`appearance: "auto"`, `--mode auto`) and what it
    /// knows so far; nil for a fixed or remembered mode. Wins over a
    /// remembered mode, not over `appearanceMode`.
    public var automaticAppearance: AutomaticAppearance?
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
    /// Text to find once the window opens (`--find`): it opens at the first
    /// hit from the start page, the hits highlighted.
    public var findQuery: String?
    /// A SyncTeX forward search to show once the window opens (`--synctex-forward`).
    public var synctexForward: SyncTeXForward?

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

/// One document in one window, from opening until the user quits: the SDL
/// shell around a `DocumentSession` (the document, its render queue, links,
/// failed tiles, file watch and journal) and a `FrameComposer` (the frames:
/// their tiles and textures, when they are presented and the idle work runs).
///
/// The event loop never waits for MuPDF: tiles are requested from the render
/// queue, whose workers post an SDL event when a tile is ready. Until then a
/// tile's place shows the page colour (or a stretched tile of another zoom).
/// What the window needs to know about the document is read once
/// (`DocumentSession.facts`); ink edits, saving and a click on a link take
/// the document lock ahead of any display-list recording, which stops and
/// starts again after them; the ink journal is written on a queue of its own.
public final class ViewerSession {
    let window: DocumentWindow
    /// The document shown and what belongs to it.
    let documentSession: DocumentSession
    /// The frames: when they go to the screen, the tiles' textures, what the window shows.
    let composer: FrameComposer
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
    /// Whether the peek key (Alt+R) is held, showing Default appearance; see `startPeek()`.
    var isPeekingAtDefault = false
    /// Interface text (prompts, overlays) set by MuPDF's fonts.
    let text: TextTextures
    /// Discs and icons for the overlays, made on first use.
    lazy var shapes = ShapeMasks(renderer: window.renderer)
    let memory: DocumentMemory?
    /// Short messages at the bottom of the window.
    let messages = MessageLayer()
    /// The text selection and its highlight, the lowest layer.
    let textSelection = TextSelectionLayer()
    /// "12 / 352" while the reader moves.
    let pageIndicator = PageIndicatorLayer()
    /// Where the title and the page indicator last showed the reader (see `notePlace`).
    var shownPlace: ShownPlace?
    /// The find's hits, highlighted over the pages.
    let findHighlights = FindHighlightLayer()
    /// The find: query, hits, the search in the background, what the bar says.
    let find: FindController
    /// SDL event type the search threads post when pages were searched.
    let findProgressEvent: UInt32
    /// The pen the ink tool starts with.
    let inkPen: InkPenDefaults
    let saveDestination: String?
    var needsRedraw = true
    /// Where the last mouse motion put the pointer (output pixels).
    var pointerPosition: ScreenPoint?
    /// Whether the last pointer motion moved the pointer (see `handle`).
    var pointerMoved = false
    /// The modifier keys held as of the last key event (for clicks and wheel turns).
    var heldModifiers: Modifiers = []
    /// Drawn over the pages, bottom first; asked for input topmost first.
    var layers: [SessionLayer] = []
    /// The window's connection to the session bus (the desktop's dark
    /// preference, the window's D-Bus interface); nil without one.
    let desktop: DesktopBus?
    /// SDL event type the bus thread posts when it has something (`DesktopBus.takeEvents`).
    let desktopEvent: UInt32
    /// Appearance "auto" and what it knows; nil while the mode is fixed.
    var automatic: AutomaticAppearance?
    /// Rectangles a program asked to show (HighlightRects, SyncTeX forward search).
    let pointedHighlights = PointedHighlightLayer()
    /// SyncTeX lookups, away from the window's thread.
    let synctex: SyncTeXLookups
    /// Whether the window said once why inverse search cannot work (no SyncTeX file).
    var saidSyncTeXFailure = false
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
    var running = true
    /// The document this window shows next, once the session has ended
    /// (dropped on the window, or chosen at `o`); nil when the reader quit.
    public internal(set) var nextDocument: Document?
    /// The page (from 0) and password `nextDocument` opens with; nil page:
    /// where the reader left it.
    var nextDocumentPage: Int?
    var nextDocumentPassword: String?
    /// SDL event type the render workers post when a tile is ready.
    let tileReadyEvent: UInt32
    /// Text-size changes of a reflowable document (`TextSizeController`).
    let textSize = TextSizeController()
    /// Ink edits and the background save (`InkController`).
    var ink: InkController
    /// What runs once the background save has ended (quitting, opening another document).
    var afterSave: [(ViewerSession) -> Void] = []
    /// The document being opened in place of this one, if any (`open`).
    var openingDocument: OpeningDocument?

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

    /// Opens `window`, or a new window when nil, on `document`; `desktop`
    /// posts `desktopEvent` when the session bus has something.
    init(document: Document, options: SessionOptions, start: SessionStart, window reused: DocumentWindow? = nil,
         desktop: DesktopBus? = nil, desktopEvent: UInt32 = 0) throws {
        self.desktop = desktop
        self.desktopEvent = desktopEvent
        automatic = options.appearanceMode == nil ? options.automaticAppearance : nil
        let configuration = options.configuration
        documentSession = start.documentSession
        ink = InkController(documentSession: start.documentSession)
        let expected = start.viewport
        var state = start.state
        tileReadyEvent = start.tileReadyEvent
        let findProgressEvent = SDL_RegisterEvents(1)
        self.findProgressEvent = findProgressEvent
        find = FindController(wake: EventLoopWake.pushing(findProgressEvent))

        let window: DocumentWindow
        if let reused {
            window = reused
            window.title = Self.title(for: document.path, page: nil, of: 0)
        } else {
            let size = options.resolvedWindowSize()
            window = try DocumentWindow(title: Self.title(for: document.path, page: nil, of: 0), width: size.width,
                                        height: size.height, fullscreen: configuration.startsFullscreen,
                                        coveringDisplay: configuration.kiosk.isEnabled)
            if window.drawsIntoWindowSurface {
                WindowSurfacePrefault.start(for: window.window)
            }
        }
        self.window = window
        let viewport = Self.viewport(of: window)
        if viewport != expected {
            state.resize(to: viewport)
        }
        self.state = state
        memory = options.memoryInUse
        self.configuration = configuration
        brightnessMemory = options.brightnessMemoryInUse
        brightness = configuration.startingBrightness(remembered: brightnessMemory?.load())
        appearance = start.appearance
        pipeline = appearance.colorPipeline
        composer = FrameComposer(window: window, openedAt: SDL_GetTicks64(),
                                 textureBudgetBytes: MemoryBudgets(viewport: viewport).textureBytes)
        text = TextTextures(renderer: window.renderer, typesetter: try start.typesetter ?? TextRenderer())
        inkPen = configuration.inkPen
        saveDestination = options.saveDestination
        synctex = SyncTeXLookups(documentPath: document.path)
        layers.append(textSelection)
        layers.append(pageIndicator)
        layers.append(findHighlights)
        layers.append(pointedHighlights)
        layers.append(messages)
        if let journal = options.inkJournalInUse, documentSession.facts.inkAvailability == .available {
            startInkJournal(journal)
        }
        slideshow = SlideshowLayer(options: configuration.kiosk, now: now)
        if configuration.kiosk.isEnabled {
            kiosk = KioskLayer(configuration: configuration, now: now)
        }
        if documentSession.facts.needsPassword {
            layers.append(PasswordPromptLayer(fileName: URL(fileURLWithPath: document.path).lastPathComponent,
                                              rejected: options.password != nil))
            startTextInput()
            find.queryAfterUnlock = options.findQuery
        } else if let query = options.findQuery {
            find.begin(at: state.currentPageIndex)
            findTextChanged(query)
        }
        if case .colorScheme(let scheme)? = desktop?.latestColorScheme {
            automatic?.desktopChanged(to: scheme)
            showAutomaticAppearance()
        }
        if let forward = options.synctexForward {
            synctex.findBoxes(input: forward.input, line: forward.line, column: forward.column, call: nil)
        }
    }

    /// Tries a password typed into the prompt; on success shows the pages.
    /// When MuPDF fails to check it, the prompt stays and says why.
    func unlock(with password: String) -> Bool {
        do {
            guard try documentSession.unlock(with: password) else { return false }
        } catch {
            messages.show("Cannot unlock: \(Self.reason(of: error))", isError: true)
            return false
        }
        layers.removeAll { $0 is PasswordPromptLayer }
        composer.textures.removeAll()
        state.reload(geometry: DocumentGeometry(document))
        state.goToPage(0)
        if let query = find.queryAfterUnlock {
            find.queryAfterUnlock = nil
            find.begin(at: state.currentPageIndex)
            findTextChanged(query)
        }
        needsRedraw = true
        return true
    }

    /// The drawing area the window will have: its first size (see
    /// `SessionOptions.resolvedWindowSize`), or the whole display for
    /// fullscreen and kiosks.
    static func expectedViewport(_ options: SessionOptions) -> ViewportSize {
        var bounds = SDL_Rect()
        if options.configuration.startsFullscreen, SDL_GetDisplayBounds(0, &bounds) == 0 {
            return ViewportSize(width: Double(bounds.w), height: Double(bounds.h))
        }
        let size = options.resolvedWindowSize()
        return ViewportSize(width: Double(size.width), height: Double(size.height))
    }

    /// The document shown.
    var document: Document { documentSession.document }

    /// The render queue drawing `document`.
    var renderQueue: RenderQueue { documentSession.renderQueue }

    /// Page `page` changed (ink added, erased, undone): its pixels render
    /// again while the old ones stay on screen.
    func pageChanged(_ page: Int) {
        renderQueue.invalidate(page: page)
        composer.textures.markStale(page: page)
        needsRedraw = true
    }

    /// Carries out a change chosen in the settings overlay, live.
    func apply(_ change: SettingsChange) {
        switch change {
        case .appearanceMode(let mode):
            appearance.appearanceMode = mode
            automatic?.readerChose(appearance.appearanceMode, atMinute: LocalClock.minuteOfDay())
            updatePipeline()
        case .automaticAppearance:
            followDesktopAgain()
        case .brightness(let value):
            brightness = min(max(value, 0), 1)
        case .layout(let option):
            state.choose(option)
        case .nightImages(let choice):
            document.updateRenderOptions(for: .page) { choice.apply(to: &$0) }
            updatePipeline()
        }
        needsRedraw = true
    }

    /// Brightness files are written in order on this queue, off the main
    /// thread (each write is flushed to disk).
    private static let brightnessWrites = DispatchQueue(label: "sdlpdf.brightness-memory")

    /// Keeps the brightness for the next start (`brightnessMemory`); in the
    /// background while the window runs, waiting for it when it closes.
    func rememberBrightness(inBackground: Bool = false) {
        guard let memory = brightnessMemory else { return }
        let value = brightness
        let write = {
            do {
                try memory.save(value)
            } catch {
                StandardError.report("cannot remember the brightness: \(error)")
            }
        }
        if inBackground {
            Self.brightnessWrites.async(execute: write)
        } else {
            Self.brightnessWrites.sync(execute: write)
        }
    }

    /// Waits until the brightness writes started so far are done.
    func waitForBrightnessWrites() {
        Self.brightnessWrites.sync {}
    }

    static func viewport(of window: DocumentWindow) -> ViewportSize {
        let output = window.outputSize
        let size = window.windowSize
        return ViewportSize(outputWidth: Double(output.width), outputHeight: Double(output.height),
                            windowWidth: Double(size.width), windowHeight: Double(size.height))
    }

    /// Runs the event loop until the user quits.
    public func run() {
        let checkInterval: UInt64 = 500
        var lastCheck = SDL_GetTicks64()
        takeDesktopEvents()
        while running {
            runLoopOnce(waitingAtMost: Int(checkInterval) - Int(SDL_GetTicks64() - lastCheck))
            if SDL_GetTicks64() - lastCheck >= checkInterval {
                lastCheck = SDL_GetTicks64()
                reloadIfChanged()
            }
        }
        ink.waitForSave()
        finishSave()
        documentSession.close()
        remember()
        rememberBrightness()
        synctex.stop()
    }

    /// One round of the event loop: draws when needed, then handles the
    /// events that come within `milliseconds` (or until a layer or the idle
    /// work is due); with no event waiting it fills one texture ahead instead.
    /// With `endingAtCompleteFrame` (`settle`), a round whose drawing left
    /// every visible tile on screen and nothing to draw ends there: true.
    @discardableResult
    func runLoopOnce(waitingAtMost milliseconds: Int, endingAtCompleteFrame: Bool = false) -> Bool {
        finishRelayout()
        finishSave()
        finishReopening()
        finishOpening()
        if takeArrivedPageSizes() {
            needsRedraw = true
        }
        if needsRedraw {
            draw()
        }
        if endingAtCompleteFrame && !composer.scheduler.tilesMissing && !needsRedraw {
            return true
        }
        if composer.startsPreparingNextMode(renderQueueIsIdle: renderQueue.pendingKeys.isEmpty) {
            // The first frame is on screen and the workers are idle:
            // prepare the mode the window switches to next now (its
            // pipeline, the extras its tiles need), so the first Ctrl+R
            // does not wait for a table or a mask, and let the bus start
            // the desktop portal, without slowing the first frame.
            prepareNextPipeline()
            updateRenderExtras()
            desktop?.firstFrameIsOnScreen()
        }
        readPageSizesWhenIdle()
        var event = SDL_Event()
        let now = SDL_GetTicks64()
        var wait = max(1, milliseconds)
        for wakeUp in allLayers.compactMap(\.nextWakeUp) + [composer.scheduler.nextDue, automaticAppearanceDue].compactMap({ $0 }) {
            wait = min(wait, wakeUp > now ? Int(wakeUp - now) : 1)
        }
        let warming = composer.scheduler.shouldWarmTextures
        let received = warming ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, Int32(wait))
        if received != 0 {
            handle(event)
            while running && SDL_PollEvent(&event) != 0 {
                handle(event)
            }
        } else if warming {
            composer.warmNextTexture(onScreen: state.visibleTiles(), pipeline: pipeline, nextPipeline: nextModePipeline,
                                     cache: renderQueue.cache)
        }
        let ticks = SDL_GetTicks64()
        for layer in allLayers where layer.nextWakeUp.map({ $0 <= ticks }) ?? false {
            layer.tick(now: ticks, in: self)
            needsRedraw = true
        }
        runDueIdleWork(now: ticks)
        followSchedule()
        publishProperties()
        return false
    }

    /// Saves where the reader is, the mode and the layout, for the next time
    /// this document opens. A failure is reported once and loses nothing else.
    func remember() {
        guard let memory else { return }
        do {
            let record = DocumentRecord(position: positionAtStandardTextSize(), appearanceMode: appearance.appearanceMode,
                                        layout: PartialLayoutSettings(state.layoutSettings))
            if let warning = try memory.save(record, forDocumentAt: document.path) {
                StandardError.report("\(warning)")
            }
        } catch {
            StandardError.report("cannot remember the reading position: \(error)")
        }
    }

    /// The colours everything on screen goes through for the current mode.
    func updatePipeline() {
        isPeekingAtDefault = false
        pipeline = appearance.colorPipeline
        if composer.preparesNextMode {
            prepareNextPipeline()
        }
        updateRenderExtras()
        needsRedraw = true
    }

    /// Builds the pipeline of the mode the window switches to next (`nextAppearanceMode`)
    /// on a background queue, so that the switch finds its table ready; only that one: every
    /// pipeline's tables take memory. Once every allowed mode has its pipeline, what building
    /// them keeps for the next one goes. A tile-ready event then wakes the loop: filling
    /// textures ahead may have stopped for want of this pipeline.
    private func prepareNextPipeline() {
        let allowed = allowedModeOptions, wake = EventLoopWake.pushing(tileReadyEvent)
        ColorPipeline.prepare(for: [appearance.renderOptions(for: nextAppearanceMode)]) {
            if allowed.allSatisfy({ ColorPipeline.built(for: $0) != nil }) {
                ColorPipeline.releaseNightColorTables()
            }
            wake()
        }
    }

    /// Tells the render queue what to draw beside the day pixels (`RenderExtras`): what the
    /// current mode needs and, once the first frame is on screen, what the mode the window
    /// switches to next (`nextAppearanceMode`) needs, so that its textures can be filled
    /// ahead. Before that, nothing the first frame does not show is drawn.
    func updateRenderExtras() {
        var extras = RenderExtras(for: appearance.renderOptions)
        if composer.preparesNextMode {
            extras.formUnion(RenderExtras(for: appearance.renderOptions(for: nextAppearanceMode)))
        }
        let added = !renderQueue.extras.isSuperset(of: extras)
        renderQueue.extras = extras
        if added {
            // A new frame asks for the tiles on screen and ahead that lack them.
            needsRedraw = true
        }
    }

    /// The mode the window switches to next, prepared ahead once the first frame is on
    /// screen: while appearance "auto" follows the desktop (or the schedule), the other of its
    /// light and dark modes, the one the desktop switches to; otherwise the mode Ctrl+R
    /// switches to.
    var nextAppearanceMode: PDFAppearanceMode {
        if let automatic, automatic.isFollowing, automatic.source != .none {
            return appearance.appearanceMode == automatic.darkMode ? automatic.lightMode : automatic.darkMode
        }
        return AppearanceCycle.mode(after: appearance.appearanceMode, allowedModes: appearance.configuration.allowedAppearanceModes)
    }

    /// Prepares the mode the window now switches to next (`nextAppearanceMode`), when
    /// the first frame has asked for it already: what "auto" follows may have changed it.
    func prepareNextModeAgain() {
        guard composer.preparesNextMode else { return }
        prepareNextPipeline()
        updateRenderExtras()
    }

    /// Re-opens the file after it changed on disk, keeping the position
    /// (`DocumentSession.reloadIfChanged`). Unsaved ink is never thrown away
    /// for it: the reader is told, and Ctrl+S asks what to do (`askAboutChangedFile`).
    func reloadIfChanged() {
        // A save of our own is replacing the file: it is not someone else's change.
        guard !ink.isSaving else { return }
        showReloadOutcome(documentSession.reloadIfChanged(&state))
    }

    /// Shows the file opened again in the background once it is open. Called
    /// at every turn of the event loop.
    func finishReopening() {
        showReloadOutcome(documentSession.finishReopening(&state))
    }

    private func showReloadOutcome(_ check: DocumentSession.FileCheck) {
        switch check {
        case .unchanged, .reopening:
            return
        case .changedWithUnsavedInk:
            let name = Self.fileName(of: document.path)
            messages.show("“\(name)” changed on disk; your ink is not saved. Ctrl+S asks what to do.", naming: name,
                          isError: true)
        case .reloaded:
            documentReplaced()
        }
    }

    /// Shows `replacement` (the file laid out at another text size, or the
    /// file the ink was saved as) instead of the current document at
    /// `position` (`DocumentSession.replaceDocument`), its ink journaled in `journal`.
    func replaceDocument(with replacement: Document, restoring position: SavedViewerPosition, journal: InkJournal?) {
        documentSession.replaceDocument(with: replacement, restoring: position, journal: journal, in: &state)
        documentReplaced()
    }

    /// The document session shows another document: no old pixels, the
    /// appearance applies to the new one.
    func documentReplaced() {
        appearance.document = document
        composer.textures.removeAll()
        textSelection.clear()
        restartFind()
        updatePipeline()
    }
}
