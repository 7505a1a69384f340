import Foundation
import XCTest

/// The window draws annotations in their own pass as `sdlpdf export` does: a Highlight in Night
/// shows the export's colours and keeps 3:1 contrast with the night paper on screen.
final class NightHighlightWindowTests: EndToEndTestCase {
    func testNightWindowShowsAHighlightInTheColoursOfANightExport() throws {
        let document = try TestDocument.highlightedPage(named: "highlight.pdf", in: workDirectory)
        let exported = workDirectory.appendingPathComponent("highlight-night.png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--dpi", "72", "--mode", "night"])
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "export stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        let highlight = image.center, paper = image[image.width / 2, image.height / 10]
        XCTAssertTrue(paper.isClose(to: RGB(0, 0, 0), tolerance: 2), "night paper: \(paper)")
        XCTAssertGreaterThanOrEqual(highlight.contrast(with: paper), 3, "the exported highlight \(highlight) on \(paper)")

        let viewer = try launchViewer(["--mode", "night", document.path], on: try startDisplay())
        let shown = try viewer.waitForFrame("the highlight in the export's night colour \(highlight)") { frame in
            frame.center.isClose(to: highlight, tolerance: 2)
        }
        let shownPaper = shown[shown.width / 2, shown.height / 10]
        XCTAssertTrue(shownPaper.isClose(to: paper, tolerance: 2), "night paper above the highlight: \(shownPaper)")
        XCTAssertGreaterThanOrEqual(shown.center.contrast(with: shownPaper), 3, "on screen: \(shown.center) on \(shownPaper)")
    }
}
