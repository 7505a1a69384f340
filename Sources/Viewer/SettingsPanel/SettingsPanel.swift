import PDFAppearance

/// The model of the settings overlay (the counterpart of Nutrient's
/// PDFSettingsViewController and BrightnessViewController): which rows are
/// shown, their choices, keyboard focus, and the change each input makes.
/// The front end draws `rows` (with `SettingsPanelLayout` for positions),
/// forwards keys to `handle(_:)` and pointer or touch presses to
/// `press(_:)`, and applies the `SettingsChange`s that come back.
///
/// A row appears when `configuration.settingsOptions` contains it and it
/// offers a choice (Appearance needs an allowed mode besides Default; its
/// segments are the allowed ones of Default, Sepia, Night and Sepia+Night,
/// in Ctrl+R's order, after "Auto (following the desktop: dark)" with
/// appearance "auto"). A layout row whose other choices
/// all are unavailable (`ViewerLayoutSettings.isAvailable`) shows "Not
/// Available" instead of a control that does nothing.
///
/// Keys: Up/Down and Tab/Shift+Tab move between rows (Tab wraps around),
/// Left/Right between the choices of a row or move the slider by
/// `brightnessStep` (Home/End: ends of the slider), Enter/Space choose,
/// Escape closes.
public struct SettingsPanel: Equatable, Sendable {
    /// Where keyboard focus rests: a row and, in a segmented row, the index
    /// of a choice.
    public struct Focus: Hashable, Sendable {
        public var row: SettingsRowKind
        /// Index into the row's choices; 0 for a slider.
        public var choice: Int

        public init(row: SettingsRowKind, choice: Int) {
            self.row = row
            self.choice = choice
        }
    }

    /// How far one Left/Right press moves the brightness slider; the slider
    /// snaps to multiples of it. 0.05: twenty presses from darkest to
    /// brightest, each a step the eye can tell.
    public static let brightnessStep = 0.05

    public let configuration: ViewerConfiguration
    /// The values shown; changed by the overlay's own inputs and by `update(_:)`.
    public private(set) var values: SettingsValues
    /// The rows shown, in order.
    public private(set) var rows: [SettingsRow]
    /// Keyboard focus; nil when no row can take it.
    public private(set) var focus: Focus?

    /// The overlay opened on `values`, focus on the first row that takes it.
    public init(configuration: ViewerConfiguration, values: SettingsValues) {
        self.configuration = configuration
        self.values = values
        rows = Self.rows(configuration: configuration, values: values)
        focus = rows.first(where: \.isFocusable).map { Focus(row: $0.kind, choice: Self.restingChoice(in: $0)) }
    }

    /// Shows values changed from outside (Ctrl+R, a zoom key…); focus stays
    /// on its row when the row is still focusable.
    public mutating func update(_ values: SettingsValues) {
        self.values = values
        refresh()
    }

    /// Handles a key press while the overlay is open.
    public mutating func handle(_ chord: KeyChord) -> SettingsPanelOutcome {
        let chord = chord.normalized
        switch (chord.key, chord.modifiers) {
        case (.escape, []): return .close
        case (.up, []): return moveRow(by: -1, wrapping: false)
        case (.down, []): return moveRow(by: 1, wrapping: false)
        case (.tab, []): return moveRow(by: 1, wrapping: true)
        case (.tab, .shift): return moveRow(by: -1, wrapping: true)
        case (.left, []): return moveWithinRow(by: -1)
        case (.right, []): return moveWithinRow(by: 1)
        case (.home, []): return setSliderFromKeyboard(0)
        case (.end, []): return setSliderFromKeyboard(1)
        case (.enter, []), (.space, []): return chooseFocused()
        default: return .ignored
        }
    }

