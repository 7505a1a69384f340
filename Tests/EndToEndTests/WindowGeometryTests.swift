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
}
