import Foundation
import Viewer
import XCTest

/// Every `ConfigurationKey` is a setting everywhere one is given or told
/// about: its flag on the command line, its key in the configuration file,
/// an option of `sdlpdf --help` (the binary at $SDLPDF_BINARY) and a row of
/// the configuration page's Keys table, the last two with the same synopsis. A new key fails
/// here (the `sample(of:)` switch does not compile) until it is in all four.
final class ConfigurationKeyCoverageTests: XCTestCase {
    /// A value of a key other than its default, as JSON and as the flag's
    /// argument (nil for a flag that takes none), and a second JSON value
    /// that configures something else.
    private struct Sample {
        let json: String
        let argument: String?
        let otherJSON: String
    }

    private static func sample(of key: ConfigurationKey) -> Sample {
        switch key {
        case .pageTransition: return Sample(json: "\"jump\"", argument: "jump", otherJSON: "\"continuous\"")
        case .scrollDirection: return Sample(json: "\"horizontal\"", argument: "horizontal", otherJSON: "\"vertical\"")
        case .pageMode: return Sample(json: "\"double\"", argument: "double", otherJSON: "\"automatic\"")
        case .pageFitting: return Sample(json: "\"fill\"", argument: "fill", otherJSON: "\"adaptive\"")
        case .allowedAppearanceModes: return Sample(json: "[\"night\"]", argument: "night", otherJSON: "[\"sepia\"]")
        case .appearance: return Sample(json: "\"auto\"", argument: "auto", otherJSON: "\"night\"")
        case .autoDarkMode: return Sample(json: "\"sepia,night\"", argument: "sepia,night", otherJSON: "\"sepia\"")
        case .autoLightMode: return Sample(json: "\"sepia\"", argument: "sepia", otherJSON: "\"night\"")
        case .nightSchedule: return Sample(json: "\"20:00-07:00\"", argument: "20:00-07:00", otherJSON: "\"21:30-06:00\"")
        case .kioskRemote: return Sample(json: "true", argument: nil, otherJSON: "false")
        case .synctexEditorCommand:
            return Sample(json: "\"gvim --remote-silent +%{line} %{input}\"", argument: "gvim --remote-silent +%{line} %{input}",
                          otherJSON: "\"code -g %{input}:%{line}\"")
        case .settingsOptions: return Sample(json: "[\"brightness\"]", argument: "brightness", otherJSON: "[\"pageMode\"]")
        case .minimumDimming: return Sample(json: "0.3", argument: "0.3", otherJSON: "0.2")
        case .maximumDimming: return Sample(json: "0.9", argument: "0.9", otherJSON: "0.8")
        case .brightness: return Sample(json: "0.7", argument: "0.7", otherJSON: "0.4")
        case .remember: return Sample(json: "false", argument: nil, otherJSON: "true")
        case .fullscreen: return Sample(json: "true", argument: nil, otherJSON: "false")
        case .kiosk: return Sample(json: "true", argument: nil, otherJSON: "false")
        case .kioskExitKey: return Sample(json: "\"ctrl+alt+x\"", argument: "ctrl+alt+x", otherJSON: "\"F12\"")
        case .slideshowSeconds: return Sample(json: "10", argument: "10", otherJSON: "20")
        case .idleResetSeconds: return Sample(json: "120", argument: "120", otherJSON: "60")
        case .kioskInk: return Sample(json: "true", argument: nil, otherJSON: "false")
        case .inkColor: return Sample(json: "\"#00AA00\"", argument: "#00AA00", otherJSON: "\"#AA0000\"")
        case .inkWidth: return Sample(json: "3.5", argument: "3.5", otherJSON: "5")
        case .nightPaperColor: return Sample(json: "\"#121212\"", argument: "#121212", otherJSON: "\"#202020\"")
        case .nightTextColor: return Sample(json: "\"#E6E6E6\"", argument: "#E6E6E6", otherJSON: "\"#CCCCCC\"")
        case .nightMinimumContrast: return Sample(json: "4.5", argument: "4.5", otherJSON: "1")
        case .sepiaStrength: return Sample(json: "0.5", argument: "0.5", otherJSON: "0.7")
        case .nightImages: return Sample(json: "\"keep\"", argument: "keep", otherJSON: "\"recolor\"")
        case .memoryLimit: return Sample(json: "512", argument: "512", otherJSON: "256")
        case .renderTimeLimit: return Sample(json: "20", argument: "20", otherJSON: "5")
        }
    }

