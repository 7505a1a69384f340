import Foundation
import XCTest

/// Night mode in the window looks like night mode in `sdlpdf export`.
final class NightModeWindowTests: EndToEndTestCase {
    /// Colors of a night-mode export of page 1 of `document`: its square and its paper.
    private func nightExportColors(of document: URL) throws -> (square: RGB, paper: RGB) {
        let exported = workDirectory.appendingPathComponent("night-export.png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--page", "1", "--dpi", "72",
                                    "--mode", "night"])
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "export stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        return (image.center, image[image.width / 10, image.height / 2])
    }

    func testNightModeWindowShowsTheColorsOfANightModeExport() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let night = try nightExportColors(of: document)
        XCTAssertFalse(night.square.isClose(to: .red, tolerance: 8), "night export left the red square unchanged")

        let viewer = try launchViewer(["--mode", "night", document.path], on: try startDisplay())

        // Fails (throws) unless a frame shows the export's colors.
        _ = try viewer.waitForSquarePage("page 1's square in the export's night color \(night.square)",
                                         square: night.square, paper: night.paper, tolerance: 6)
    }

    func testControlRCyclesFromDefaultThroughSepiaToNight() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let night = try nightExportColors(of: document)
        let viewer = try launchViewer([document.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1's red square with paper around it", square: .red)

        try viewer.window.press("ctrl+r")
        let sepia = try viewer.waitForFrame("sepia colors after Ctrl+R") { image in
            !image.center.isClose(to: .red, tolerance: 8) && !image.center.isClose(to: night.square, tolerance: 6)
        }
        try viewer.window.press("ctrl+r")

        _ = try viewer.waitForSquarePage("night colors after a second Ctrl+R (sepia showed \(sepia.center))",
                                         square: night.square, paper: night.paper, tolerance: 6)
    }
}
