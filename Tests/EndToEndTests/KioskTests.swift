import Foundation
import XCTest

/// `--kiosk` on an X server without a window manager, as kiosks started with xinit run.
final class KioskTests: EndToEndTestCase {
    func testKioskCoversTheScreenSurvivesQuitKeysAndEndsCleanlyOnSIGTERM() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "kiosk.pdf", in: workDirectory)
        let display = try startDisplay(width: 1024, height: 768)
        let viewer = try launchViewer(["--kiosk", "--page-transition", "jump", document.path], on: display)
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)

        let frame = try viewer.window.geometry()
        XCTAssertEqual([frame.x, frame.y, frame.width, frame.height], [0, 0, 1024, 768])

        // Keys are handled in order, and a quit ends the event loop before the
        // next frame: the last page shown after End proves every key before it
        // arrived and none of them quit.
        try viewer.window.press("q", "Escape", "ctrl+q", "ctrl+w", "F11", "f", "End")
        _ = try viewer.waitForSquarePage("page 2's blue square after the quit keys and End", square: .blue)
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

    /// Every file under `directory` (relative paths) with its bytes; empty when it does not exist.
    private func files(under directory: URL) -> [String: Data] {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: directory.path) else { return [:] }
        var result: [String: Data] = [:]
        for path in paths {
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: url.path)
            } else {
                result[path + "/"] = Data()
            }
        }
        return result
    }

    private var stateDirectory: URL { workDirectory.appendingPathComponent("state") }

    /// A kiosk with a slideshow and ink that turned a page and took a stroke,
    /// ended with its exit chord: nothing of it is left on disk.
    func testAKioskLeavesNothingInTheStateDirectory() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "kiosk.pdf", in: workDirectory)
        let documentBytes = try Data(contentsOf: document)
        let viewer = try launchViewer(["--kiosk", "--slideshow", "1", "--kiosk-ink", "--kiosk-exit-key", "ctrl+alt+x",
                                       "--page-transition", "jump", document.path],
                                      on: try startDisplay(width: 1024, height: 768))
        _ = try viewer.waitForSquarePage("slide 1 (red)", square: .red)
        let blue = try viewer.waitForSquarePage("slide 2 (blue) after a second", square: .blue)
        try viewer.window.press("i")
        try viewer.window.drag(fromX: blue.width / 2 - 60, fromY: blue.height / 2, toX: blue.width / 2 + 60, toY: blue.height / 2)
        try viewer.window.press("ctrl+alt+x")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), viewer.process.standardError)
        XCTAssertEqual(files(under: stateDirectory), [:], "a kiosk remembers nothing and journals no ink")
        XCTAssertEqual(try Data(contentsOf: document), documentBytes, "a kiosk saves no ink into the document")
    }

    /// A page remembered by a normal window is neither read by a kiosk (it
    /// starts on page 1) nor overwritten by it.
    func testAKioskNeitherReadsNorChangesTheRememberedPage() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "book.pdf", in: workDirectory)
        let display = try startDisplay()
        let reader = try launchViewer(["--page-transition", "jump", document.path], on: display)
        _ = try reader.waitForSquarePage("page 1 (red)", square: .red)
        try reader.window.press("End")
        _ = try reader.waitForSquarePage("page 2 (blue)", square: .blue)
        try reader.window.press("q")
        XCTAssertEqual(try reader.waitForExit(), Termination(status: 0, signaled: false), reader.process.standardError)
        let remembered = files(under: stateDirectory)
        XCTAssertNotNil(remembered["sdlpdf/documents.json"], "the normal window remembered the page")

        let kiosk = try launchViewer(["--kiosk", "--slideshow", "3", "--kiosk-exit-key", "ctrl+alt+x",
                                      "--page-transition", "jump", document.path], on: display)
        let first = try kiosk.waitForFrame("a page") { image in
            [RGB.red, .blue].contains { SquareRowProfile(image, square: $0, paper: .white, tolerance: 8)?.showsPaperOnBothSides() ?? false }
        }
        XCTAssertTrue(first.center.isClose(to: .red, tolerance: 8), "the kiosk started on the remembered page, not on page 1")
        _ = try kiosk.waitForSquarePage("page 2 (blue) after three seconds", square: .blue)
        try kiosk.window.press("ctrl+alt+x")
        XCTAssertEqual(try kiosk.waitForExit(), Termination(status: 0, signaled: false), kiosk.process.standardError)
        XCTAssertEqual(files(under: stateDirectory), remembered, "the kiosk changed the state directory")
    }
}
