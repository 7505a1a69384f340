import PDFAppearance
import XCTest
@testable import Viewer

final class ConfigurationFileTests: XCTestCase {
    private func settings(_ text: String) throws -> PartialConfiguration {
        try ConfigurationFile(name: "config.json", text: text).settings()
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try ViewerConfiguration(settings: settings(text))
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testEveryKey() throws {
        let text = """
        {
          "pageTransition": "jump",
          "scrollDirection": "horizontal",
          "pageMode": "automatic",
          "pageFitting": "fill",
          "allowedAppearanceModes": ["default", "night"],
          "settingsOptions": ["appearance", "brightness", "pageFitting"],
          "minimumDimming": 0.1,
          "maximumDimming": 1,
          "brightness": 0.4,
          "remember": false,
          "fullscreen": true,
          "kiosk": true,
          "kioskExitKey": "ctrl+alt+x",
          "slideshowSeconds": 12.5,
          "idleResetSeconds": 300,
          "kioskInk": true,
          "inkColor": "#FF0000",
          "inkWidth": 3
        }
        """
        let configuration = try ViewerConfiguration(settings: settings(text))
        XCTAssertEqual(configuration.layout, ViewerLayoutSettings(transition: .jump, direction: .horizontal,
                                                                  pageMode: .automatic, fitting: .fill))
        XCTAssertEqual(configuration.allowedAppearanceModes, .night)
        XCTAssertEqual(configuration.settingsOptions, [.appearance, .brightness, .pageFitting])
        XCTAssertEqual(configuration.appearance.dimming, ScreenDimming(minimum: 0.1, maximum: 1))
        XCTAssertEqual(configuration.initialBrightness, 0.4)
        XCTAssertFalse(configuration.remembers)
        XCTAssertTrue(configuration.startsFullscreen)
        XCTAssertEqual(configuration.kiosk, KioskOptions(isEnabled: true, exitChord: KeyChord(.character("x"), [.control, .alt]),
                                                         slideshowSeconds: 12.5, idleResetSeconds: 300, allowsInk: true))
        XCTAssertEqual(configuration.inkPen, InkPenDefaults(color: Color(red: 1, green: 0, blue: 0), width: 3))
    }

    func testTheKioskExampleOfTheFormatDocument() throws {
        let configuration = try ViewerConfiguration(settings: settings("""
            {
              "kiosk": true,
              "kioskExitKey": "ctrl+alt+x",
              "slideshowSeconds": 15,
              "idleResetSeconds": 120,
              "pageTransition": "jump",
              "pageMode": "automatic",
              "allowedAppearanceModes": ["default"],
              "settingsOptions": ["brightness"],
              "remember": false
            }
            """))
        XCTAssertTrue(configuration.kioskPolicy.requiresFullscreen)
        XCTAssertEqual(configuration.allowedAppearanceModes, [])
        XCTAssertEqual(SettingsPanel(configuration: configuration, values: SettingsValues()).rows.map(\.kind), [.brightness])
    }

    func testEmptyObjectGivesTheDefaults() throws {
        XCTAssertEqual(try ViewerConfiguration(settings: settings("{}")), ViewerConfiguration())
    }

    func testValuesIgnoreLetterCase() throws {
        let configuration = try ViewerConfiguration(settings: settings(#"{"pageMode": "Double", "settingsOptions": ["ALL"]}"#))
        XCTAssertEqual(configuration.pageMode, .double)
        XCTAssertEqual(configuration.settingsOptions, .all)
    }

    func testUnknownKeysAreErrorsWithASuggestion() {
        XCTAssertEqual(problem("{\n\n\n\n\n\n  \"pagetransition\": \"jump\"\n}"),
                       "config.json line 7: unknown key \"pagetransition\" (did you mean \"pageTransition\"?)")
        XCTAssertEqual(problem(#"{"page-mode": "double"}"#), "config.json line 1: unknown key \"page-mode\" (did you mean \"pageMode\"?)")
        XCTAssertEqual(problem(#"{"kioskExitKye": "F12"}"#), "config.json line 1: unknown key \"kioskExitKye\" (did you mean \"kioskExitKey\"?)")
        XCTAssertEqual(problem(#"{"colour": "red"}"#), "config.json line 1: unknown key \"colour\"")
    }

    func testBadValuesNameTheLineTheKeyAndTheRequirement() {
        XCTAssertEqual(problem("{\n  \"kiosk\": true,\n  \"maximumDimming\": \"high\"\n}"),
                       "config.json line 3: \"maximumDimming\" must be a number from 0 to 1, not \"high\"")
        XCTAssertEqual(problem(#"{"maximumDimming": 1.5}"#), "config.json line 1: \"maximumDimming\" must be a number from 0 to 1, not 1.5")
        XCTAssertEqual(problem(#"{"pageTransition": "slide"}"#),
                       "config.json line 1: \"pageTransition\" must be continuous or jump, not \"slide\"")
        XCTAssertEqual(problem(#"{"pageFitting": 2}"#), "config.json line 1: \"pageFitting\" must be fit, fill or adaptive, not 2")
        XCTAssertEqual(problem(#"{"kiosk": "yes"}"#), "config.json line 1: \"kiosk\" must be true or false, not \"yes\"")
        XCTAssertEqual(problem(#"{"slideshowSeconds": 0}"#), "config.json line 1: \"slideshowSeconds\" must be a number of seconds above 0, not 0")
        XCTAssertEqual(problem(#"{"idleResetSeconds": null}"#),
                       "config.json line 1: \"idleResetSeconds\" must be a number of seconds above 0 (at most 86400), not null")
        XCTAssertEqual(problem(#"{"inkColor": "blue"}"#), "config.json line 1: \"inkColor\" must be a color like #1F6FEB, not \"blue\"")
        XCTAssertEqual(problem(#"{"inkWidth": 0}"#), "config.json line 1: \"inkWidth\" must be a number of points from 0.1 to 100, not 0")
        XCTAssertEqual(problem(#"{"kioskExitKey": "hyper+x"}"#),
                       "config.json line 1: \"kioskExitKey\" must be a key chord like ctrl+alt+x or F12, not \"hyper+x\": "
                       + "'hyper' in 'hyper+x' is not a modifier (ctrl, alt, shift, super)")
        XCTAssertEqual(problem(#"{"allowedAppearanceModes": "night"}"#),
                       "config.json line 1: \"allowedAppearanceModes\" must be a list of default, sepia, night and all, not \"night\"")
    }

    func testNightMinimumContrast() throws {
        XCTAssertEqual(try ViewerConfiguration(settings: settings("{}")).appearance.palette.nightMinimumContrast, 3, "the default")
        let strict = try ViewerConfiguration(settings: settings(#"{"nightMinimumContrast": 1}"#))
        XCTAssertEqual(strict.appearance.palette.nightMinimumContrast, 1)
        XCTAssertEqual(try ViewerConfiguration(settings: settings(#"{"nightMinimumContrast": 7}"#)).appearance.palette.nightMinimumContrast, 7)
        for bad in ["0.9", "21.5", "\"3\"", "null", "[3]"] {
            XCTAssertEqual(problem("{\n  \"nightMinimumContrast\": \(bad)\n}"),
                           "config.json line 2: \"nightMinimumContrast\" must be a contrast ratio from 1 (the strict rule) to 21, not \(bad == "[3]" ? "a list" : bad)")
        }
    }

    func testABadListElementIsNamedOnItsOwnLine() {
        XCTAssertEqual(problem("{\"settingsOptions\": [\n  \"appearance\",\n  \"fitting\"\n]}"),
                       "config.json line 3: \"settingsOptions\" must be a list of appearance, brightness, pageTransition, "
                       + "scrollDirection, pageMode, pageFitting, nightImages and all, not \"fitting\"")
    }

    func testSyntaxErrorsAndNonObjects() {
        XCTAssertEqual(problem("{\n  \"kiosk\": true\n  \"pageMode\": \"double\"\n}"),
                       "config.json line 3, column 3: expected ',' or '}' after the value of \"kiosk\", found '\"'")
        XCTAssertEqual(problem("[\"kiosk\"]"),
                       "config.json line 1: the configuration must be a JSON object ({\"key\": value, …}), not a list")
    }

    func testALeadingByteOrderMarkIsAccepted() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("config.json")
        try Data([0xEF, 0xBB, 0xBF] + Array("{\n  \"pageMode\": \"double\",\n  \"kiosk\": 1\n}".utf8))
            .write(to: URL(fileURLWithPath: path))
        let file = try XCTUnwrap(ConfigurationFile.read(at: path, mustExist: true))
        XCTAssertEqual(problem(file.text), "config.json line 3: \"kiosk\" must be true or false, not 1",
                       "lines and columns are counted as if the mark were not there")
        XCTAssertEqual(try settings("\u{FEFF}{\"pageMode\": \"double\"}").pageMode, .double)
        XCTAssertEqual(problem("{\"pageMode\": \"double\"}\u{FEFF}"),
                       "config.json line 1, column 23: unexpected character U+FEFF after the end of the JSON value",
                       "only a leading mark is skipped")
    }

    func testDimmingMinimumAboveMaximumIsRefused() {
        XCTAssertEqual(problem("{\"maximumDimming\": 0.3,\n\"minimumDimming\": 0.5}"),
                       "minimumDimming 0.5 (config.json line 2) is above maximumDimming 0.3 (config.json line 1)")
        XCTAssertEqual(problem(#"{"minimumDimming": 0.7}"#),
                       "minimumDimming 0.7 (config.json line 1) is above maximumDimming 0.6 (the default)")
    }

    func testStandardPathFollowsXDGConfigHome() {
        XCTAssertEqual(ConfigurationFile.standardPath(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]), "/c/sdlpdf/config.json")
        XCTAssertEqual(ConfigurationFile.standardPath(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"]), "/h/.config/sdlpdf/config.json")
        XCTAssertEqual(ConfigurationFile.standardPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]), "/h/.config/sdlpdf/config.json")
        XCTAssertNil(ConfigurationFile.standardPath(environment: [:]))
    }

    func testReadingFiles() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("config.json")
        XCTAssertNil(try ConfigurationFile.read(at: path, mustExist: false))
        XCTAssertThrowsError(try ConfigurationFile.read(at: path, mustExist: true)) { error in
            XCTAssertEqual("\(error)", "cannot read the configuration file \(path): No such file or directory")
        }
        try Data(#"{"kiosk": true}"#.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try ConfigurationFile.read(at: path, mustExist: false), ConfigurationFile(name: path, text: #"{"kiosk": true}"#))
        XCTAssertThrowsError(try ConfigurationFile.read(at: directory.url.path, mustExist: false)) { error in
            XCTAssertEqual("\(error)", "cannot read the configuration file \(directory.url.path): Is a directory")
        }
        try Data([0x7B, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ConfigurationFile.read(at: path, mustExist: false)) { error in
            XCTAssertEqual("\(error)", "the configuration file \(path) is not UTF-8 text")
        }
    }
}
