import PDFAppearance
import XCTest
import Viewer

final class SettingsPanelTests: XCTestCase {
    private func panel(_ build: (ViewerConfiguration.Builder) -> Void = { _ in },
                       values: SettingsValues = SettingsValues()) -> SettingsPanel {
        SettingsPanel(configuration: ViewerConfiguration(build), values: values)
    }

    private func titles(_ row: SettingsRow) -> [String] {
        guard case .segments(let choices) = row.control else { return [] }
        return choices.map(\.title)
    }

    /// The rows are listed once, in `SettingsRowKind`: each row's
    /// configuration name (file and `--settings`) shows exactly that row.
    func testEachRowsConfigurationNameShowsThatRow() throws {
        for kind in SettingsRowKind.allCases {
            let file = ConfigurationFile(name: "config.json", text: "{\"settingsOptions\": [\"\(kind.rawValue)\"]}")
            let fromFile = try ViewerConfiguration(settings: file.settings())
            XCTAssertEqual(SettingsPanel(configuration: fromFile, values: SettingsValues()).rows.map(\.kind), [kind], "\(kind) from the file")
            guard case .view(let flags) = try LaunchRequest.parse(["--settings", kind.rawValue, "file.pdf"]) else {
                return XCTFail("--settings \(kind.rawValue) is not a view request")
            }
            XCTAssertEqual(try flags.configuration(file: nil).settingsOptions, [kind], "--settings \(kind.rawValue)")
        }
        XCTAssertEqual(PDFSettingsOptions.all.rows, Set(SettingsRowKind.allCases))
    }

    func testAllRowsInOrderByDefault() {
        let rows = panel().rows
        XCTAssertEqual(rows.map(\.kind), [.appearance, .brightness, .pageTransition, .scrollDirection, .pageMode, .pageFitting,
                                           .nightImages])
        XCTAssertEqual(rows.map(\.title), ["Appearance", "Brightness", "Page Transition", "Scroll Direction", "Page Mode", "Page Fitting",
                                            "Images in Night"])
        XCTAssertEqual(titles(rows[0]), ["Default", "Sepia", "Night", "Sepia+Night"])
        XCTAssertEqual(rows[1].control, .slider(value: 1, step: SettingsPanel.brightnessStep))
        XCTAssertEqual(titles(rows[2]), ["Jump", "Continuous"])
        XCTAssertEqual(titles(rows[3]), ["Vertical", "Horizontal"])
        XCTAssertEqual(titles(rows[4]), ["Single", "Double", "Automatic"])
        XCTAssertEqual(titles(rows[5]), ["Fit", "Fill", "Adaptive"])
        XCTAssertEqual(titles(rows[6]), ["Keep", "Dim", "Recolor"])
    }

    func testImagesInNightRowNeedsNightAndChangesTheChoice() throws {
        XCTAssertFalse(panel { $0.allowedAppearanceModes = .sepia }.rows.contains { $0.kind == .nightImages })
        let row = try XCTUnwrap(panel().rows.first { $0.kind == .nightImages })
        guard case .segments(let choices) = row.control else { return XCTFail("a segmented row") }
        XCTAssertEqual(choices.map(\.change), [.nightImages(.keep), .nightImages(.dim), .nightImages(.recolor)])
        XCTAssertEqual(SettingsValues().applying(.nightImages(.recolor)).nightImages, .recolor)
        var options = RenderOptions()
        NightImages.recolor.apply(to: &options)
        XCTAssertEqual(options.imageHandling, .recolor)
        NightImages.keep.apply(to: &options)
        XCTAssertEqual(NightImages(options), .keep)
        XCTAssertEqual(options.photoDimming, 0)
    }

    func testAppearanceRowOffersOnlyAllowedModes() {
        let nightOnly = panel { $0.allowedAppearanceModes = .night }.rows
        XCTAssertEqual(titles(nightOnly[0]), ["Default", "Night"])
        let sepiaOnly = panel { $0.allowedAppearanceModes = .sepia }.rows
        XCTAssertEqual(titles(sepiaOnly[0]), ["Default", "Sepia"], "Sepia+Night needs Night allowed too")
        let both = panel { $0.allowedAppearanceModes = [.night, .sepia] }.rows
        XCTAssertEqual(titles(both[0]), ["Default", "Sepia", "Night", "Sepia+Night"])
    }

