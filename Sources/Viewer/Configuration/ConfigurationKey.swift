/// One setting that both the configuration file and the command line can
/// give. The raw value is the key in `config.json`; `flag` is the option of
/// `sdlpdf`. Flags win over the file.
public enum ConfigurationKey: String, CaseIterable, Hashable, Sendable {
    case pageTransition
    case scrollDirection
    case pageMode
    case pageFitting
    case allowedAppearanceModes
    case appearance
    case autoDarkMode
    case autoLightMode
    case nightSchedule
    case settingsOptions
    case minimumDimming
    case maximumDimming
    case brightness
    case remember
    case fullscreen
    case kiosk
    case kioskExitKey
    case slideshowSeconds
    case idleResetSeconds
    case kioskInk
    case kioskRemote
    case inkColor
    case inkWidth
    case nightPaperColor
    case nightTextColor
    case nightMinimumContrast
    case sepiaStrength
    case nightImages
    case memoryLimit
    case renderTimeLimit
    case synctexEditorCommand

    /// The command-line option that sets this key.
    public var flag: String {
        switch self {
        case .pageTransition: return "--page-transition"
        case .scrollDirection: return "--scroll-direction"
        case .pageMode: return "--page-mode"
        case .pageFitting: return "--page-fitting"
        case .allowedAppearanceModes: return "--allowed-modes"
        case .appearance: return "--mode"
        case .autoDarkMode: return "--auto-dark-mode"
        case .autoLightMode: return "--auto-light-mode"
        case .nightSchedule: return "--night-schedule"
        case .settingsOptions: return "--settings"
        case .minimumDimming: return "--minimum-dimming"
        case .maximumDimming: return "--maximum-dimming"
        case .brightness: return "--brightness"
        case .remember: return "--no-remember"
        case .fullscreen: return "--fullscreen"
        case .kiosk: return "--kiosk"
        case .kioskExitKey: return "--kiosk-exit-key"
        case .slideshowSeconds: return "--slideshow"
        case .idleResetSeconds: return "--idle-reset"
        case .kioskInk: return "--kiosk-ink"
        case .kioskRemote: return "--kiosk-remote"
        case .inkColor: return "--ink-color"
        case .inkWidth: return "--ink-width"
        case .nightPaperColor: return "--night-paper"
        case .nightTextColor: return "--night-text"
        case .nightMinimumContrast: return "--night-min-contrast"
        case .sepiaStrength: return "--sepia-strength"
        case .nightImages: return "--night-images"
        case .memoryLimit: return "--memory-limit"
        case .renderTimeLimit: return "--render-time-limit"
        case .synctexEditorCommand: return "--synctex-editor-command"
        }
    }

    /// The key whose flag is `flag`, or nil.
    public init?(flag: String) {
        guard let key = Self.allCases.first(where: { $0.flag == flag }) else { return nil }
        self = key
    }

    /// The value the flag sets when it takes none (`--kiosk` turns kiosk mode
    /// on, `--no-remember` turns remembering off); nil for flags that take a value.
    public var flagSwitchValue: Bool? {
        switch self {
        case .remember: return false
        case .fullscreen, .kiosk, .kioskInk, .kioskRemote: return true
        default: return nil
        }
    }

    /// The known key nearest to an unknown one, for "did you mean": the same
    /// key in another case or spelled with dashes, or one at most a third
    /// of its letters away.
    public static func suggestion(for unknown: String) -> ConfigurationKey? {
        let folded = unknown.lowercased().filter { $0 != "-" && $0 != "_" }
        if let key = allCases.first(where: { $0.rawValue.lowercased() == folded }) { return key }
        let ranked = allCases.map { ($0, editDistance(Array(folded), Array($0.rawValue.lowercased()))) }
            .min { $0.1 < $1.1 }
        guard let (key, distance) = ranked, distance <= max(2, folded.count / 3) else { return nil }
        return key
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1]
            for (j, y) in b.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }
}
