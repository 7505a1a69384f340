import PDFAppearance
import XCTest
import Viewer

final class ViewerConfigurationTests: XCTestCase {
    func testDefaults() {
        let configuration = ViewerConfiguration()
        XCTAssertEqual(configuration.layout, .default)
        XCTAssertEqual(configuration.allowedAppearanceModes, .all)
        XCTAssertEqual(configuration.settingsOptions, .all)
        XCTAssertEqual(configuration.appearance.dimming, ScreenDimming(minimum: 0, maximum: 0.6))
        XCTAssertNil(configuration.initialBrightness)
        XCTAssertTrue(configuration.remembers)
        XCTAssertFalse(configuration.startsFullscreen)
        XCTAssertEqual(configuration.kiosk, KioskOptions())
        XCTAssertEqual(configuration.inkPen.color.hexString, "#1F6FEB")
        XCTAssertEqual(configuration.inkPen.width, 2)
    }

    func testBuilderSetsEverySetting() throws {
        let exit = try KeyChord(parsing: "ctrl+alt+x")
        let configuration = ViewerConfiguration { builder in
            builder.pageTransition = .jump
            builder.scrollDirection = .horizontal
            builder.pageMode = .double
            builder.pageFitting = .adaptive
            builder.allowedAppearanceModes = [.night]
            builder.settingsOptions = [.brightness, .pageMode]
            builder.dimming = ScreenDimming(minimum: 0.1, maximum: 0.9)
            builder.initialBrightness = 0.5
            builder.remembers = false
            builder.kiosk = KioskOptions(isEnabled: true, exitChord: exit, slideshowSeconds: 8, idleResetSeconds: 60, allowsInk: true)
            builder.inkPen = InkPenDefaults(color: .black, width: 4)
        }
        XCTAssertEqual(configuration.layout, ViewerLayoutSettings(transition: .jump, direction: .horizontal, pageMode: .double,
                                                                  fitting: .adaptive))
        XCTAssertEqual(configuration.appearance.allowedAppearanceModes, .night)
        XCTAssertEqual(configuration.settingsOptions, [.brightness, .pageMode])
        XCTAssertEqual(configuration.appearance.dimming.maximum, 0.9)
        XCTAssertEqual(configuration.initialBrightness, 0.5)
        XCTAssertFalse(configuration.remembers)
        XCTAssertTrue(configuration.startsFullscreen, "a kiosk is always fullscreen")
        XCTAssertEqual(configuration.kiosk.exitChord, exit)
        XCTAssertTrue(configuration.kioskPolicy.isExitChord(exit))
        XCTAssertEqual(configuration.inkPen, InkPenDefaults(color: .black, width: 4))
    }

    func testConfigurationUpdatedKeepsTheRestAndLeavesTheOriginal() {
        let original = ViewerConfiguration { $0.pageMode = .double; $0.allowedAppearanceModes = .sepia }
        let updated = original.configurationUpdated { $0.pageTransition = .jump }
        XCTAssertEqual(original.pageTransition, .continuous)
        XCTAssertEqual(updated.pageTransition, .jump)
        XCTAssertEqual(updated.pageMode, .double)
        XCTAssertEqual(updated.allowedAppearanceModes, .sepia)
        XCTAssertEqual(original.configurationUpdated { _ in }, original)
    }

    func testStartingBrightness() {
        XCTAssertEqual(ViewerConfiguration().startingBrightness(remembered: nil), 1)
        XCTAssertEqual(ViewerConfiguration().startingBrightness(remembered: 0.4), 0.4)
        XCTAssertEqual(ViewerConfiguration { $0.initialBrightness = 0.8 }.startingBrightness(remembered: 0.4), 0.8)
        XCTAssertEqual(ViewerConfiguration { $0.remembers = false }.startingBrightness(remembered: 0.4), 1)
    }

    func testGivenLayoutSettingsWinOverRememberedOnesOneByOne() throws {
        let remembered = PartialLayoutSettings(ViewerLayoutSettings(transition: .jump, direction: .horizontal,
                                                                    pageMode: .double, fitting: .fill))
        XCTAssertEqual(ViewerConfiguration().startingLayout(remembered: remembered), remembered.over(.default))
        XCTAssertEqual(ViewerConfiguration().startingLayout(remembered: nil), .default)
        XCTAssertEqual(ViewerConfiguration().startingLayout(remembered: PartialLayoutSettings(pageMode: .automatic)),
                       ViewerLayoutSettings(pageMode: .automatic), "a setting not remembered is the default")

        guard case .view(let flags) = try LaunchRequest.parse(["--page-mode", "single", "--page-fitting", "adaptive"]) else {
            return XCTFail("expected a view request")
        }
        let file = ConfigurationFile(name: "config.json", text: #"{"pageTransition": "continuous"}"#)
        let configuration = try flags.configuration(file: file)
        XCTAssertEqual(configuration.givenLayout, PartialLayoutSettings(transition: .continuous, pageMode: .single,
                                                                        fitting: .adaptive))
        XCTAssertEqual(configuration.startingLayout(remembered: remembered),
                       ViewerLayoutSettings(transition: .continuous, direction: .horizontal, pageMode: .single,
                                            fitting: .adaptive),
                       "the file and the flags win where they speak, the memory elsewhere")

        XCTAssertEqual(ViewerConfiguration { $0.remembers = false }.startingLayout(remembered: remembered), .default)
        XCTAssertEqual(ViewerConfiguration { $0.kiosk = KioskOptions(isEnabled: true) }.startingLayout(remembered: remembered),
                       .default, "a kiosk starts with the layout of its configuration")
        XCTAssertEqual(ViewerConfiguration { $0.pageMode = .double }.configurationUpdated { _ in }.givenLayout,
                       PartialLayoutSettings(pageMode: .double), "an updated configuration keeps what was given")
    }

    func testAKioskNeverRemembersNorJournalsInk() {
        let kiosk = ViewerConfiguration { $0.kiosk = KioskOptions(isEnabled: true, allowsInk: true) }
        XCTAssertFalse(kiosk.remembers, "a kiosk starts where its configuration says")
        XCTAssertFalse(kiosk.journalsInk, "a kiosk saves nothing to disk")
        XCTAssertEqual(kiosk.startingBrightness(remembered: 0.3), 1)
        XCTAssertTrue(ViewerConfiguration().journalsInk)
        XCTAssertTrue(ViewerConfiguration { $0.remembers = false }.journalsInk, "--no-remember keeps the crash journal")
        let leftKiosk = kiosk.configurationUpdated { $0.kiosk = KioskOptions() }
        XCTAssertTrue(leftKiosk.remembers, "the kiosk, not the remember setting, turned remembering off")
        XCTAssertFalse(ViewerConfiguration { $0.remembers = false }.configurationUpdated { $0.kiosk = KioskOptions() }.remembers)
    }

    func testOutOfRangeValuesAreClamped() {
        let configuration = ViewerConfiguration { builder in
            builder.initialBrightness = 3
            builder.inkPen = InkPenDefaults(width: 0)
        }
        XCTAssertEqual(configuration.initialBrightness, 1)
        XCTAssertEqual(configuration.inkPen.width, InkPenDefaults.widthRange.lowerBound)
    }
}