    func testAppearanceRowIsHiddenWhenOnlyDefaultIsAllowed() {
        XCTAssertEqual(panel { $0.allowedAppearanceModes = [] }.rows.first?.kind, .brightness)
    }

    func testSettingsOptionsChooseTheRows() {
        let rows = panel { $0.settingsOptions = [.pageFitting, .appearance] }.rows
        XCTAssertEqual(rows.map(\.kind), [.appearance, .pageFitting])
        XCTAssertTrue(panel { $0.settingsOptions = [] }.rows.isEmpty)
        XCTAssertNil(panel { $0.settingsOptions = [] }.focus)
    }

    func testSelectedChoicesFollowTheValues() {
        let values = SettingsValues(appearanceMode: .sepia, brightness: 0.3,
                                    layout: ViewerLayoutSettings(transition: .jump, direction: .horizontal, pageMode: .automatic, fitting: .fill))
        let rows = panel(values: values).rows
        let selected = rows.compactMap { row -> String? in
            guard case .segments(let choices) = row.control else { return nil }
            return choices.first(where: \.isSelected)?.title
        }
        XCTAssertEqual(selected, ["Sepia", "Jump", "Horizontal", "Automatic", "Fill", "Dim"])
        XCTAssertEqual(rows[1].control, .slider(value: 0.3, step: SettingsPanel.brightnessStep))
    }

    func testSepiaPlusNightIsShownAndFocusedAsTheFourthSegment() {
        let panel = panel(values: SettingsValues(appearanceMode: [.sepia, .night]))
        guard case .segments(let choices) = panel.rows[0].control else { return XCTFail("expected segments") }
        XCTAssertEqual(choices.filter(\.isSelected).map(\.title), ["Sepia+Night"])
        XCTAssertEqual(choices[3].change, .appearanceMode([.sepia, .night]))
        XCTAssertEqual(panel.focus, SettingsPanel.Focus(row: .appearance, choice: 3))
    }

    func testSepiaPlusNightCanBeChosenAndLeft() {
        var panel = panel(values: SettingsValues(appearanceMode: .night))
        XCTAssertEqual(panel.handle(KeyChord(.right)), .redraw)
        XCTAssertEqual(panel.handle(KeyChord(.enter)), .apply(.appearanceMode([.sepia, .night])))
        XCTAssertEqual(panel.values.appearanceMode, [.sepia, .night])
        XCTAssertEqual(panel.press(.choice(.appearance, index: 1)), .apply(.appearanceMode(.sepia)))
        XCTAssertEqual(panel.press(.choice(.appearance, index: 3)), .apply(.appearanceMode([.sepia, .night])))
    }

    func testFocusStartsOnTheSelectedChoiceOfTheFirstRow() {
        let panel = panel(values: SettingsValues(appearanceMode: .night))
        XCTAssertEqual(panel.focus, SettingsPanel.Focus(row: .appearance, choice: 2))
    }

    func testArrowsMoveBetweenRowsAndStopAtTheEnds() {
        var panel = panel { $0.settingsOptions = [.appearance, .brightness, .pageMode] }
        XCTAssertEqual(panel.handle(KeyChord(.up)), .redraw)
        XCTAssertEqual(panel.focus?.row, .appearance)
        XCTAssertEqual(panel.handle(KeyChord(.down)), .redraw)
        XCTAssertEqual(panel.focus?.row, .brightness)
        _ = panel.handle(KeyChord(.down))
        XCTAssertEqual(panel.focus, SettingsPanel.Focus(row: .pageMode, choice: 0))
        _ = panel.handle(KeyChord(.down))
        XCTAssertEqual(panel.focus?.row, .pageMode)
    }

    func testTabWrapsAround() {
        var panel = panel { $0.settingsOptions = [.appearance, .pageMode] }
        _ = panel.handle(KeyChord(.tab))
        XCTAssertEqual(panel.focus?.row, .pageMode)
        _ = panel.handle(KeyChord(.tab))
        XCTAssertEqual(panel.focus?.row, .appearance)
        _ = panel.handle(KeyChord(.tab, .shift))
        XCTAssertEqual(panel.focus?.row, .pageMode)
    }

