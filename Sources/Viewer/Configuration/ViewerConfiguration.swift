import PDFAppearance

/// Immutable settings of the viewer, built like Nutrient's `PDFConfiguration`:
///
///     let configuration = ViewerConfiguration { builder in
///         builder.pageTransition = .jump
///         builder.allowedAppearanceModes = [.night]
///         builder.settingsOptions = [.appearance, .brightness]
///     }
///
/// It wraps the appearance part, `appearance` (a `PDFConfiguration`, which
/// `PDFAppearanceModeManager` takes), and adds the layout, the settings
/// overlay's rows, kiosk mode, the ink pen and memory. The layout types live
/// in this module, which PDFAppearance cannot see; hence two types.
/// A configuration file and command-line flags build the same value, see
/// `ViewOptions.configuration(file:)`.
public struct ViewerConfiguration: Equatable, Sendable {
    /// Allowed appearance modes and the brightness slider's dimming range.
    public let appearance: PDFConfiguration
    /// The layout settings the configuration names (a file, flags, the
    /// builder); they win over remembered ones, see `startingLayout(remembered:)`.
    public let givenLayout: PartialLayoutSettings
    /// The layout the viewer starts with when nothing is remembered.
    public var pageTransition: PageTransition { layout.transition }
    public var scrollDirection: ScrollDirection { layout.direction }
    public var pageMode: PageMode { layout.pageMode }
    public var pageFitting: PageFitting { layout.fitting }
    /// The appearance to open in (`appearance`, `--mode`); nil for the
    /// remembered mode of the document.
    public let startingAppearance: AppearanceChoice?
    /// What appearance "auto" shows: the dark and light modes (allowed ones)
    /// and the schedule that decides when the desktop says nothing.
    public let automaticAppearance: AutomaticAppearance
    /// What a Ctrl+click on a page runs (SyncTeX inverse search); nil when
    /// none is configured.
    public let synctexEditorCommand: SyncTeXEditorCommand?
    /// Rows the settings overlay may show.
    public let settingsOptions: PDFSettingsOptions
    /// What Night does with photographs at the start.
    public let nightImages: NightImages
    /// Brightness to start with (0 darkest … 1 brightest); nil to use the
    /// remembered one (1 when nothing is remembered).
    public let initialBrightness: Double?
    /// Whether per-document memory (page, zoom, appearance mode, layout) and
    /// the brightness are read at the start and written at the end
    /// (`--no-remember` turns it off). Never in a kiosk, which always starts
    /// where its configuration says.
    public var remembers: Bool { remembersOutsideKiosk && !kiosk.isEnabled }
    /// What `remember` (`--no-remember`) asked for, which a kiosk overrides.
    private let remembersOutsideKiosk: Bool
    /// Whether unsaved ink strokes are journaled to disk as they are drawn,
    /// for the next start to offer them back. Never in a kiosk, which saves
    /// nothing to disk: a visitor's ink lasts until the kiosk ends.
    public var journalsInk: Bool { !kiosk.isEnabled }
    /// Whether the window starts in fullscreen (a kiosk always does).
    public let startsFullscreen: Bool
    public let kiosk: KioskOptions
    /// The pen the ink tool starts with.
    public let inkPen: InkPenDefaults
    /// The memory and time MuPDF may spend on a page.
    public let renderLimits: RenderLimits

    /// Appearance modes the reader may switch to (from `appearance`).
    public var allowedAppearanceModes: PDFAppearanceMode { appearance.allowedAppearanceModes }

    /// The starting layout as the viewer state takes it, when nothing is
    /// remembered: the given settings, defaults for the others.
    public var layout: ViewerLayoutSettings { givenLayout.over(.default) }

    /// The layout to start with, setting by setting: the given one, else the
    /// `remembered` one (`DocumentRecord.layout`) when the configuration
    /// `remembers`, else the default — as `--mode` wins over the remembered
    /// appearance mode.
    public func startingLayout(remembered: PartialLayoutSettings?) -> ViewerLayoutSettings {
        givenLayout.over((remembers ? remembered : nil)?.over(.default) ?? .default)
    }

    /// The brightness to start with: `initialBrightness` when given, else
    /// the `remembered` one (`BrightnessMemory.load()`) when the
    /// configuration `remembers`, else 1 (no dimming beyond the minimum).
    public func startingBrightness(remembered: Double?) -> Double {
        initialBrightness ?? (remembers ? remembered : nil) ?? 1
    }

    /// What kiosk mode lets the reader do.
    public var kioskPolicy: KioskPolicy { KioskPolicy(options: kiosk) }

    /// The default configuration, changed by `build`.
    public init(_ build: (Builder) -> Void = { _ in }) {
        let builder = Builder()
        build(builder)
        self.init(builder: builder)
    }

