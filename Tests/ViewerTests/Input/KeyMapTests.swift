import XCTest
@testable import Viewer

final class KeyMapTests: XCTestCase {
    private let map = KeyMap.default

    private func command(_ key: Key, _ modifiers: Modifiers = []) -> ViewerCommand? {
        map.command(for: KeyChord(key, modifiers))
    }

    private func command(_ character: Character, _ modifiers: Modifiers = []) -> ViewerCommand? {
        map.command(for: KeyChord(character: character, modifiers: modifiers))
    }

    func testEveryDocumentedKey() {
        let expectations: [(ViewerCommand?, ViewerCommand, String)] = [
            (command("j"), .scrollDown, "j"), (command(.down), .scrollDown, "Down"),
            (command("k"), .scrollUp, "k"), (command(.up), .scrollUp, "Up"),
            (command("h"), .scrollLeft, "h"), (command(.left), .scrollLeft, "Left"),
            (command("l"), .scrollRight, "l"), (command(.right), .scrollRight, "Right"),
            (command(.pageDown), .screenDown, "Page Down"), (command(.space), .screenDown, "Space"),
            (command(" "), .screenDown, "space character"),
            (command(.pageUp), .screenUp, "Page Up"), (command(.backspace), .screenUp, "Backspace"),
            (command(.home), .goToFirstPage, "Home"), (command("g"), .goToFirstPage, "g"),
            (command(.end), .goToLastPage, "End"), (command("G"), .goToLastPage, "G"),
            (command("g", .shift), .goToLastPage, "Shift+g"),
            (command("+"), .zoomIn, "+"), (command("="), .zoomIn, "="), (command("=", .shift), .zoomIn, "Shift+= (US +)"),
            (command("+", .shift), .zoomIn, "Shift++ (layout fallback)"), (command(.keypadPlus), .zoomIn, "keypad +"),
            (command("-"), .zoomOut, "-"), (command(.keypadMinus), .zoomOut, "keypad -"),
            (command("w"), .fitWidth, "w"), (command("z"), .fitPage, "z"),
            (command("r"), .rotateClockwise, "r"), (command("R"), .rotateCounterClockwise, "R"),
            (command("f"), .toggleFullscreen, "f"), (command(.function(11)), .toggleFullscreen, "F11"),
            (command("q"), .quit, "q"),
            (command("r", .control), .cycleAppearanceMode, "Ctrl+R"),
            (command(.escape), .cancel, "Escape"),
            (command("i"), .toggleInkTool, "i"), (command("e"), .toggleEraser, "e"),
            (command("z", .control), .undo, "Ctrl+Z"),
            (command("z", [.control, .shift]), .redo, "Ctrl+Shift+Z"), (command("Z", .control), .redo, "Ctrl+Z typed uppercase"),
            (command("y", .control), .redo, "Ctrl+Y"),
            (command("s", .control), .save, "Ctrl+S"),
            (command(",", .control), .toggleSettings, "Ctrl+comma"),
            (command("+", .control), .largerText, "Ctrl++"), (command("=", .control), .largerText, "Ctrl+="),
            (command("=", [.control, .shift]), .largerText, "Ctrl+Shift+= (+ on US keyboards)"),
            (command(.keypadPlus, .control), .largerText, "Ctrl+Keypad +"),
            (command("-", .control), .smallerText, "Ctrl+-"), (command(.keypadMinus, .control), .smallerText, "Ctrl+Keypad -"),
            (command("0", .control), .standardText, "Ctrl+0"),
            (command("c", .control), .copy, "Ctrl+C"),
            (command("/"), .find, "/"), (command("/", .shift), .find, "Shift+/ (layout fallback)"),
            (command("f", .control), .find, "Ctrl+F"),
            (command("n"), .findNext, "n"), (command(.function(3)), .findNext, "F3"),
            (command("N"), .findPrevious, "N"), (command(.function(3), .shift), .findPrevious, "Shift+F3"),
        ]
        for (actual, expected, name) in expectations {
            XCTAssertEqual(actual, expected, name)
        }
    }

    func testEveryCommandHasADefaultKey() {
        for command in ViewerCommand.allCases {
            XCTAssertFalse(map.chords(for: command).isEmpty, "\(command) has no key")
        }
    }

    func testModifiersMustMatchForLetters() {
        XCTAssertNil(command("j", .control))
        XCTAssertNil(command("q", .alt))
        XCTAssertNil(command("s"), "plain s is not save")
        XCTAssertNil(command("y"))
    }

    func testRebinding() {
        var custom = KeyMap.default
        custom.bind(KeyChord(character: "J"), to: .screenDown)
        XCTAssertEqual(custom.command(for: KeyChord(.character("j"), .shift)), .screenDown)
        XCTAssertEqual(custom.command(for: KeyChord(.down)), .scrollDown)
    }

    func testCommandNamesRoundTripForConfiguration() {
        for command in ViewerCommand.allCases {
            XCTAssertEqual(ViewerCommand(rawValue: command.rawValue), command)
        }
        XCTAssertEqual(ViewerCommand(rawValue: "zoom-in"), .zoomIn)
    }

    func testFrontEndCommandsAreForwarded() {
        var state = ViewerState.make()
        for command in ViewerCommand.allCases where !command.isHandledByViewerState {
            XCTAssertEqual(state.apply(command), .forwarded(command))
        }
        XCTAssertEqual(state.apply(.zoomIn), .viewChanged)
    }

    func testControlZeroIsACommandNotACount() {
        var keys = KeyInputInterpreter()
        XCTAssertEqual(keys.interpret(KeyChord(character: "0", modifiers: .control)), CountedCommand(.standardText))
        XCTAssertNil(keys.pendingCount)
    }

    func testDigitsBoundToCommandsAreNotCounts() {
        var map = KeyMap.default
        map.bind(KeyChord(character: "0"), to: .fitPage)
        var keys = KeyInputInterpreter(keyMap: map)
        XCTAssertEqual(keys.interpret(KeyChord(character: "0")), CountedCommand(.fitPage))
        XCTAssertNil(keys.interpret(KeyChord(character: "4", modifiers: .shift)), "shifted digit still counts")
        XCTAssertEqual(keys.pendingCount, 4)
        XCTAssertNil(keys.interpret(KeyChord(character: "4", modifiers: .control)), "Ctrl+4 is not a digit and is unbound")
        XCTAssertNil(keys.pendingCount)
    }
}
