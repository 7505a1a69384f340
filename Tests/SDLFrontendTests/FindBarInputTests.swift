import Viewer
import XCTest
@testable import SDLFrontend

/// The find bar's key handling through a fake host, without a window.
final class FindBarInputTests: XCTestCase {
    private let host = FakeLayerHost()
    private let bar = FindBarLayer()

    func testTypedTextIsSearchedAsItGrowsAndBackspaceTakesItBack() {
        XCTAssertTrue(bar.handle(.text("ne"), in: host))
        XCTAssertTrue(bar.handle(.text("é"), in: host), "composed characters come as text")
        XCTAssertTrue(bar.handle(.key(.backspace), in: host))
        XCTAssertEqual(host.actions, [.findTextChanged("ne"), .findTextChanged("neé"), .findTextChanged("ne")])
        XCTAssertEqual(bar.text, "ne")
    }

    func testEnterAndF3GoToTheNextHitWithShiftThePreviousOne() {
        for (input, forward) in [(InputEvent.key(.enter), true), (.key(.enter, .shift), false),
                                 (.key(.function(3)), true), (.key(.function(3), .shift), false)] {
            XCTAssertTrue(bar.handle(input, in: host))
            XCTAssertEqual(host.actions.last, .stepFind(forward: forward), "\(input)")
        }
    }

    func testKeysThatTypeAreNoCommandsWhileTheBarIsOpen() {
        XCTAssertTrue(bar.handle(.key(.character("n")), in: host), "n is typed, not the next hit")
        XCTAssertTrue(bar.handle(.key(.character("q")), in: host), "q is typed, it does not quit")
        XCTAssertTrue(bar.handle(.key(.space), in: host))
        XCTAssertEqual(host.actions, [], "the characters themselves come as text events")
    }

    func testKeysThatTypeNothingAndThePointerReachTheViewer() {
        XCTAssertFalse(bar.handle(.key(.down), in: host))
        XCTAssertFalse(bar.handle(.key(.pageDown), in: host))
        XCTAssertFalse(bar.handle(.key(.character("r"), .control), in: host), "Ctrl+R still changes the mode")
        XCTAssertFalse(bar.handle(.move(ScreenPoint(x: 10, y: 10)), in: host))
        XCTAssertFalse(bar.handle(.keyUp(KeyChord(.enter)), in: host))
    }

    func testTextAfterAControlChordIsNotTyped() {
        XCTAssertFalse(bar.handle(.key(.character("="), [.control, .shift]), in: host), "Ctrl++ makes the text larger")
        XCTAssertTrue(bar.handle(.text("+"), in: host))
        XCTAssertTrue(bar.handle(.key(.character("a")), in: host))
        XCTAssertTrue(bar.handle(.text("a"), in: host))
        XCTAssertEqual(host.actions, [.findTextChanged("a")], "the + X11 sends after Ctrl++ is not part of the query")
    }

    func testEscapeClosesTheBarAndStopsTextInput() {
        XCTAssertTrue(bar.handle(.key(.escape), in: host))
        XCTAssertEqual(host.actions, [.stopTextInput, .remove(ObjectIdentifier(bar))])
    }
}
