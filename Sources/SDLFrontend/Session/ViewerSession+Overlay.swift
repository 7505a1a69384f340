import CSDL2
import Viewer

extension ViewerSession {
    /// The values the settings overlay shows: the session's mode (and what
    /// appearance "auto" follows), brightness and layout.
    var settingsValues: SettingsValues {
        SettingsValues(appearanceMode: appearance.appearanceMode, brightness: brightness, layout: state.layoutSettings,
                       nightImages: NightImages(document.renderOptions(for: .page)),
                       automaticStatus: automatic?.status(atMinute: LocalClock.minuteOfDay()),
                       followsAutomaticAppearance: automatic?.isFollowing ?? false)
    }

    var settingsOverlay: SettingsOverlayLayer? {
        layers.lazy.compactMap { $0 as? SettingsOverlayLayer }.first
    }

    var isSettingsOverlayOpen: Bool { settingsOverlay != nil }

    var toolbar: ToolbarLayer? {
        layers.lazy.compactMap { $0 as? ToolbarLayer }.first
    }

    /// Opens the settings overlay, or closes it when it is open (Ctrl+comma,
    /// the toolbar's gear). Nothing opens while a prompt (`ModalLayer`) asks
    /// or when the configuration leaves the overlay no rows.
    /// - Parameter showingFocus: whether the keyboard focus ring shows from
    ///   the start (opened with the keyboard).
    func toggleSettingsOverlay(showingFocus: Bool = true) {
        if isSettingsOverlayOpen {
            closeSettingsOverlay()
            return
        }
        guard !isAsking else { return }
        let panel = SettingsPanel(configuration: configuration, values: settingsValues)
        guard !panel.rows.isEmpty else { return }
        layers.append(SettingsOverlayLayer(panel: panel, showsFocus: showingFocus))
        revealToolbar()
        needsRedraw = true
    }

    /// Closes the settings overlay and keeps the brightness chosen in it.
    func closeSettingsOverlay() {
        guard isSettingsOverlayOpen else { return }
        layers.removeAll { $0 is SettingsOverlayLayer }
        rememberBrightness(inBackground: true)
        needsRedraw = true
    }

    /// Shows the toolbar for a few seconds (pointer motion, a touch),
    /// creating it on first use just below the settings overlay and the
    /// prompts. No toolbar shows while a prompt asks, or when it would have
    /// no buttons.
    func revealToolbar() {
        guard !isAsking else { return }
        if let toolbar {
            if toolbar.reveal(now: now) {
                needsRedraw = true
            }
            return
        }
        let buttons = toolbarButtons
        guard !buttons.isEmpty else { return }
        let toolbar = ToolbarLayer(buttons: buttons)
        let overlays = layers.firstIndex { $0 is SettingsOverlayLayer || $0 is ModalLayer } ?? layers.endIndex
        layers.insert(toolbar, at: overlays)
        toolbar.reveal(now: now)
        needsRedraw = true
    }

    /// The buttons that do something here: the gear when the settings
    /// overlay has rows to show, the pen when the document takes ink and
    /// the kiosk policy allows it.
    private var toolbarButtons: [ToolbarLayer.Button] {
        var buttons: [ToolbarLayer.Button] = []
        if !SettingsPanel(configuration: configuration, values: settingsValues).rows.isEmpty {
            buttons.append(.settings)
        }
        if documentSession.facts.inkAvailability == .available && configuration.kioskPolicy.allows(.toggleInkTool) {
            buttons.append(.ink)
        }
        return buttons
    }

    /// Whether a prompt waits for an answer.
    private var isAsking: Bool {
        layers.contains { $0 is ModalLayer }
    }
}
