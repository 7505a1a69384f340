import Foundation
import XCTest

/// The settings overlay in a real window on a private X server, used with the keyboard alone.
final class SettingsOverlayWindowTests: EndToEndTestCase {
    /// Where the panel shows (the top right, under the toolbar), as fractions of the window.
    private static let panelArea = (x: 0.5...0.94, y: 0.1...0.35)

    /// The fraction of the panel's area whose pixels are neither `paper` nor `square`:
    /// the panel's surface, text and controls when it is open, only antialiased page edges when not.
    private func overlayCoverage(_ image: RGBImage, paper: RGB, square: RGB) -> Double {
        let xs = Int(Self.panelArea.x.lowerBound * Double(image.width))..<Int(Self.panelArea.x.upperBound * Double(image.width))
        let ys = Int(Self.panelArea.y.lowerBound * Double(image.height))..<Int(Self.panelArea.y.upperBound * Double(image.height))
        var foreign = 0
        for y in ys {
            for x in xs where !image[x, y].isClose(to: paper, tolerance: 10) && !image[x, y].isClose(to: square, tolerance: 10) {
                foreign += 1
            }
        }
        return Double(foreign) / Double(xs.count * ys.count)
    }

    func testControlCommaOpensTheOverlayWhereTheKeyboardChoosesNightAndEscapeClosesIt() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay())
        let day = try viewer.waitForSquarePage("page 1's red square with paper around it", square: .red)
        // Paper below the square, in the middle column.
        let column = day.width / 2
        let squareBottom = try XCTUnwrap((day.height / 2..<day.height).first { !day[column, $0].isClose(to: .red, tolerance: 8) })
        let paper = (x: column, y: squareBottom + 20)
        XCTAssertTrue(day[paper.x, paper.y].isClose(to: .white, tolerance: 8), "no paper below the square: \(day[paper.x, paper.y])")
        XCTAssertLessThan(overlayCoverage(day, paper: .white, square: .red), 0.005, "something covers the page before Ctrl+comma")

        try viewer.window.press("ctrl+comma")
        _ = try viewer.waitForFrame("the settings panel at the top right after Ctrl+comma") { image in
            overlayCoverage(image, paper: .white, square: .red) > 0.05
        }

        try viewer.window.press("Right", "Right", "Return")
        let night = try viewer.waitForFrame("dark paper after choosing Night in the overlay") { image in
            image[paper.x, paper.y].luma < 40 && !image.center.isClose(to: .red, tolerance: 8)
        }
        XCTAssertGreaterThan(overlayCoverage(night, paper: night[paper.x, paper.y], square: night.center), 0.05,
                             "choosing Night closed the overlay")

        try viewer.window.press("Escape")
        _ = try viewer.waitForFrame("the night page without the panel after Escape") { image in
            image[paper.x, paper.y].luma < 40
                && overlayCoverage(image, paper: image[paper.x, paper.y], square: image.center) < 0.005
        }
        XCTAssertNil(viewer.process.termination, "Escape closed the window instead of the overlay")
    }
}