    private static func file(_ key: ConfigurationKey, _ json: String) -> ConfigurationFile {
        ConfigurationFile(name: "config.json", text: "{\"\(key.rawValue)\": \(json)}")
    }

    private static func flagOptions(_ key: ConfigurationKey, _ sample: Sample) throws -> ViewOptions {
        let arguments = [key.flag] + (sample.argument.map { [$0] } ?? [])
        guard case .view(let options) = try LaunchRequest.parse(arguments) else {
            throw CoverageFailure("\(arguments) do not open a window")
        }
        return options
    }

    func testEveryKeyIsAFlagAndAFileKeyThatMeanTheSameAndTheFlagWins() throws {
        for key in ConfigurationKey.allCases {
            let sample = Self.sample(of: key)
            XCTAssertEqual(ConfigurationKey(flag: key.flag), key, "\(key.flag) names another key")
            XCTAssertEqual(key.flagSwitchValue == nil, sample.argument != nil, "\(key.flag): switch or not")

            let fromFile = try Self.file(key, sample.json).settings()
            XCTAssertEqual(fromFile.origins[key], .file(name: "config.json", line: 1), "\(key) from the file")
            let flags = try Self.flagOptions(key, sample)
            XCTAssertEqual(flags.settings.origins[key], .flag(key.flag), "\(key.flag)")

            let configured = try ViewerConfiguration(settings: flags.settings)
            XCTAssertEqual(try ViewerConfiguration(settings: fromFile), configured, "\(key): file and flag differ")
            XCTAssertNotEqual(configured, ViewerConfiguration(), "\(key.flag) changes nothing")
            let other = Self.file(key, sample.otherJSON)
            XCTAssertNotEqual(try ViewerConfiguration(settings: other.settings()), configured,
                              "\(key): \(sample.json) and \(sample.otherJSON) configure the same")
            XCTAssertEqual(try flags.configuration(file: other), configured, "\(key.flag) does not win over the file")
        }
    }

    func testEveryKeyIsARowOfTheReadmeKeysTableWithTheSynopsisOfHelp() throws {
        let readme = try Self.readmeKeys()
        let helpLines = try Self.helpOptions()
        let help = helpLines.map(\.synopsis)
        XCTAssertEqual(readme.map(\.key).sorted(), ConfigurationKey.allCases.map(\.rawValue).sorted(),
                       "the configuration page's Keys table has other rows than the configuration keys")
        var defaultsCompared: [String] = []
        for key in ConfigurationKey.allCases {
            guard let row = readme.first(where: { $0.key == key.rawValue }) else { continue }
            let expected = key.flagSwitchValue.map { "\(key.flag) (sets \($0))" } ?? key.flag + " "
            XCTAssertTrue(row.flag.hasPrefix(expected), "configuration page row \(key.rawValue): flag \(row.flag), expected \(expected)…")
            guard let line = helpLines.first(where: { $0.synopsis == row.synopsis }) else {
                XCTFail("--help has no option \"\(row.synopsis)\" (the configuration page's \(key.rawValue))")
                continue
            }
            if let range = line.description.range(of: #"default [^,)\s]+"#, options: .regularExpression) {
                let helpDefault = String(line.description[range].dropFirst("default ".count))
                let readmeDefault = row.defaultJSON?.replacingOccurrences(of: "\"", with: "")
                XCTAssertEqual(helpDefault, readmeDefault,
                               "the default of \(row.synopsis) in --help and docs/configuration.md")
                defaultsCompared.append(row.synopsis)
            }
        }
        XCTAssertEqual(defaultsCompared, ["--minimum-dimming X", "--maximum-dimming X", "--ink-color #RRGGBB", "--ink-width POINTS",
                                          "--night-min-contrast RATIO", "--render-time-limit SECONDS"],
                       "the options whose --help line names a default")
        let otherOptions: Set = ["--page N", "--password PW", "--config FILE", "--save-to FILE", "--find TEXT", "--synctex-forward L:C:TEX",
                                 "-h, --help", "--version", "--version --verbose"]
        let keySynopses = Set(readme.map(\.synopsis))
        let unexplained = help.filter { !otherOptions.contains($0) && !keySynopses.contains($0) }
        XCTAssertEqual(unexplained, [], "--help options that are neither a configuration key nor known to this test")
    }

