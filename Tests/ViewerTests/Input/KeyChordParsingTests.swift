import XCTest
import Viewer

final class KeyChordParsingTests: XCTestCase {
    private func problem(_ text: String) -> String? {
        do {
            _ = try KeyChord(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    func testModifiersAndKeys() throws {
        XCTAssertEqual(try KeyChord(parsing: "ctrl+alt+x"), KeyChord(.character("x"), [.control, .alt]))
        XCTAssertEqual(try KeyChord(parsing: "F12"), KeyChord(.function(12)))
        XCTAssertEqual(try KeyChord(parsing: "shift+q"), KeyChord(.character("q"), .shift))
        XCTAssertEqual(try KeyChord(parsing: "Control + Shift + Page Down"), KeyChord(.pageDown, [.control, .shift]))
        XCTAssertEqual(try KeyChord(parsing: "super+Escape"), KeyChord(.escape, .gui))
        XCTAssertEqual(try KeyChord(parsing: "esc"), KeyChord(.escape))
        XCTAssertEqual(try KeyChord(parsing: "ctrl++"), KeyChord(.character("+"), .control))
        XCTAssertEqual(try KeyChord(parsing: "keypad plus"), KeyChord(.keypadPlus))
        XCTAssertEqual(try KeyChord(parsing: "alt+space"), KeyChord(.space, .alt))
    }

    func testLettersAreCaseInsensitive() throws {
        XCTAssertEqual(try KeyChord(parsing: "Q"), KeyChord(.character("q")))
        XCTAssertEqual(try KeyChord(parsing: "CTRL+ALT+X"), try KeyChord(parsing: "ctrl+alt+x"))
    }

    func testUnknownNamesAreRefusedWithTheReason() {
        XCTAssertEqual(problem("hyper+x"), "'hyper' in 'hyper+x' is not a modifier (ctrl, alt, shift, super)")
        XCTAssertEqual(problem("ctrl+banana"), "'banana' in 'ctrl+banana' is not a key name (examples: x, F12, escape, page down)")
        XCTAssertEqual(problem("F25"), "'F25' in 'F25' is not a key name (examples: x, F12, escape, page down)")
        XCTAssertEqual(problem("ctrl+ctrl+x"), "'ctrl+ctrl+x' names the modifier 'ctrl' twice")
        XCTAssertEqual(problem(" "), "a key chord cannot be empty")
    }
}
