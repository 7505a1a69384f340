import Foundation
import XCTest

/// `--slideshow` and `--idle-reset` in a normal window (no kiosk): pages turn
/// and return on their own, and input pauses the slideshow.
final class SlideshowTests: EndToEndTestCase {
    private func threePages() throws -> URL {
        try TestDocument.coloredSquares([.red, .blue, .green], named: "slides.pdf", in: workDirectory)
    }

    func testASlideshowTurnsPagesAndLoopsInANormalWindow() throws {
        let viewer = try launchViewer(["--slideshow", "1.5", "--page-transition", "jump", try threePages().path],
                                      on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1 (red)", square: .red)
        _ = try viewer.waitForSquarePage("page 2 (blue) after 1.5 seconds, without input", square: .blue)
        _ = try viewer.waitForSquarePage("page 3 (green)", square: .green)
        _ = try viewer.waitForSquarePage("page 1 (red) again after the last", square: .red)
    }

    func testASlideshowScrollsToTheNextPageInContinuousMode() throws {
        let viewer = try launchViewer(["--slideshow", "1", "--page-transition", "continuous", try threePages().path],
                                      on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1 (red)", square: .red)
        _ = try viewer.waitForSquarePage("page 2 (blue) after a second, without input", square: .blue)
    }

    func testInputPausesTheSlideshowForItsInterval() throws {
        let viewer = try launchViewer(["--slideshow", "4", "--page-transition", "jump", try threePages().path],
                                      on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1 (red)", square: .red)
        // On a loaded machine the first frame can come late in the first
        // interval: Home (itself input that pauses the slideshow) starts
        // the reading on page 1 whatever the slideshow did meanwhile.
        try viewer.window.press("Home")
        _ = try viewer.waitForSquarePage("page 1 (red) after Home", square: .red)
        // A key every half second for eight seconds (two intervals): the
        // slideshow waits a full interval after each.
        let reading = Deadline(seconds: 8)
        while !reading.hasPassed {
            try viewer.window.press("shift")
            XCTAssertTrue(try viewer.window.screenshot().center.isClose(to: .red, tolerance: 8),
                          "the slideshow turned the page while keys were pressed")
            reading.pause(0.5)
        }
        _ = try viewer.waitForSquarePage("page 2 (blue) once the keys stop", square: .blue)
    }

    func testIdleResetReturnsToTheFirstPage() throws {
        let viewer = try launchViewer(["--idle-reset", "2", "--page-transition", "jump", try threePages().path],
                                      on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1 (red)", square: .red)
        try viewer.window.press("End")
        _ = try viewer.waitForSquarePage("page 3 (green) after End", square: .green)
        _ = try viewer.waitForSquarePage("page 1 (red) after two seconds without input", square: .red)
    }
}
