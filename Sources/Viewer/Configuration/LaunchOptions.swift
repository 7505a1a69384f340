import Foundation
import PDFAppearance

/// What the command line asked for, before anything is opened.
///
/// `sdlpdf [OPTIONS] [FILE]` opens a window; `sdlpdf export FILE -o OUT.png …`
/// renders one page to PNG without a window, `-o 'page-%03d.png'` several pages,
/// `-o OUT.pdf --mode night` the whole document as a PDF in an appearance mode.
public enum LaunchRequest: Equatable {
    /// Open a window on `ViewOptions.file` (or the welcome document when nil).
    case view(ViewOptions)
    /// Export pages as PNG files or the document as a recoloured PDF.
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

/// Options of `sdlpdf export FILE -o OUT`.
public struct ExportOptions: Equatable {
    /// What the output name asks for.
    public enum Target: Equatable, Sendable {
        /// One page as a PNG file (`OUT.png`).
        case png
        /// Several pages as PNG files, one each, named by a pattern with `%d` (`page-%03d.png`).
        case pngPages
        /// The document (or `pages`) as a PDF in the appearance mode (`OUT.pdf`).
        case pdf
    }

    /// The resolution without `--dpi`: 72, PDF's own, one pixel per point.
    public static let defaultDPI: Double = 72
    /// The resolutions `--dpi` accepts: 1 to 4800, beyond a printer's
    /// finest; a letter page at 4800 dpi is already 40800×52800 pixels.
    public static let dpiRange: ClosedRange<Double> = 1...4800

    public var file: String
    public var output: String
    /// 1-based page number of a one-page PNG export.
    public var page = 1
    /// The pages of a PDF or several-page PNG export (`--pages`); nil for all.
    public var pages: PageSelection?
    /// No progress line (`--quiet`).
    public var quiet = false
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

    /// What `output` asks for: a name ending in `.pdf` a PDF, one ending in `.png` with a `%d`
    /// a PNG for each page, else one PNG.
    public var target: Target {
        if output.lowercased().hasSuffix(".pdf") { return .pdf }
        return PagePattern(output) != nil ? .pngPages : .png
    }
}

/// An output name with one `%d` (or `%03d`) that a page number fills: `page-%03d.png`.
public struct PagePattern: Equatable, Sendable {
    public let text: String
    private let prefix: Substring
    private let suffix: Substring
    private let width: Int

    /// Nil when `text` has no `%d`, or a `%` that is not the one `%d`.
    public init?(_ text: String) {
        guard let percent = text.firstIndex(of: "%") else { return nil }
        let rest = text[text.index(after: percent)...]
        let digits = rest.prefix(while: \.isNumber)
        let afterDigits = rest.dropFirst(digits.count)
        guard afterDigits.first == "d", !afterDigits.dropFirst().contains("%"), digits.count <= 2 else { return nil }
        self.text = text
        prefix = text[..<percent]
        suffix = afterDigits.dropFirst()
        width = Int(digits) ?? 0
    }

    /// The name of 1-based page `number`: `page-%03d.png` and 7 make `page-007.png`.
    public func name(page number: Int) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
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
        var page: Int?
        var pages: PageSelection?
        var dpi: Double?
        var password: String?
        var mode: PDFAppearanceMode = []
        var palette = AppearancePalette()
        var nightImages = NightImages.dim
        var quiet = false
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
            case .option("--pages", let inline): pages = try PageSelection(parsing: words.value(for: "--pages", inline: inline))
            case .option("--dpi", let inline):
                let text = try words.value(for: "--dpi", inline: inline)
                let range = ExportOptions.dpiRange
                guard let value = Double(text), range.contains(value) else {
                    throw UsageError("--dpi needs a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)), not '\(text)'")
                }
                dpi = value
            case .option("--password", let inline): password = try words.value(for: "--password", inline: inline)
            case .option("--mode", let inline): mode = try parseMode(words.value(for: "--mode", inline: inline))
            case .option("--quiet", let inline), .option("-q", let inline):
                guard inline == nil else { throw UsageError("--quiet takes no value") }
                quiet = true
            case .option(let name, let inline) where PaletteFlags.contains(name):
                try PaletteFlags.read(name, value: words.value(for: name, inline: inline), into: &palette)
            case .option(let name, _): throw UsageError("unknown export option '\(name)'")
            case .operand(let name):
                guard file == nil else { throw UsageError("export takes one file, got '\(file!)' and '\(name)'") }
                file = name
            }
        }
        guard let file else { throw UsageError("export needs a FILE") }
        guard let output else { throw UsageError("export needs -o OUT.png, -o 'page-%03d.png' or -o OUT.pdf") }
        var options = ExportOptions(file: file, output: output)
        let name = URL(fileURLWithPath: output).lastPathComponent.lowercased()
        guard (name.hasSuffix(".png") || name.hasSuffix(".pdf")) && name.count > 4 && !output.hasSuffix("/") else {
            throw UsageError("export writes .png or .pdf files, so -o needs a name ending in .png or .pdf, not '\(output)'")
        }
        if page != nil && pages != nil { throw UsageError("--page and --pages both given; --pages 3 exports page 3 alone") }
        switch options.target {
        case .pdf:
            guard !mode.isEmpty else {
                throw UsageError("a PDF export needs --mode night, sepia or night+sepia (its pages are the document's own otherwise)")
            }
            guard dpi == nil else { throw UsageError("--dpi is for PNG export; a PDF keeps its vectors and text") }
            options.pages = pages ?? page.map { PageSelection(ranges: [.init(first: $0, last: $0)]) }
        case .pngPages:
            options.pages = pages ?? page.map { PageSelection(ranges: [.init(first: $0, last: $0)]) }
        case .png:
            if let pages {
                guard pages.ranges.count == 1, let range = pages.ranges.first, range.last == range.first else {
                    throw UsageError("several pages need an -o name with %d for the page number, such as 'page-%03d.png', "
                                     + "not '\(output)'")
                }
                options.page = range.first
            } else {
                options.page = page ?? 1
            }
        }
        options.dpi = dpi ?? ExportOptions.defaultDPI
        options.password = password
        options.mode = mode
        options.palette = palette
        options.nightImages = nightImages
        options.quiet = quiet
        return .export(options)
    }

    /// Parses `default`, `sepia`, `night` or a list such as `night,sepia` or `night+sepia`.
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
