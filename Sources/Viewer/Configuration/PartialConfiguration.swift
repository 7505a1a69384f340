import Foundation
import PDFAppearance

/// Some of the settings of a `ViewerConfiguration`: those one source names
/// — a configuration file or the command line — each nil when that source
/// does not give it, and where each came from. `overridden(by:)` layers the flags over the file; `ViewerConfiguration(settings:)`
/// fills in defaults for the rest.
public struct PartialConfiguration: Hashable, Sendable {
    public var pageTransition: PageTransition?
    public var scrollDirection: ScrollDirection?
    public var pageMode: PageMode?
    public var pageFitting: PageFitting?
    public var allowedAppearanceModes: PDFAppearanceMode?
    /// The appearance to open in (`appearance`, `--mode`): a mode or auto.
    public var appearance: AppearanceChoice?
    public var autoDarkMode: PDFAppearanceMode?
    public var autoLightMode: PDFAppearanceMode?
    public var nightSchedule: NightSchedule?
    public var settingsOptions: PDFSettingsOptions?
    public var minimumDimming: Double?
    public var maximumDimming: Double?
    public var brightness: Double?
    public var remember: Bool?
    public var fullscreen: Bool?
    public var kiosk: Bool?
    public var kioskExitKey: KeyChord?
    public var slideshowSeconds: Double?
    public var idleResetSeconds: Double?
    public var kioskInk: Bool?
    public var kioskRemote: Bool?
    public var inkColor: Color?
    public var inkWidth: Double?
    /// Night palette, its contrast floor and sepia strength (`nightPaperColor`, `nightTextColor`,
    /// `nightMinimumContrast`, `sepiaStrength`).
    public var palette = AppearancePalette()
    public var nightImages: NightImages?
    public var memoryLimitMiB: Int?
    public var renderTimeLimitSeconds: Double?
    public var synctexEditorCommand: SyncTeXEditorCommand?
    /// Where each given setting came from.
    public private(set) var origins: [ConfigurationKey: ConfigurationOrigin] = [:]

    /// No settings.
    public init() {}

    /// These settings with every setting `other` gives replacing this one's.
    public func overridden(by other: PartialConfiguration) -> PartialConfiguration {
        var result = self
        func take<T>(_ path: WritableKeyPath<PartialConfiguration, T?>) {
            if let value = other[keyPath: path] { result[keyPath: path] = value }
        }
        take(\.pageTransition); take(\.scrollDirection); take(\.pageMode); take(\.pageFitting)
        take(\.allowedAppearanceModes); take(\.appearance); take(\.autoDarkMode); take(\.autoLightMode); take(\.nightSchedule)
        take(\.settingsOptions); take(\.minimumDimming); take(\.maximumDimming)
        take(\.brightness); take(\.remember); take(\.fullscreen); take(\.kiosk); take(\.kioskExitKey)
        take(\.slideshowSeconds); take(\.idleResetSeconds); take(\.kioskInk); take(\.kioskRemote); take(\.inkColor); take(\.inkWidth)
        take(\.palette.nightPaperColor); take(\.palette.nightTextColor); take(\.palette.nightMinimumContrast)
        take(\.palette.sepiaStrength)
        take(\.nightImages)
        take(\.memoryLimitMiB); take(\.renderTimeLimitSeconds); take(\.synctexEditorCommand)
        result.origins.merge(other.origins) { _, new in new }
        return result
    }

    /// Sets `key` from a value in a file or the text of a flag, checking it.
    mutating func set(_ key: ConfigurationKey, to value: ConfigurationValue,
                      origin: ConfigurationOrigin) throws(ConfigurationError) {
        do {
            try read(key, from: value)
        } catch {
            throw Self.error(error, key: key, value: value, origin: origin)
        }
        origins[key] = origin
    }

    /// Sets the appearance as `--mode` does.
    mutating func setAppearance(_ choice: AppearanceChoice?) {
        appearance = choice
        origins[.appearance] = choice == nil ? nil : .flag(ConfigurationKey.appearance.flag)
    }

    /// Sets a key whose flag takes no value (`--kiosk`, `--no-remember`).
    mutating func setSwitch(_ key: ConfigurationKey) {
        guard let value = key.flagSwitchValue else { return }
        setBoolean(key, value)
        origins[key] = .flag(key.flag)
    }

    /// Where `key` was given, for messages: "(config.json line 4)" or "(--brightness)".
    func source(of key: ConfigurationKey) -> String {
        origins[key].map { " (\($0))" } ?? ""
    }