    func testTheDocumentationAndHelpParsersFindTheirTables() {
        let table = """
            ## Keys

            | Key | Flag | Value | Default | Meaning |
            | --- | --- | --- | --- | --- |
            | `kiosk` | `--kiosk` (sets true) | `true` or `false` | `false` | kiosk mode |
            | `inkWidth` | `--ink-width POINTS` | number | 2 points | width |

            More text.
            """
        XCTAssertEqual(Self.keyRows(in: table).map { [$0.key, $0.flag, $0.synopsis, $0.defaultJSON ?? "-"] + $0.valueWords },
                       [["kiosk", "--kiosk (sets true)", "--kiosk", "false", "true", "false"],
                        ["inkWidth", "--ink-width POINTS", "--ink-width POINTS", "-"]])
        let help = """
            Options:
              --page N              start on page N (1 = first)
              --settings LIST       rows of the settings overlay (Ctrl+,): appearance, brightness,
                                    pageTransition, all
              -h, --help            show this text

            Export options:
              -o, --output OUT.png  where to write the PNG
            """
        XCTAssertEqual(Self.options(inHelp: help).map { [$0.synopsis, $0.description] },
                       [["--page N", "start on page N (1 = first)"],
                        ["--settings LIST", "rows of the settings overlay (Ctrl+,): appearance, brightness,"],
                        ["-h, --help", "show this text"]])
    }

    /// A key with a fixed set of values (a choice, a list of names, true or
    /// false) lists exactly those in the configuration page's Value column.
    func testTheReadmeListsTheWordsEachKeyAccepts() throws {
        let readme = try Self.readmeKeys()
        var checked: [ConfigurationKey] = []
        for key in ConfigurationKey.allCases {
            guard let words = Self.acceptedWords(of: key), let row = readme.first(where: { $0.key == key.rawValue }) else { continue }
            XCTAssertEqual(row.valueWords.sorted(), words.sorted(), "the configuration page's values of \(key.rawValue)")
            checked.append(key)
        }
        XCTAssertEqual(checked, [.pageTransition, .scrollDirection, .pageMode, .pageFitting, .allowedAppearanceModes, .settingsOptions,
                                 .remember, .fullscreen, .kiosk, .kioskInk, .kioskRemote, .nightImages],
                       "the keys with a fixed set of values")
    }

    /// A default the configuration page's Default column gives as a value (not "none") is
    /// the default: giving it changes no setting in effect (a layout setting
    /// given is still told apart from one not given, see `givenLayout`).
    func testTheReadmeDefaultsAreTheDefaults() throws {
        func inEffect(_ configuration: ViewerConfiguration) -> String {
            let c = configuration
            return "\(c.appearance) \(c.layout) \(c.settingsOptions) \(c.initialBrightness ?? -1) remembers \(c.remembers) "
                + "fullscreen \(c.startsFullscreen) \(c.kiosk) \(c.inkPen) \(c.nightImages) \(c.renderLimits) "
                + "\(c.startingAppearance.map { "\($0)" } ?? "remembered") \(c.automaticAppearance) \(c.synctexEditorCommand.map { "\($0)" } ?? "none")"
        }
        var checked: [ConfigurationKey] = []
        for row in try Self.readmeKeys() {
            guard let key = ConfigurationKey(rawValue: row.key), let json = row.defaultJSON else { continue }
            XCTAssertEqual(inEffect(try ViewerConfiguration(settings: Self.file(key, json).settings())), inEffect(ViewerConfiguration()),
                           "the configuration page's default of \(key.rawValue), \(json), is not the default")
            checked.append(key)
        }
        XCTAssertEqual(Set(checked), Set(ConfigurationKey.allCases).subtracting([.brightness, .kioskExitKey, .slideshowSeconds,
                                                                                 .idleResetSeconds, .memoryLimit, .appearance,
                                                                                 .nightSchedule, .synctexEditorCommand]),
                       "the keys whose documented default is a value")
    }