    /// Handles a click or tap on a part of the overlay (see
    /// `SettingsPanelLayout.target(at:)`); focus moves there too.
    public mutating func press(_ target: SettingsPanelLayout.Target) -> SettingsPanelOutcome {
        switch target {
        case let .choice(kind, index):
            guard let row = rows.first(where: { $0.kind == kind }), case .segments(let choices) = row.control,
                  choices.indices.contains(index), choices[index].isAvailable else { return .ignored }
            focus = Focus(row: kind, choice: index)
            return choose(choices[index])
        case let .slider(kind, fraction):
            guard let row = rows.first(where: { $0.kind == kind }), case .slider = row.control else { return .ignored }
            focus = Focus(row: kind, choice: 0)
            return setBrightness(fraction)
        }
    }

    // MARK: - Rows

    /// The rows `configuration` allows for `values`, in overlay order.
    public static func rows(configuration: ViewerConfiguration, values: SettingsValues) -> [SettingsRow] {
        rows(configuration: configuration, values: values) { $0.isAvailable($1) }
    }

    /// `rows(configuration:values:)` with the availability of layout choices
    /// decided by `isAvailable` (tests use restrictions the layout does not have yet).
    static func rows(configuration: ViewerConfiguration, values: SettingsValues,
                     isAvailable: (ViewerLayoutSettings, ViewerLayoutOption) -> Bool) -> [SettingsRow] {
        SettingsRowKind.allCases.compactMap { kind in
            guard configuration.settingsOptions.contains(kind) else { return nil }
            switch kind {
            case .appearance:
                let allowed = configuration.allowedAppearanceModes
                let modes = AppearanceCycle.order.filter { AppearanceCycle.isAllowed($0, in: allowed) }
                let automatic = values.automaticStatus.map {
                    SettingsChoice(title: "Auto (\($0))", change: .automaticAppearance,
                                   isSelected: values.followsAutomaticAppearance, isAvailable: true)
                }
                guard modes.count > 1 || automatic != nil else { return nil }
                let following = automatic != nil && values.followsAutomaticAppearance
                return SettingsRow(kind: kind, control: .segments([automatic].compactMap { $0 } + modes.map { mode in
                    SettingsChoice(title: mode.description, change: .appearanceMode(mode),
                                   isSelected: !following && values.appearanceMode == mode, isAvailable: true)
                }))
            case .brightness:
                return SettingsRow(kind: kind, control: .slider(value: values.brightness, step: brightnessStep))
            case .pageTransition:
                return layoutRow(kind, [.jump, .continuous].map(ViewerLayoutOption.transition), values.layout, isAvailable)
            case .scrollDirection:
                return layoutRow(kind, ScrollDirection.allCases.map(ViewerLayoutOption.direction), values.layout, isAvailable)
            case .pageMode:
                return layoutRow(kind, PageMode.allCases.map(ViewerLayoutOption.pageMode), values.layout, isAvailable)
            case .pageFitting:
                return layoutRow(kind, PageFitting.allCases.map(ViewerLayoutOption.fitting), values.layout, isAvailable)
            case .nightImages:
                guard configuration.allowedAppearanceModes.contains(.night) else { return nil }
                return SettingsRow(kind: kind, control: .segments(NightImages.allCases.map { choice in
                    SettingsChoice(title: choice.title, change: .nightImages(choice),
                                   isSelected: values.nightImages == choice, isAvailable: true)
                }))
            }
        }
    }

    private static func layoutRow(_ kind: SettingsRowKind, _ options: [ViewerLayoutOption], _ layout: ViewerLayoutSettings,
                                  _ isAvailable: (ViewerLayoutSettings, ViewerLayoutOption) -> Bool) -> SettingsRow {
        let choices = options.map { option in
            SettingsChoice(title: title(of: option), change: .layout(option),
                           isSelected: layout.replacing(option) == layout, isAvailable: isAvailable(layout, option))
        }
        guard choices.contains(where: { $0.isAvailable && !$0.isSelected }) else {
            return SettingsRow(kind: kind, control: .notAvailable)
        }
        return SettingsRow(kind: kind, control: .segments(choices))
    }