    private mutating func read(_ key: ConfigurationKey, from value: ConfigurationValue) throws(ConfigurationValue.Problem) {
        let fraction = "a number from 0 to 1"
        switch key {
        case .pageTransition: pageTransition = try value.choice(PageTransition.self)
        case .scrollDirection: scrollDirection = try value.choice(ScrollDirection.self)
        case .pageMode: pageMode = try value.choice(PageMode.self)
        case .pageFitting: pageFitting = try value.choice(PageFitting.self)
        case .allowedAppearanceModes:
            let table: [(name: String, value: PDFAppearanceMode)] = [("default", []), ("sepia", .sepia), ("night", .night), ("all", .all)]
            allowedAppearanceModes = try value.names(from: table).reduce([]) { $0.union($1) }
        case .appearance:
            let requirement = "auto, default, sepia, night or a comma list of modes"
            guard let choice = AppearanceChoice(parsing: try value.string(requirement: requirement)) else {
                throw ConfigurationValue.Problem(requirement: requirement)
            }
            appearance = choice
        case .autoDarkMode: autoDarkMode = try Self.mode(value.string(requirement: Self.modeRequirement), requirement: Self.modeRequirement)
        case .autoLightMode: autoLightMode = try Self.mode(value.string(requirement: Self.modeRequirement), requirement: Self.modeRequirement)
        case .nightSchedule:
            let requirement = "hours like 20:00-07:00"
            guard let schedule = NightSchedule(parsing: try value.string(requirement: requirement)) else {
                throw ConfigurationValue.Problem(requirement: requirement)
            }
            nightSchedule = schedule
        case .synctexEditorCommand:
            let requirement = "a command like \"gvim --remote-silent +%{line} %{input}\""
            do {
                synctexEditorCommand = try SyncTeXEditorCommand(parsing: value.string(requirement: requirement))
            } catch let problem as SyncTeXEditorCommand.ParseError {
                throw ConfigurationValue.Problem(requirement: requirement, detail: problem.description)
            } catch let problem as ConfigurationValue.Problem {
                throw problem
            } catch {
                throw ConfigurationValue.Problem(requirement: requirement, detail: "\(error)")
            }
        case .settingsOptions:
            let table = SettingsRowKind.allCases.map { (name: $0.rawValue, value: PDFSettingsOptions([$0])) }
                + [(name: "all", value: PDFSettingsOptions.all)]
            settingsOptions = try value.names(from: table).reduce([]) { $0.union($1) }
        case .minimumDimming: minimumDimming = try value.number(in: 0...1, requirement: fraction)
        case .maximumDimming: maximumDimming = try value.number(in: 0...1, requirement: fraction)
        case .brightness: brightness = try value.number(in: 0...1, requirement: fraction)
        case .remember, .fullscreen, .kiosk, .kioskInk, .kioskRemote: setBoolean(key, try value.boolean())
        case .kioskExitKey:
            let requirement = "a key chord like ctrl+alt+x or F12"
            do {
                kioskExitKey = try KeyChord(parsing: value.string(requirement: requirement))
            } catch let problem as KeyChord.ParseError {
                throw ConfigurationValue.Problem(requirement: requirement, detail: problem.description)
            } catch let problem as ConfigurationValue.Problem {
                throw problem
            } catch {
                throw ConfigurationValue.Problem(requirement: requirement, detail: "\(error)")
            }
        case .nightImages: nightImages = try value.choice(NightImages.self)
        case .slideshowSeconds: slideshowSeconds = try value.seconds()
        case .idleResetSeconds: idleResetSeconds = try value.seconds()
        case .inkColor: inkColor = try Self.color(value, example: "#1F6FEB")
        case .nightPaperColor: palette.nightPaperColor = try Self.color(value, example: "#121212")
        case .nightTextColor: palette.nightTextColor = try Self.color(value, example: "#E6E6E6")
        case .nightMinimumContrast:
            palette.nightMinimumContrast = try value.number(in: 1...21, requirement: "a contrast ratio from 1 (the strict rule) to 21")
        case .memoryLimit:
            let range = Double(RenderLimits.minimumMemoryLimitMiB)...Double(RenderLimits.maximumMemoryLimitMiB)
            memoryLimitMiB = Int(try value.number(in: range, requirement: "a number of MiB from \(RenderLimits.minimumMemoryLimitMiB) "
                + "to \(RenderLimits.maximumMemoryLimitMiB)"))
        case .renderTimeLimit: renderTimeLimitSeconds = try value.seconds()
        case .sepiaStrength: palette.sepiaStrength = try value.number(in: 0...1, requirement: fraction)
        case .inkWidth:
            let range = InkPenDefaults.widthRange
            inkWidth = try value.number(in: range, requirement: "a number of points from \(range.lowerBound) to \(Int(range.upperBound))")
        }
    }

    private static let modeRequirement = "default, sepia, night or a comma list of them"

    /// A mode written as `--mode` takes it: "night", "sepia,night" (or "sepia+night").
    private static func mode(_ text: String, requirement: String) throws(ConfigurationValue.Problem) -> PDFAppearanceMode {
        guard let mode = AppearanceChoice.mode(parsing: text) else { throw ConfigurationValue.Problem(requirement: requirement) }
        return mode
    }

    /// An opaque color written "#RRGGBB".
    private static func color(_ value: ConfigurationValue, example: String) throws(ConfigurationValue.Problem) -> Color {
        let requirement = "a color like \(example)"
        let text = try value.string(requirement: requirement)
        guard text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit),
              let color = Color(hex: text) else { throw ConfigurationValue.Problem(requirement: requirement) }
        return color
    }

    private mutating func setBoolean(_ key: ConfigurationKey, _ value: Bool) {
        switch key {
        case .remember: remember = value
        case .fullscreen: fullscreen = value
        case .kiosk: kiosk = value
        case .kioskInk: kioskInk = value
        case .kioskRemote: kioskRemote = value
        default: assertionFailure("\(key) is not a true/false setting")
        }
    }

    private static func error(_ problem: ConfigurationValue.Problem, key: ConfigurationKey, value: ConfigurationValue,
                              origin: ConfigurationOrigin) -> ConfigurationError {
        let wrong = problem.element ?? value
        let detail = problem.detail.map { ": " + $0 } ?? ""
        switch origin {
        case let .file(name, line):
            let place = ConfigurationOrigin.file(name: name, line: wrong.line ?? line)
            return ConfigurationError("\(place): \"\(key.rawValue)\" must be \(problem.requirement), not \(wrong.quoted)\(detail)")
        case let .flag(flag):
            return ConfigurationError("\(flag) needs \(problem.requirement), not \(wrong.quoted)\(detail)")
        }
    }
}
