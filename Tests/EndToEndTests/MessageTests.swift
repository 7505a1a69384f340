import Foundation
import XCTest

/// Messages after Ctrl+S are on screen in the next frame and stay for their
/// whole time (3 s, an error 6 s), then go without anything else redrawing.
final class MessageTests: EndToEndTestCase {
    /// Presses Ctrl+S and checks the message `shows` accepts: on screen
    /// within a second, still there when most of `seconds` have passed,
    /// gone soon after.
    private func assertCtrlSShowsAMessage(in viewer: ViewerSession, for seconds: Double, _ what: String,
                                          shows: @escaping (RGBImage) -> Bool) throws {
        XCTAssertFalse(shows(try viewer.window.screenshot()), "\(what) before Ctrl+S")
        try viewer.window.press("ctrl+s")
        let pressed = Date()
        _ = try viewer.waitForFrame("\(what) at once", timeout: 1) { shows($0) }
        let mostOfItsTime = seconds * 0.75
        while Date().timeIntervalSince(pressed) < mostOfItsTime {
            XCTAssertTrue(shows(try viewer.window.screenshot()),
                          "\(what) went after \(Date().timeIntervalSince(pressed)) s of its \(seconds) s")
        }
        _ = try viewer.waitForFrame("\(what) gone after its time", timeout: seconds) { !shows($0) }
    }

    func testSavedAppearsAtOnceAndStaysItsTime() throws {
        let document = try TestDocument.coloredSquares([.red], named: "lat.pdf", in: workDirectory)
        let viewer = try launchViewer(["--ink-color", "#000000", document.path], on: try startDisplay())
        let page = try viewer.waitForSquarePage("page 1's red square", square: .red)
        try viewer.window.press("i")
        try viewer.window.drag(fromX: page.width / 2 - 50, fromY: page.height / 2, toX: page.width / 2 + 50, toY: page.height / 2)
        try viewer.window.press("i")
        _ = try viewer.waitForFrame("the page without the ink tool's palette") { image in
            image.firstRow(inColumn: image.width / 2) { $0.isClose(to: RGBImage.panelBackground, tolerance: 1) } == nil
        }
        try assertCtrlSShowsAMessage(in: viewer, for: 3, "“Saved lat.pdf.”") { $0.showsMessage }
        XCTAssertGreaterThan(try Data(contentsOf: document).count, 0)
    }

    func testAFailedSaveSaysSoAtOnceAndForItsTime() throws {
        let document = try TestDocument.coloredSquares([.red], named: "lat.pdf", in: workDirectory)
        let notAFolder = workDirectory.appendingPathComponent("plain-file")
        try Data("not a folder".utf8).write(to: notAFolder)
        let destination = notAFolder.appendingPathComponent("saved.pdf")
        let viewer = try launchViewer(["--save-to", destination.path, document.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)
        try assertCtrlSShowsAMessage(in: viewer, for: 6, "the red “Not saved” message") { $0.showsErrorMessage }
        XCTAssertTrue(viewer.process.standardError.contains("cannot save to \(destination.path)"),
                      "stderr: \(viewer.process.standardError)")
    }
}