    private init(builder: Builder) {
        appearance = PDFConfiguration {
            $0.allowedAppearanceModes = builder.allowedAppearanceModes
            $0.dimming = builder.dimming
            $0.palette = builder.palette
        }
        givenLayout = builder.givenLayout
        startingAppearance = builder.startingAppearance
        let allowed = builder.allowedAppearanceModes
        func allowedOrDefault(_ mode: PDFAppearanceMode) -> PDFAppearanceMode {
            AppearanceCycle.isAllowed(mode, in: allowed) ? mode : []
        }
        automaticAppearance = AutomaticAppearance(darkMode: allowedOrDefault(builder.automaticAppearance.darkMode),
                                                  lightMode: allowedOrDefault(builder.automaticAppearance.lightMode),
                                                  schedule: builder.automaticAppearance.schedule)
        synctexEditorCommand = builder.synctexEditorCommand
        settingsOptions = builder.settingsOptions
        nightImages = builder.nightImages
        initialBrightness = builder.initialBrightness.map { $0.isNaN ? 1 : min(max($0, 0), 1) }
        remembersOutsideKiosk = builder.remembers
        startsFullscreen = builder.startsFullscreen || KioskPolicy(options: builder.kiosk).requiresFullscreen
        kiosk = builder.kiosk
        inkPen = builder.inkPen
        renderLimits = builder.renderLimits
    }

    /// A copy of this configuration changed by `build`.
    public func configurationUpdated(_ build: (Builder) -> Void) -> ViewerConfiguration {
        let builder = Builder(configuration: self)
        build(builder)
        return ViewerConfiguration(builder: builder)
    }

    /// The mutable settings a configuration is made from; the defaults are
    /// those of a plain `sdlpdf` run.
    public final class Builder {
        /// The layout settings set so far; the others are remembered ones or
        /// the defaults. Setting one of the four below sets it here.
        public var givenLayout = PartialLayoutSettings()
        public var pageTransition: PageTransition {
            get { givenLayout.over(.default).transition }
            set { givenLayout.transition = newValue }
        }
        public var scrollDirection: ScrollDirection {
            get { givenLayout.over(.default).direction }
            set { givenLayout.direction = newValue }
        }
        public var pageMode: PageMode {
            get { givenLayout.over(.default).pageMode }
            set { givenLayout.pageMode = newValue }
        }
        public var pageFitting: PageFitting {
            get { givenLayout.over(.default).fitting }
            set { givenLayout.fitting = newValue }
        }
        /// Defaults to `.all`.
        public var allowedAppearanceModes: PDFAppearanceMode = .all
        /// Defaults to nil (the remembered mode).
        public var startingAppearance: AppearanceChoice?
        /// Defaults to Night when dark, Default when light, no schedule; a
        /// mode not allowed becomes Default.
        public var automaticAppearance = AutomaticAppearance()
        /// Defaults to nil (Ctrl+click runs nothing).
        public var synctexEditorCommand: SyncTeXEditorCommand?
        /// Defaults to `.all`.
        public var settingsOptions: PDFSettingsOptions = .all
        /// Defaults to `.dim`.
        public var nightImages = NightImages.dim
        /// Defaults to 0…0.6.
        public var dimming = ScreenDimming()
        /// Night paper and text colors and sepia strength; defaults to the standard ones
        /// (black paper, white text, full sepia).
        public var palette = AppearancePalette.standard
        /// Defaults to nil (the remembered brightness).
        public var initialBrightness: Double?
        /// Defaults to true; kiosk mode overrides it (a kiosk never remembers).
        public var remembers = true
        /// Defaults to false; kiosk mode implies it.
        public var startsFullscreen = false
        /// Defaults to off.
        public var kiosk = KioskOptions()
        /// Defaults to a clear blue, 2 pt.
        public var inkPen = InkPenDefaults()
        /// Defaults to the machine's memory limit and 10 s a render.
        public var renderLimits = RenderLimits()

        init() {}

        init(configuration: ViewerConfiguration) {
            givenLayout = configuration.givenLayout
            startingAppearance = configuration.startingAppearance
            automaticAppearance = configuration.automaticAppearance
            synctexEditorCommand = configuration.synctexEditorCommand
            allowedAppearanceModes = configuration.allowedAppearanceModes
            settingsOptions = configuration.settingsOptions
            nightImages = configuration.nightImages
            dimming = configuration.appearance.dimming
            palette = configuration.appearance.palette
            initialBrightness = configuration.initialBrightness
            remembers = configuration.remembersOutsideKiosk
            startsFullscreen = configuration.startsFullscreen
            kiosk = configuration.kiosk
            inkPen = configuration.inkPen
            renderLimits = configuration.renderLimits
        }
    }
}