    /// The words `key` accepts, from the file's message for a wrong value
    /// ("must be single, double or automatic", "must be a list of a and b");
    /// nil when the message names no fixed set of words (a number, a color).
    private static func acceptedWords(of key: ConfigurationKey) -> [String]? {
        do {
            _ = try file(key, "\"not-a-value\"").settings()
            XCTFail("\(key) accepts \"not-a-value\"")
            return nil
        } catch {
            let message = error.description
            guard let start = message.range(of: " must be "), let end = message.range(of: ", not ", options: .backwards) else {
                XCTFail("unexpected message for \(key): \(message)")
                return nil
            }
            var requirement = String(message[start.upperBound..<end.lowerBound])
            if requirement.hasPrefix("a list of ") { requirement.removeFirst("a list of ".count) }
            let words = requirement.replacingOccurrences(of: " or ", with: ", ").replacingOccurrences(of: " and ", with: ", ")
                .components(separatedBy: ", ")
            return words.allSatisfy { !$0.isEmpty && !$0.contains(" ") } ? words : nil
        }
    }

    /// A row of the configuration page's Keys table: the key, the flag cell without its
    /// backticks ("--no-remember (sets false)"), the flag's synopsis
    /// ("--no-remember"), the words in backticks of the Value cell, unquoted,
    /// and the Default cell's value when it starts with one in backticks.
    private struct ReadmeRow {
        let key: String
        let flag: String
        let synopsis: String
        let valueWords: [String]
        let defaultJSON: String?
    }

    /// Tests/ViewerTests/Configuration/<this file> → the package.
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func readmeKeys() throws -> [ReadmeRow] {
        let rows = keyRows(in: try String(contentsOf: packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8))
        guard !rows.isEmpty else { throw CoverageFailure("docs/configuration.md has no \"## Keys\" table") }
        return rows
    }

    /// The rows of the table under "## Keys", up to the next heading.
    private static func keyRows(in readme: String) -> [ReadmeRow] {
        let lines = readme.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "## Keys") else { return [] }
        return lines[(heading + 1)...].prefix { !$0.hasPrefix("#") }.compactMap { line -> ReadmeRow? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[0].hasPrefix("`"), cells[1].hasPrefix("`") else { return nil }
            let flag = cells[1].replacingOccurrences(of: "`", with: "")
            let synopsis = cells[1].split(separator: "`").first.map(String.init) ?? ""
            let valueWords = cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { $0.element.replacingOccurrences(of: "\"", with: "") }
            let defaultJSON = cells[3].hasPrefix("`") ? cells[3].split(separator: "`").first.map(String.init) : nil
            return ReadmeRow(key: cells[0].replacingOccurrences(of: "`", with: ""), flag: flag, synopsis: synopsis,
                             valueWords: valueWords, defaultJSON: defaultJSON)
        }
    }

    /// An option of `sdlpdf --help`: "--page N" and the first line of what it does.
    private struct HelpOption {
        let synopsis: String
        let description: String
    }

    /// The options of `sdlpdf --help`'s "Options:" section.
    private static func helpOptions() throws -> [HelpOption] {
        let configured = ProcessInfo.processInfo.environment["SDLPDF_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
        let binary = configured ?? packageRoot.appendingPathComponent(".build/debug/sdlpdf").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw CoverageFailure("no sdlpdf binary at \(binary): build it (swift build) or set SDLPDF_BINARY")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CoverageFailure("\(binary) --help exited with status \(process.terminationStatus)")
        }
        return options(inHelp: text)
    }

    /// The lines of a help text's "Options:" section that start with an
    /// option: the synopsis is what comes before the two spaces that begin its description.
    private static func options(inHelp text: String) -> [HelpOption] {
        let lines = text.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Options:" }) else { return [] }
        return lines[(heading + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("-"), let gap = text.range(of: "  ") else { return nil }
            return HelpOption(synopsis: String(text[..<gap.lowerBound]),
                              description: text[gap.upperBound...].trimmingCharacters(in: .whitespaces))
        }
    }
}

/// Why a place a setting should be in could not be read.
private struct CoverageFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
