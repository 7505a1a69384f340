import PDFAppearance
import XCTest
@testable import Viewer

/// The configuration flags of `sdlpdf [OPTIONS] [FILE]` and how they combine
/// with the configuration file.
extension LaunchOptionsTests {
    func testEveryConfigurationFlag() throws {
        let options = try view("--config", "/etc/kiosk.json", "--no-remember", "--kiosk", "--kiosk-exit-key", "ctrl+alt+x",
                               "--slideshow", "10", "--idle-reset=120", "--kiosk-ink", "--ink-color", "#00AA00",
                               "--ink-width", "3.5", "--brightness", "0.7", "--page-transition", "jump",
                               "--scroll-direction", "horizontal", "--page-mode", "double", "--page-fitting", "adaptive",
                               "--settings", "brightness,pageMode", "--minimum-dimming", "0.1", "--maximum-dimming", "0.9",
                               "doc.pdf")
        XCTAssertEqual(options.file, "doc.pdf")
        XCTAssertEqual(options.configurationFile, "/etc/kiosk.json")
        let configuration = try ViewerConfiguration(settings: options.settings)
        XCTAssertFalse(configuration.remembers)
        XCTAssertEqual(configuration.kiosk, KioskOptions(isEnabled: true, exitChord: KeyChord(.character("x"), [.control, .alt]),
                                                         slideshowSeconds: 10, idleResetSeconds: 120, allowsInk: true))
        XCTAssertEqual(configuration.inkPen, InkPenDefaults(color: Color(hex: "#00AA00")!, width: 3.5))
        XCTAssertEqual(configuration.initialBrightness, 0.7)
        XCTAssertEqual(configuration.layout, ViewerLayoutSettings(transition: .jump, direction: .horizontal, pageMode: .double,
                                                                  fitting: .adaptive))
        XCTAssertEqual(configuration.settingsOptions, [.brightness, .pageMode])
        XCTAssertEqual(configuration.appearance.dimming, ScreenDimming(minimum: 0.1, maximum: 0.9))
    }

    func testFlagErrorsNameTheFlag() {
        XCTAssertEqual(usageError("--page-mode", "triple"), "--page-mode needs single, double or automatic, not 'triple'")
        XCTAssertEqual(usageError("--slideshow", "soon"), "--slideshow needs a number of seconds above 0 (at most 86400), not 'soon'")
        XCTAssertEqual(usageError("--kiosk-exit-key", "ctrl+"),
                       "--kiosk-exit-key needs a key chord like ctrl+alt+x or F12, not 'ctrl+': "
                       + "'' in 'ctrl+' is not a key name (examples: x, F12, escape, page down)")
        XCTAssertEqual(usageError("--ink-color", "#12345"), "--ink-color needs a color like #1F6FEB, not '#12345'")
        XCTAssertEqual(usageError("--brightness", "2"), "--brightness needs a number from 0 to 1, not '2'")
        XCTAssertEqual(usageError("--settings", "brightness,zoom"),
                       "--settings needs a list of appearance, brightness, pageTransition, scrollDirection, pageMode, pageFitting, "
                       + "nightImages and all, not 'zoom'")
        XCTAssertEqual(usageError("--kiosk=yes"), "--kiosk takes no value")
        XCTAssertEqual(usageError("--config"), "--config needs a value")
        XCTAssertEqual(usageError("--idle-reset"), "--idle-reset needs a value")
    }

    func testFlagsWinOverTheFile() throws {
        let file = ConfigurationFile(name: "config.json", text: """
            {"pageMode": "double", "pageFitting": "fill", "remember": true, "kiosk": true, "slideshowSeconds": 5}
            """)
        let configuration = try view("--page-mode", "single", "--no-remember", "--slideshow", "9").configuration(file: file)
        XCTAssertEqual(configuration.pageMode, .single)
        XCTAssertEqual(configuration.pageFitting, .fill, "what the flags leave out comes from the file")
        XCTAssertFalse(configuration.remembers)
        XCTAssertTrue(configuration.kiosk.isEnabled)
        XCTAssertEqual(configuration.kiosk.slideshowSeconds, 9)
        XCTAssertEqual(try view().configuration(file: nil), ViewerConfiguration())
    }

    func testFileErrorsComeThroughAndCrossChecksNameBothSources() {
        let file = ConfigurationFile(name: "/etc/sdlpdf.json", text: "{\n\"maximumDimming\": 0.4,\n\"allowedAppearanceModes\": [\"night\"]}")
        XCTAssertThrowsError(try view("--minimum-dimming", "0.5").configuration(file: file)) { error in
            XCTAssertEqual("\(error)", "minimumDimming 0.5 (--minimum-dimming) is above maximumDimming 0.4 (/etc/sdlpdf.json line 2)")
        }
        XCTAssertThrowsError(try view("--mode", "sepia").configuration(file: file)) { error in
            XCTAssertEqual("\(error)", "--mode Sepia is not among the allowedAppearanceModes (/etc/sdlpdf.json line 3)")
        }
        XCTAssertNoThrow(try view("--mode", "sepia", "--allowed-modes", "sepia").configuration(file: file))
    }

    func testLoadingReadsTheConfigFlagOrTheXDGFile() throws {
        let directory = try TemporaryDirectory()
        let environment = ["XDG_CONFIG_HOME": directory.url.path, "HOME": "/nonexistent"]
        XCTAssertEqual(try view().loadConfiguration(environment: environment), ViewerConfiguration(),
                       "a missing standard file is no error")
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("sdlpdf"), withIntermediateDirectories: true)
        try Data(#"{"pageTransition": "jump"}"#.utf8).write(to: directory.url.appendingPathComponent("sdlpdf/config.json"))
        XCTAssertEqual(try view().loadConfiguration(environment: environment).pageTransition, .jump)
        let other = directory.path("other.json")
        try Data(#"{"pageMode": "double"}"#.utf8).write(to: URL(fileURLWithPath: other))
        let fromFlag = try view("--config", other).loadConfiguration(environment: environment)
        XCTAssertEqual(fromFlag.pageMode, .double)
        XCTAssertEqual(fromFlag.pageTransition, .continuous, "--config replaces the standard file")
        XCTAssertThrowsError(try view("--config", directory.path("missing.json")).loadConfiguration(environment: environment)) { error in
            XCTAssertEqual("\(error)", "cannot read the configuration file \(directory.path("missing.json")): No such file or directory")
        }
    }
}
