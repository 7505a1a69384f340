import XCTest
import Viewer

final class KioskPolicyTests: XCTestCase {
    private let kiosk = KioskPolicy(options: KioskOptions(isEnabled: true, exitChord: try! KeyChord(parsing: "ctrl+alt+x")))

    func testQuitKeysDoNotQuitAKiosk() {
        for chord in [KeyChord(.character("q")), KeyChord(.escape), KeyChord(.character("q"), .control),
                      KeyChord(.character("w"), .control)] {
            XCTAssertFalse(kiosk.isExitChord(chord), "\(chord)")
            if let command = KeyMap.default.command(for: chord) {
                XCTAssertTrue(command != .quit || !kiosk.allows(command), "\(chord) would quit")
            }
        }
        XCTAssertFalse(kiosk.allows(.quit))
        XCTAssertFalse(kiosk.allowsWindowClose)
    }

    func testOnlyTheExitChordQuits() {
        XCTAssertTrue(kiosk.isExitChord(KeyChord(.character("x"), [.alt, .control])))
        XCTAssertFalse(kiosk.isExitChord(KeyChord(.character("x"), .control)))
        XCTAssertFalse(kiosk.isExitChord(KeyChord(.character("x"), [.alt, .control, .shift])))
        let shiftQ = KioskPolicy(options: KioskOptions(isEnabled: true, exitChord: try! KeyChord(parsing: "shift+q")))
        XCTAssertTrue(shiftQ.isExitChord(KeyChord(character: "Q")))
        XCTAssertFalse(shiftQ.isExitChord(KeyChord(character: "q")))
    }

    func testNoExitChordMeansOnlySignalsEndTheKiosk() {
        let policy = KioskPolicy(options: KioskOptions(isEnabled: true))
        XCTAssertFalse(policy.isExitChord(KeyChord(.function(12))))
        XCTAssertFalse(policy.isExitChord(KeyChord(.escape)))
    }

    func testKioskBlocksEverythingOutsideTheDocument() {
        XCTAssertFalse(kiosk.allows(.toggleFullscreen))
        XCTAssertFalse(kiosk.allows(.save))
        XCTAssertFalse(kiosk.allows(.copy), "a kiosk never copies")
        XCTAssertFalse(kiosk.opensLinksOutsideTheDocument)
        XCTAssertFalse(kiosk.offersFileDialogs)
        XCTAssertTrue(kiosk.requiresFullscreen)
        for command: ViewerCommand in [.scrollDown, .screenUp, .goToFirstPage, .zoomIn, .fitPage, .rotateClockwise,
                                       .cycleAppearanceMode, .toggleSettings, .cancel] {
            XCTAssertTrue(kiosk.allows(command), "\(command)")
        }
    }

    func testInkOnlyWhenAllowed() {
        let inkCommands: [ViewerCommand] = [.toggleInkTool, .toggleEraser, .undo, .redo]
        XCTAssertTrue(inkCommands.allSatisfy { !kiosk.allows($0) })
        let withInk = KioskPolicy(options: KioskOptions(isEnabled: true, allowsInk: true))
        XCTAssertTrue(inkCommands.allSatisfy { withInk.allows($0) })
    }

    func testOutsideKioskModeEverythingIsAllowed() {
        let policy = KioskPolicy(options: KioskOptions(exitChord: KeyChord(.function(12))))
        XCTAssertTrue(ViewerCommand.allCases.allSatisfy(policy.allows))
        XCTAssertFalse(policy.isExitChord(KeyChord(.function(12))))
        XCTAssertTrue(policy.allowsWindowClose)
        XCTAssertTrue(policy.opensLinksOutsideTheDocument)
        XCTAssertTrue(policy.offersFileDialogs)
        XCTAssertFalse(policy.requiresFullscreen)
    }
}
