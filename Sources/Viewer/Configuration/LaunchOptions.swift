import PDFAppearance

/// What the command line asked for, before anything is opened.
///
/// `sdlpdf [OPTIONS] [FILE]` opens a window; `sdlpdf export FILE -o OUT.png …`
/// renders one page to PNG without a window.
public enum LaunchRequest: Equatable {
    /// Open a window on `ViewOptions.file` (or the welcome document when nil).
    case view(ViewOptions)
    /// Render one page to a PNG file.
    case export(ExportOptions)
    /// Print every hit of a text in a document (`sdlpdf find`).
    case find(FindOptions)
    /// Print the text of a document (`sdlpdf text`).
    case text(TextOptions)
    /// Print the usage text and exit 0.
    case help
    /// Print the versions (sdlpdf, SDL, MuPDF) and exit 0; `verbose`
    /// (`--verbose`) adds the video driver SDL would use.
    case version(verbose: Bool)
}

/// Options of `sdlpdf [OPTIONS] [FILE]`.
public struct ViewOptions: Equatable {
    /// The document to open; nil opens the bundled welcome document.
    public var file: String?
    /// 1-based page to start on.
    public var page: Int?
    public var password: String?
    /// Where Ctrl+S saves ink (`--save-to FILE`); nil saves into the document itself.
    public var saveDestination: String?
    /// Text to find on opening (`--find TEXT`): the window opens at its first hit.
    public var find: String?
    /// `--synctex-forward LINE:COLUMN:TEXFILE`: a window already showing the
    /// file goes there; else the new window opens there.
    public var synctexForward: SyncTeXForward?
    /// Appearance mode given with `--mode`; nil means "what was remembered"
    /// (or `--mode auto`, see `settings.appearance`).
    public var mode: PDFAppearanceMode? {
        get { settings.appearance?.fixedMode }
        set { settings.setAppearance(newValue.map(AppearanceChoice.mode)) }
    }
    /// The configuration file given with `--config`; nil for the standard one
    /// (`ConfigurationFile.standardPath`), which may be missing.
    public var configurationFile: String?
    /// The configuration flags given (layout, kiosk, ink, memory…); they win
    /// over the configuration file, see `configuration(file:)`.
    public var settings = PartialConfiguration()

    /// Modes Ctrl+R may cycle through according to the flags (Default is
    /// always allowed); the configuration file may narrow them too, so use
    /// `configuration(file:)` for the final set.
    public var allowedModes: PDFAppearanceMode {
        get { settings.allowedAppearanceModes ?? .all }
        set { settings.allowedAppearanceModes = newValue }
    }

    /// Whether `--fullscreen` was given (see `ViewerConfiguration.startsFullscreen`
    /// for the final answer, which the file and `--kiosk` also decide).
    public var fullscreen: Bool {
        get { settings.fullscreen ?? false }
        set { settings.fullscreen = newValue }
    }

    public init(file: String? = nil) {
        self.file = file
    }
}

/// Options of `sdlpdf export FILE -o OUT.png`.
public struct ExportOptions: Equatable {
    /// The resolution without `--dpi`: 72, PDF's own, one pixel per point.
    public static let defaultDPI: Double = 72
    /// The resolutions `--dpi` accepts: 1 to 4800, beyond a printer's
    /// finest; a letter page at 4800 dpi is already 40800×52800 pixels.
    public static let dpiRange: ClosedRange<Double> = 1...4800

    public var file: String
    public var output: String
    /// 1-based page number.
    public var page = 1
    public var dpi: Double = ExportOptions.defaultDPI
    public var password: String?
    public var mode: PDFAppearanceMode = []
    /// `--night-paper`, `--night-text`, `--night-min-contrast`, `--sepia-strength`: the colors the mode uses.
    public var palette = AppearancePalette()
    /// What Night does with photographs (`--night-images`).
    public var nightImages = NightImages.dim

    public init(file: String, output: String) {
        self.file = file
        self.output = output
    }
}

