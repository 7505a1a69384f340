import Foundation
import XCTest

/// Where the window goes and how large it is: the first window on screens
/// of several sizes (issue 16 #11), fullscreen with and without a window
/// manager (issue 16 #10).
final class WindowGeometryTests: EndToEndTestCase {
    /// A 1280×800 screen (no panel: its usable area is all of it): the first
    /// window is page-shaped and at most 90 % of the screen's height, whole on it.
    func testTheFirstWindowFitsA1280x800Screen() throws {
        let document = try TestDocument.coloredSquares([.red], named: "small-screen.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay(width: 1280, height: 800))
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)
        let frame = try viewer.window.geometry()
        XCTAssertLessThanOrEqual(frame.height, 720, "\(frame)")
        XCTAssertGreaterThanOrEqual(frame.height, 700, "as tall as allowed: \(frame)")
        XCTAssertEqual(Double(frame.width) / Double(frame.height), 0.9, accuracy: 0.01, "\(frame)")
        XCTAssertTrue(frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= 1280 && frame.y + frame.height <= 800,
                      "whole on the screen: \(frame)")
    }

    /// A screen with room for it keeps the preferred 900×1000 window.
    func testALargeScreenGetsThePreferredWindow() throws {
        let document = try TestDocument.coloredSquares([.red], named: "large-screen.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay(width: 1600, height: 1200))
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)
        let frame = try viewer.window.geometry()
        XCTAssertEqual([frame.width, frame.height], [900, 1000])
    }

    /// Bare Xvfb, no window manager: `--fullscreen` covers the screen and
    /// lays the page out for it (centred, whole); f gives back the window
    /// it would have opened as, centred.
    func testFullscreenWithoutAWindowManagerCoversTheScreenAndFGivesTheWindowBack() throws {
        let document = try TestDocument.bandedPages([.green], named: "fullscreen.pdf", in: workDirectory)
        let viewer = try launchViewer(["--fullscreen", document.path], on: try startDisplay(width: 1280, height: 1024))
        try assertCoversTheScreenWithTheWholePage(viewer)

        try viewer.window.press("f")
        let window = try waitForGeometry(of: viewer, "the window back from fullscreen") { $0.width < 1280 }
        XCTAssertEqual(window.height, 921, "the first window's size on a 1280×1024 screen: \(window)")
        XCTAssertEqual(window.x, (1280 - window.width) / 2, accuracy: 1, "centred: \(window)")
        XCTAssertEqual(window.y, (1024 - window.height) / 2, accuracy: 1, "centred: \(window)")
        _ = try viewer.waitForFrame("the whole page laid out for the window") { $0.showsWholeBandedPage(of: .green) }
    }

    /// Bare Xvfb: f makes a moved window fullscreen and a second f puts it
    /// back where it was, at its size.
    func testFTogglesFullscreenAndBackWithoutAWindowManager() throws {
        let display = try startDisplay(width: 1280, height: 1024)
        try assertFTogglesFullscreenAndBack(on: display)
    }

    /// The same under a window manager (openbox), which makes the window
    /// fullscreen itself.
    func testFTogglesFullscreenAndBackUnderAWindowManager() throws {
        let display = try startDisplay(width: 1280, height: 1024)
        try startWindowManager(on: display)
        try assertFTogglesFullscreenAndBack(on: display)
    }

    private func assertFTogglesFullscreenAndBack(on display: VirtualDisplay, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try TestDocument.bandedPages([.green], named: "toggle.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: display)
        _ = try viewer.waitForFrame("the green page") { $0.showsWholeBandedPage(of: .green) }
        try display.run("xdotool", ["windowmove", viewer.window.id, "40", "30"])
        let before = try waitForGeometry(of: viewer, "the window moved") { abs($0.x - 40) <= 12 && abs($0.y - 30) <= 40 }

        try viewer.window.press("f")
        try assertCoversTheScreenWithTheWholePage(viewer, file: file, line: line)

        try viewer.window.press("f")
        let after = try waitForGeometry(of: viewer, "the window back at \(before)") { $0 == before }
        XCTAssertEqual(after, before, file: file, line: line)
        _ = try viewer.waitForFrame("the whole page laid out for the window again") { $0.showsWholeBandedPage(of: .green) }
    }

    /// The window at 0,0 1280×1024 and, in it, the page whole, centred and
    /// laid out for the screen: fit page makes a Letter page as tall as the
    /// screen 1024 × 612/792 = 791 px wide.
    private func assertCoversTheScreenWithTheWholePage(_ viewer: ViewerSession, file: StaticString = #filePath, line: UInt = #line) throws {
        _ = try waitForGeometry(of: viewer, "the window covering the screen") { $0 == XWindow.Geometry(x: 0, y: 0, width: 1280, height: 1024) }
        _ = try viewer.waitForFrame("the page whole, centred, laid out for 1280×1024") { image in
            guard image.showsWholeBandedPage(of: .green),
                  let columns = image.columnRange(row: 512, where: { $0.isClose(to: .green, tolerance: 8) }) else { return false }
            return abs(columns.lowerBound + columns.upperBound - 1280) <= 4 && abs(columns.count - 791) <= 3
        }
    }

    private func waitForGeometry(of viewer: ViewerSession, _ what: String,
                                 where isExpected: (XWindow.Geometry) -> Bool) throws -> XWindow.Geometry {
        var latest: XWindow.Geometry?
        return try poll(what, timeout: 5, describeFailure: { "geometry \(latest.map { "\($0)" } ?? "unknown")" }) {
            () -> XWindow.Geometry? in
            let frame = try viewer.window.geometry()
            latest = frame
            return isExpected(frame) ? frame : nil
        }
    }
}