    func testLeftRightMoveAndEnterOrSpaceChoose() {
        var panel = panel { $0.settingsOptions = [.pageMode] }
        XCTAssertEqual(panel.handle(KeyChord(.right)), .redraw, "moving the focus changes nothing yet")
        XCTAssertEqual(panel.values.layout.pageMode, .single)
        XCTAssertEqual(panel.handle(KeyChord(.enter)), .apply(.layout(.pageMode(.double))))
        XCTAssertEqual(panel.values.layout.pageMode, .double)
        _ = panel.handle(KeyChord(.right))
        _ = panel.handle(KeyChord(.right))
        XCTAssertEqual(panel.focus?.choice, 2, "focus stops at the last choice")
        XCTAssertEqual(panel.handle(KeyChord(.space)), .apply(.layout(.pageMode(.automatic))))
        XCTAssertEqual(panel.handle(KeyChord(.space)), .redraw, "choosing the current value changes nothing")
    }

    func testAppearanceChoicesApplyModes() {
        var panel = panel()
        _ = panel.handle(KeyChord(.right))
        _ = panel.handle(KeyChord(.right))
        XCTAssertEqual(panel.handle(KeyChord(.enter)), .apply(.appearanceMode(.night)))
        XCTAssertEqual(panel.values.appearanceMode, .night)
    }

    func testSliderMovesByStepsAndStaysWithinRange() {
        var panel = panel({ $0.settingsOptions = [.brightness] }, values: SettingsValues(brightness: 0.5))
        guard case .apply(.brightness(let lower)) = panel.handle(KeyChord(.left)) else { return XCTFail("expected a brightness change") }
        XCTAssertEqual(lower, 0.45, accuracy: 1e-9)
        _ = panel.handle(KeyChord(.end))
        XCTAssertEqual(panel.values.brightness, 1)
        XCTAssertEqual(panel.handle(KeyChord(.right)), .redraw, "already at the top")
        XCTAssertEqual(panel.handle(KeyChord(.home)), .apply(.brightness(0)))
        XCTAssertEqual(panel.handle(KeyChord(.enter)), .redraw)
    }

    func testEscapeClosesAndOtherKeysAreLeftToTheFrontEnd() {
        var panel = panel()
        XCTAssertEqual(panel.handle(KeyChord(.escape)), .close)
        XCTAssertEqual(panel.handle(KeyChord(.character("j"))), .ignored)
        XCTAssertEqual(panel.handle(KeyChord(.character(","), .control)), .ignored)
    }

    func testPressesChooseAndMoveTheFocus() {
        var panel = panel()
        XCTAssertEqual(panel.press(.choice(.scrollDirection, index: 1)), .apply(.layout(.direction(.horizontal))))
        XCTAssertEqual(panel.focus, SettingsPanel.Focus(row: .scrollDirection, choice: 1))
        XCTAssertEqual(panel.press(.slider(.brightness, fraction: 0.26)), .apply(.brightness(0.25)))
        XCTAssertEqual(panel.focus?.row, .brightness)
        XCTAssertEqual(panel.press(.choice(.pageMode, index: 7)), .ignored)
        var hidden = self.panel { $0.settingsOptions = [.brightness] }
        XCTAssertEqual(hidden.press(.choice(.pageMode, index: 1)), .ignored, "a row that is not shown cannot be pressed")
    }

    func testUpdateFromOutsideKeepsTheFocusedRow() {
        var panel = panel()
        _ = panel.handle(KeyChord(.down))
        panel.update(SettingsValues(appearanceMode: .sepia, brightness: 0.2))
        XCTAssertEqual(panel.focus?.row, .brightness)
        XCTAssertEqual(panel.rows[1].control, .slider(value: 0.2, step: SettingsPanel.brightnessStep))
    }

    func testKioskConfigurationOffersOnlyItsRows() {
        let panel = panel { builder in
            builder.kiosk = KioskOptions(isEnabled: true)
            builder.allowedAppearanceModes = .night
            builder.settingsOptions = [.appearance, .brightness]
        }
        XCTAssertEqual(panel.rows.map(\.kind), [.appearance, .brightness])
        XCTAssertEqual(titles(panel.rows[0]), ["Default", "Night"])
    }
}