/// A command line that cannot be understood; the CLI prints it and exits 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension LaunchRequest {
    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws -> LaunchRequest {
        var words = ArgumentWords(arguments)
        if words.peek == "export" {
            words.advance()
            return try parseExport(&words)
        }
        if words.peek == "find" || words.peek == "text" {
            return try parseTextCommand(&words)
        }
        var options = ViewOptions()
        while let word = words.next() {
            switch word {
            case .option("-h", _), .option("--help", _): return .help
            case .option("--version", _): return .version(verbose: arguments.contains("--verbose"))
            case .option("--verbose", _) where arguments.contains("--version"): continue
            case .option("--page", let inline): options.page = try words.positiveInteger(for: "--page", inline: inline)
            case .option("--password", let inline): options.password = try words.value(for: "--password", inline: inline)
            case .option("--config", let inline): options.configurationFile = try words.value(for: "--config", inline: inline)
            case .option("--save-to", let inline): options.saveDestination = try words.value(for: "--save-to", inline: inline)
            case .option("--find", let inline): options.find = try words.value(for: "--find", inline: inline)
            case .option("--synctex-forward", let inline):
                let text = try words.value(for: "--synctex-forward", inline: inline)
                guard let forward = SyncTeXForward(parsing: text) else {
                    throw UsageError("--synctex-forward needs LINE:COLUMN:TEXFILE (line from 1), not '\(text)'")
                }
                options.synctexForward = forward
            case .option(let name, let inline) where ConfigurationKey(flag: name) != nil:
                try parseSetting(ConfigurationKey(flag: name)!, inline: inline, into: &options.settings, words: &words)
            case .option(let name, _): throw UsageError("unknown option '\(name)'")
            case .operand(let file):
                guard options.file == nil else { throw UsageError("more than one file given ('\(options.file!)' and '\(file)')") }
                options.file = file
            }
        }
        if options.synctexForward != nil && options.file == nil {
            throw UsageError("--synctex-forward needs the PDF FILE it searches in")
        }
        if let mode = options.mode, !AppearanceCycle.isAllowed(mode, in: options.allowedModes) {
            throw UsageError("--mode \(mode) is not among the --allowed-modes")
        }
        return .view(options)
    }

    /// Reads one configuration flag: a switch such as `--kiosk`, or a flag
    /// with a value such as `--page-mode double`.
    private static func parseSetting(_ key: ConfigurationKey, inline: String?, into settings: inout PartialConfiguration,
                                     words: inout ArgumentWords) throws {
        if key.flagSwitchValue != nil {
            guard inline == nil else { throw UsageError("\(key.flag) takes no value") }
            settings.setSwitch(key)
            return
        }
        let text = try words.value(for: key.flag, inline: inline)
        do {
            try settings.set(key, to: .text(text), origin: .flag(key.flag))
        } catch {
            throw UsageError(error.description)
        }
    }

    private static func parseExport(_ words: inout ArgumentWords) throws -> LaunchRequest {
        var file: String?
        var output: String?
        var page = 1
        var dpi = ExportOptions.defaultDPI
        var password: String?
        var mode: PDFAppearanceMode = []
        var palette = AppearancePalette()
        var nightImages = NightImages.dim
        while let word = words.next() {
            switch word {
            case .option("-h", _), .option("--help", _): return .help
            case .option("--night-images", let inline):
                let text = try words.value(for: "--night-images", inline: inline)
                guard let choice = NightImages(rawValue: text.lowercased()) else {
                    throw UsageError("--night-images takes keep, dim or recolor, not '\(text)'")
                }
                nightImages = choice
            case .option("-o", let inline), .option("--output", let inline): output = try words.value(for: "-o", inline: inline)
            case .option("--page", let inline): page = try words.positiveInteger(for: "--page", inline: inline)
            case .option("--dpi", let inline):
                let text = try words.value(for: "--dpi", inline: inline)
                let range = ExportOptions.dpiRange
                guard let value = Double(text), range.contains(value) else {
                    throw UsageError("--dpi needs a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)), not '\(text)'")
                }
                dpi = value
            case .option("--password", let inline): password = try words.value(for: "--password", inline: inline)
            case .option("--mode", let inline): mode = try parseMode(words.value(for: "--mode", inline: inline))
            case .option(let name, let inline) where PaletteFlags.contains(name):
                try PaletteFlags.read(name, value: words.value(for: name, inline: inline), into: &palette)
            case .option(let name, _): throw UsageError("unknown export option '\(name)'")
            case .operand(let name):
                guard file == nil else { throw UsageError("export takes one file, got '\(file!)' and '\(name)'") }
                file = name
            }
        }
        guard let file else { throw UsageError("export needs a FILE") }
        guard let output else { throw UsageError("export needs -o OUT.png") }
        guard output.lowercased().hasSuffix(".png") && !output.hasSuffix("/.png") && output.lowercased() != ".png" else {
            throw UsageError("export writes PNG only, so -o needs a name ending in .png, not '\(output)'")
        }
        var options = ExportOptions(file: file, output: output)
        options.page = page
        options.dpi = dpi
        options.password = password
        options.mode = mode
        options.palette = palette
        options.nightImages = nightImages
        return .export(options)
    }

    /// Parses `default`, `sepia`, `night` or a comma list such as `night,sepia`.
    static func parseMode(_ text: String, flag: String = "--mode") throws -> PDFAppearanceMode {
        guard let mode = AppearanceChoice.mode(parsing: text) else {
            throw UsageError("\(flag) takes default, sepia, night or a comma list of them, not '\(text)'")
        }
        return mode
    }
}

/// One command-line word, classified.
enum ArgumentWord {
    /// `--name`, `-n` or `--name=value` (then `inline` holds the value).
    case option(name: String, inline: String?)
    /// A file name (any word after `--`, or one not starting with `-`).
    case operand(String)
}

/// Walks the argument list, splitting `--name=value` forms.
struct ArgumentWords {
    private let words: [String]
    private var index = 0
    private var onlyOperands = false

    init(_ words: [String]) {
        self.words = words
    }

    var peek: String? { index < words.count ? words[index] : nil }

    mutating func advance() { index += 1 }

    mutating func next() -> ArgumentWord? {
        guard let word = peek else { return nil }
        index += 1
        if onlyOperands || word == "-" || !word.hasPrefix("-") { return .operand(word) }
        if word == "--" {
            onlyOperands = true
            return next()
        }
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            return .option(name: String(word[..<equals]), inline: String(word[word.index(after: equals)...]))
        }
        return .option(name: word, inline: nil)
    }

    mutating func value(for flag: String, inline: String?) throws -> String {
        if let inline { return inline }
        guard let value = peek else { throw UsageError("\(flag) needs a value") }
        index += 1
        return value
    }

    mutating func positiveInteger(for flag: String, inline: String?) throws -> Int {
        let text = try value(for: flag, inline: inline)
        guard let number = Int(text), number >= 1 else { throw UsageError("\(flag) needs a whole number from 1 up, not '\(text)'") }
        return number
    }
}
