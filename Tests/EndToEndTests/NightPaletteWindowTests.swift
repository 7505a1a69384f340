import Foundation
import XCTest

/// `--night-paper` / `--night-text` give the window and `sdlpdf export` the same night colours,
/// and holding Alt+R peeks at the Default appearance.
final class NightPaletteWindowTests: EndToEndTestCase {
    private static let palette = ["--night-paper", "#121212", "--night-text", "#E6E6E6"]

    /// Colors of a night export of page 1 with `extra` flags: its square and its paper.
    private func nightExportColors(of document: URL, _ extra: [String]) throws -> (square: RGB, paper: RGB) {
        let exported = workDirectory.appendingPathComponent("night-palette.png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--mode", "night"] + extra)
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "export stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        return (image.center, image[image.width / 10, image.height / 2])
    }

    func testNightPaperFlagsGiveExportAndWindowTheSameColors() throws {
        let document = try TestDocument.coloredSquares([.red], named: "square.pdf", in: workDirectory)
        let standard = try nightExportColors(of: document, [])
        let dim = try nightExportColors(of: document, Self.palette)
        XCTAssertEqual(dim.paper, RGB(0x12, 0x12, 0x12), "white paper becomes exactly the --night-paper color")
        XCTAssertEqual(standard.paper, RGB(0, 0, 0))
        XCTAssertNotEqual(dim.square, standard.square, "the red square's luma maps onto the palette too")
        XCTAssertGreaterThan(dim.square.red, dim.square.green, "the square stays red")

        let viewer = try launchViewer(["--mode", "night"] + Self.palette + [document.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("the export's palette colors, square \(dim.square) on paper \(dim.paper)",
                                         square: dim.square, paper: dim.paper, tolerance: 2)
    }

    func testHoldingAltRShowsTheDefaultAppearanceUntilReleased() throws {
        let document = try TestDocument.coloredSquares([.red], named: "square.pdf", in: workDirectory)
        let night = try nightExportColors(of: document, [])
        let viewer = try launchViewer(["--mode", "night", document.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("the night page", square: night.square, paper: night.paper, tolerance: 2)

        try viewer.window.holdKey("alt+r")
        _ = try viewer.waitForSquarePage("the Default page while Alt+R is held", square: .red, paper: .white, tolerance: 2)
        try viewer.window.releaseKey("alt+r")
        _ = try viewer.waitForSquarePage("the night page again after Alt+R is let go",
                                         square: night.square, paper: night.paper, tolerance: 2)
    }
}
