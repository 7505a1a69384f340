import Foundation
import XCTest

/// `--kiosk` on an X server without a window manager, as kiosks started with xinit run.
final class KioskTests: EndToEndTestCase {
    func testKioskCoversTheScreenSurvivesQuitKeysAndEndsCleanlyOnSIGTERM() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "kiosk.pdf", in: workDirectory)
        let display = try startDisplay(width: 1024, height: 768)
        let viewer = try launchViewer(["--kiosk", document.path], on: display)
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)

        let frame = try viewer.window.geometry()
        XCTAssertEqual([frame.x, frame.y, frame.width, frame.height], [0, 0, 1024, 768])

        try viewer.window.press("q", "Escape", "ctrl+q", "ctrl+w", "F11", "f")
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertTrue(viewer.process.isRunning, "a quit key ended the kiosk: \(viewer.process.standardError)")
        XCTAssertEqual(try viewer.window.geometry().width, 1024, "a key left fullscreen")

        kill(viewer.process.processIdentifier, SIGTERM)
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false))
    }

    func testTheExitChordQuitsAKiosk() throws {
        let document = try TestDocument.coloredSquares([.red], named: "kiosk.pdf", in: workDirectory)
        let viewer = try launchViewer(["--kiosk", "--kiosk-exit-key", "ctrl+alt+x", document.path],
                                      on: try startDisplay(width: 1024, height: 768))
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)
        try viewer.window.press("ctrl+alt+x")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false))
    }

    func testTheSlideshowTurnsPagesOnItsOwnAndLoops() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "slides.pdf", in: workDirectory)
        let viewer = try launchViewer(["--kiosk", "--slideshow", "1", "--page-transition", "jump", document.path],
                                      on: try startDisplay(width: 1024, height: 768))
        _ = try viewer.waitForSquarePage("slide 1 (red)", square: .red)
        _ = try viewer.waitForSquarePage("slide 2 (blue) after a second", square: .blue)
        _ = try viewer.waitForSquarePage("slide 1 (red) again after the last", square: .red)
    }
}
