import Foundation

/// Holds the reader's appearance mode and turns it into the render options and colors the
/// viewer uses, like Nutrient's `PDFAppearanceModeManager`.
///
/// The mode applies on top of the document's `.page` options only, never to `.processor` (export):
/// - `[]`: the document's own options;
/// - `.sepia`: adds `RenderFilter.sepia`;
/// - `.night`: sets `invertRenderColor` and adds `RenderFilter.colorCorrectInverted`;
/// and the configuration's `palette` sets the night colors and the sepia strength it names.
/// A delegate can replace this mapping. Not thread-safe: use it from the UI thread.
public final class PDFAppearanceModeManager {
    /// Posted (object: the manager) after `appearanceMode` changed; `userInfo[appearanceModeKey]`
    /// holds the new `PDFAppearanceMode`.
    public static let appearanceModeDidChangeNotification = Notification.Name("PDFAppearanceModeDidChange")
    /// The `userInfo` key of `appearanceModeDidChangeNotification`.
    public static let appearanceModeKey = "appearanceMode"

    /// Replaces the default mode-to-options mapping when it implements it.
    public weak var delegate: AppearanceModeManagerDelegate?
    /// Whose `.page` options the modes apply to; without one, default options.
    public weak var document: RenderOptionsConfigurable?

    /// Which modes are allowed. If the current mode is no longer allowed it falls back to Default.
    public var configuration: PDFConfiguration {
        didSet {
            if !isAllowed(appearanceMode) {
                appearanceMode = []
            }
        }
    }

    /// The current mode. Setting a mode the configuration does not allow is ignored.
    public var appearanceMode: PDFAppearanceMode {
        get { mode }
        set {
            guard newValue != mode, isAllowed(newValue) else { return }
            mode = newValue
            for handler in observers.values {
                handler(newValue)
            }
            NotificationCenter.default.post(name: Self.appearanceModeDidChangeNotification, object: self,
                                            userInfo: [Self.appearanceModeKey: newValue])
        }
    }

    private var mode: PDFAppearanceMode = []
    private var observers: [Int: (PDFAppearanceMode) -> Void] = [:]
    private var nextObserverIdentifier = 0

    public init(configuration: PDFConfiguration = PDFConfiguration(), document: RenderOptionsConfigurable? = nil) {
        self.configuration = configuration
        self.document = document
    }

    /// True when the configuration allows `mode` (Default always is).
    public func isAllowed(_ mode: PDFAppearanceMode) -> Bool {
        AppearanceCycle.isAllowed(mode, in: configuration.allowedAppearanceModes)
    }

    /// Switches to the next allowed mode (Ctrl+R) and returns it.
    @discardableResult
    public func cycleAppearanceMode() -> PDFAppearanceMode {
        appearanceMode = AppearanceCycle.mode(after: appearanceMode, allowedModes: configuration.allowedAppearanceModes)
        return appearanceMode
    }

    /// The document's `.page` options, the base every mode builds on.
    public var documentRenderOptions: RenderOptions {
        document?.renderOptions(for: .page) ?? RenderOptions()
    }

    /// The default mapping of `mode` onto `documentRenderOptions`.
    public func defaultRenderOptions(for mode: PDFAppearanceMode) -> RenderOptions {
        var options = configuration.palette.applied(to: documentRenderOptions)
        if mode.contains(.sepia) {
            options.filters.insert(.sepia)
        }
        if mode.contains(.night) {
            options.invertRenderColor = true
            options.filters.insert(.colorCorrectInverted)
        }
        return options
    }

    /// The options pages are shown with in `mode`: the delegate's, else the default mapping.
    public func renderOptions(for mode: PDFAppearanceMode) -> RenderOptions {
        delegate?.appearanceManager(self, renderOptionsFor: mode) ?? defaultRenderOptions(for: mode)
    }

    /// The options pages are shown with now.
    public var renderOptions: RenderOptions { renderOptions(for: appearanceMode) }

    /// The pipeline that turns day pixels into display pixels now.
    public var colorPipeline: ColorPipeline { ColorPipeline.cached(for: renderOptions) }

    /// Builds the pipelines of the allowed modes on a background queue, so that the first Ctrl+R
    /// finds its pipeline ready instead of computing the night table then (10–20 ms). Call it once
    /// the first page is on screen; `completion` runs on the background queue when all are built.
    public func preparePipelines(completion: (@Sendable () -> Void)? = nil) {
        let modes: [PDFAppearanceMode] = [.sepia, .night, .all]
        ColorPipeline.prepare(for: modes.filter(isAllowed).map(renderOptions(for:)), completion: completion)
    }

    /// `color` as it must be drawn now (ink, swatches, anything outside page rendering):
    /// exactly what the page pipeline makes of a pixel of that color.
    public func displayColor(for color: Color) -> Color {
        colorPipeline.apply(to: color)
    }

    /// `color` of the viewer's own surfaces (the desk, panels, prompts, their
    /// text) as it must be drawn now: the mode's rule without Night's
    /// contrast floor (`ColorPipeline.applyWithoutContrastFloor`), which keeps
    /// light colours of *content* visible but would turn the light greys of
    /// panels into mid greys that their text no longer stands out from.
    /// Translucent colours (shadows) are shown as `displayColor(for:)` shows them.
    public func chromeColor(for color: Color) -> Color {
        color.alpha < 1 ? colorPipeline.apply(to: color) : colorPipeline.applyWithoutContrastFloor(to: color)
    }

    /// Calls `handler` with the new mode after each change, until the returned observation is
    /// cancelled or released.
    public func observeAppearanceMode(_ handler: @escaping (PDFAppearanceMode) -> Void) -> AppearanceModeObservation {
        let identifier = nextObserverIdentifier
        nextObserverIdentifier += 1
        observers[identifier] = handler
        return AppearanceModeObservation(manager: self, identifier: identifier)
    }

    func removeObserver(_ identifier: Int) {
        observers[identifier] = nil
    }
}
