import PDFAppearance
import Viewer
import XCTest

final class AutomaticAppearanceTests: XCTestCase {
    private let evening = 21 * 60, noon = 12 * 60

    func testTheDesktopsPreferenceDecidesAndAScheduleOnlyWhenItSaysNothing() {
        var automatic = AutomaticAppearance(darkMode: [.sepia, .night], lightMode: .sepia, schedule: NightSchedule(parsing: "20:00-07:00"))
        XCTAssertEqual(automatic.source, .schedule, "before the portal answers")
        XCTAssertEqual(automatic.mode(atMinute: evening), [.sepia, .night])
        XCTAssertEqual(automatic.mode(atMinute: noon), .sepia)
        automatic.desktopChanged(to: .preferLight)
        XCTAssertEqual(automatic.source, .desktop)
        XCTAssertEqual(automatic.mode(atMinute: evening), .sepia, "the desktop wins over the schedule")
        automatic.desktopChanged(to: .preferDark)
        XCTAssertEqual(automatic.mode(atMinute: noon), [.sepia, .night])
        XCTAssertEqual(automatic.status(atMinute: noon), "following the desktop: dark")
        automatic.desktopChanged(to: .noPreference)
        XCTAssertEqual(automatic.source, .schedule, "no preference: the schedule decides")
        XCTAssertEqual(automatic.status(atMinute: evening), "following the schedule 20:00-07:00: dark")
    }

    func testWithoutAScheduleOrDesktopItIsLight() {
        let automatic = AutomaticAppearance()
        XCTAssertEqual(automatic.source, .none)
        XCTAssertEqual(automatic.mode(atMinute: evening), [])
        XCTAssertEqual(automatic.status(atMinute: evening), "no desktop preference: light")
    }

    func testAReadersChoiceWinsUntilTheDesktopChanges() {
        var automatic = AutomaticAppearance()
        automatic.desktopChanged(to: .preferDark)
        automatic.readerChose(.sepia, atMinute: noon)
        XCTAssertEqual(automatic.mode(atMinute: noon), .sepia)
        XCTAssertFalse(automatic.isFollowing)
        automatic.desktopChanged(to: .preferDark)
        XCTAssertEqual(automatic.mode(atMinute: noon), .sepia, "the same preference again changes nothing")
        automatic.desktopChanged(to: .preferLight)
        XCTAssertEqual(automatic.mode(atMinute: noon), [], "the desktop changed: it decides again")
        XCTAssertTrue(automatic.isFollowing)
    }

    func testAReadersChoiceWinsUntilTheScheduleCrossesABoundary() {
        var automatic = AutomaticAppearance(schedule: NightSchedule(parsing: "20:00-07:00"))
        automatic.readerChose(.sepia, atMinute: noon)
        automatic.clockReached(minute: 19 * 60 + 59)
        XCTAssertEqual(automatic.mode(atMinute: 19 * 60 + 59), .sepia)
        automatic.clockReached(minute: 20 * 60)
        XCTAssertEqual(automatic.mode(atMinute: 20 * 60), .night)
        XCTAssertEqual(automatic.minutesUntilScheduleChange(fromMinute: 20 * 60), 11 * 60)
    }

    func testNightSchedulesAcrossMidnightAndBadOnes() throws {
        let overnight = try XCTUnwrap(NightSchedule(parsing: "20:00-07:00"))
        XCTAssertTrue(overnight.isNight(atMinute: 23 * 60))
        XCTAssertTrue(overnight.isNight(atMinute: 6 * 60 + 59))
        XCTAssertFalse(overnight.isNight(atMinute: 7 * 60))
        let afternoon = try XCTUnwrap(NightSchedule(parsing: "13:30-14:00"))
        XCTAssertTrue(afternoon.isNight(atMinute: 13 * 60 + 45))
        XCTAssertFalse(afternoon.isNight(atMinute: 14 * 60))
        XCTAssertEqual(afternoon.minutesUntilChange(fromMinute: 13 * 60 + 30), 30)
        XCTAssertEqual(afternoon.description, "13:30-14:00")
        for bad in ["20:00", "25:00-07:00", "20:00-20:00", "8pm-7am", "20:0-07:00", ""] {
            XCTAssertNil(NightSchedule(parsing: bad), bad)
        }
    }

    func testTheConfigurationKeepsAutosModesAmongTheAllowedOnes() throws {
        let file = ConfigurationFile(name: "config.json", text: """
            {"appearance": "auto", "allowedAppearanceModes": ["sepia"], "nightSchedule": "21:00-06:30"}
            """)
        let configuration = try ViewerConfiguration(settings: file.settings())
        XCTAssertEqual(configuration.startingAppearance, .automatic)
        XCTAssertEqual(configuration.automaticAppearance.darkMode, [], "Night is not allowed: Default instead")
        XCTAssertEqual(configuration.automaticAppearance.schedule, NightSchedule(parsing: "21:00-06:30"))

        let named = ConfigurationFile(name: "config.json", text: """
            {"autoDarkMode": "night", "allowedAppearanceModes": ["sepia"]}
            """)
        XCTAssertThrowsError(try ViewerConfiguration(settings: named.settings())) { error in
            XCTAssertEqual("\(error)", "autoDarkMode Night (config.json line 1) is not among the allowedAppearanceModes (config.json line 1)")
        }
    }

    func testTheOverlayOffersAutoWithWhatItFollows() {
        let values = SettingsValues(appearanceMode: .night, automaticStatus: "following the desktop: dark", followsAutomaticAppearance: true)
        let rows = SettingsPanel.rows(configuration: ViewerConfiguration(), values: values)
        guard case .segments(let choices) = rows.first(where: { $0.kind == .appearance })?.control else {
            return XCTFail("no appearance row")
        }
        XCTAssertEqual(choices.map(\.title), ["Auto (following the desktop: dark)", "Default", "Sepia", "Night", "Sepia+Night"])
        XCTAssertEqual(choices.filter(\.isSelected).map(\.title), ["Auto (following the desktop: dark)"])
        XCTAssertEqual(values.applying(.appearanceMode(.sepia)).followsAutomaticAppearance, false)
    }
}