    private static func title(of option: ViewerLayoutOption) -> String {
        let name: String
        switch option {
        case .transition(let value): name = value.rawValue
        case .direction(let value): name = value.rawValue
        case .pageMode(let value): name = value.rawValue
        case .fitting(let value): name = value.rawValue
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    // MARK: - Focus and choosing

    private static func restingChoice(in row: SettingsRow) -> Int {
        guard case .segments(let choices) = row.control else { return 0 }
        return choices.firstIndex { $0.isSelected && $0.isAvailable } ?? choices.firstIndex(where: \.isAvailable) ?? 0
    }

    private var focusedRowIndex: Int? {
        focus.flatMap { focus in rows.firstIndex { $0.kind == focus.row } }
    }

    private mutating func moveRow(by step: Int, wrapping: Bool) -> SettingsPanelOutcome {
        let focusable = rows.indices.filter { rows[$0].isFocusable }
        guard !focusable.isEmpty else { return .ignored }
        guard let current = focusedRowIndex, let position = focusable.firstIndex(of: current) else {
            focus = Focus(row: rows[focusable[0]].kind, choice: Self.restingChoice(in: rows[focusable[0]]))
            return .redraw
        }
        var next = position + step
        if wrapping {
            next = (next % focusable.count + focusable.count) % focusable.count
        } else if !focusable.indices.contains(next) {
            return .redraw
        }
        let row = rows[focusable[next]]
        focus = Focus(row: row.kind, choice: Self.restingChoice(in: row))
        return .redraw
    }

    private mutating func moveWithinRow(by step: Int) -> SettingsPanelOutcome {
        guard let index = focusedRowIndex, let focus else { return .ignored }
        switch rows[index].control {
        case .segments(let choices):
            var candidate = focus.choice + step
            while choices.indices.contains(candidate) {
                if choices[candidate].isAvailable {
                    self.focus?.choice = candidate
                    return .redraw
                }
                candidate += step
            }
            return .redraw
        case .slider(let value, let sliderStep):
            return setBrightness(value + Double(step) * sliderStep)
        case .notAvailable:
            return .ignored
        }
    }

    private mutating func setSliderFromKeyboard(_ value: Double) -> SettingsPanelOutcome {
        guard let index = focusedRowIndex, case .slider = rows[index].control else { return .ignored }
        return setBrightness(value)
    }

    private mutating func chooseFocused() -> SettingsPanelOutcome {
        guard let index = focusedRowIndex, let focus else { return .ignored }
        guard case .segments(let choices) = rows[index].control, choices.indices.contains(focus.choice) else {
            return .redraw
        }
        return choose(choices[focus.choice])
    }

    private mutating func choose(_ choice: SettingsChoice) -> SettingsPanelOutcome {
        guard choice.isAvailable, !choice.isSelected else { return .redraw }
        return apply(choice.change)
    }

    private mutating func setBrightness(_ value: Double) -> SettingsPanelOutcome {
        let clamped = value.isNaN ? values.brightness : min(max(value, 0), 1)
        let snapped = min(max((clamped / Self.brightnessStep).rounded() * Self.brightnessStep, 0), 1)
        guard snapped != values.brightness else { return .redraw }
        return apply(.brightness(snapped))
    }

    private mutating func apply(_ change: SettingsChange) -> SettingsPanelOutcome {
        values = values.applying(change)
        refresh()
        return .apply(change)
    }

    private mutating func refresh() {
        rows = Self.rows(configuration: configuration, values: values)
        guard let focus, let row = rows.first(where: { $0.kind == focus.row }), row.isFocusable else {
            self.focus = rows.first(where: \.isFocusable).map { Focus(row: $0.kind, choice: Self.restingChoice(in: $0)) }
            return
        }
        if case .segments(let choices) = row.control,
           !(choices.indices.contains(focus.choice) && choices[focus.choice].isAvailable) {
            self.focus?.choice = Self.restingChoice(in: row)
        }
    }
}

/// What the front end does after the settings overlay handled an input.
public enum SettingsPanelOutcome: Hashable, Sendable {
    /// The input is not for the overlay (the front end may use it otherwise).
    case ignored
    /// Only the focus moved: redraw the overlay.
    case redraw
    /// Apply the change now and redraw (the overlay already shows it).
    case apply(SettingsChange)
    /// Close the overlay (Escape).
    case close
}
