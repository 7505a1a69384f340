import Foundation
import XCTest

/// The outline panel, the history of jumps, the go-to prompt, the page
/// indicator and the window title, on a five-page document with an outline
/// and page labels (i, ii, 1, 2, 3).
final class NavigationWindowTests: EndToEndTestCase {
    private func navigableDocument() throws -> URL {
        let document = try TestDocument.coloredSquares([.red, .green, .red, .green, .red], named: "book.pdf",
                                                       in: workDirectory)
        try TestDocument.addNavigation(outline: [("Front", 0, 1), ("Chapter 1", 0, 2), ("Section 1.1", 1, 3),
                                                 ("Chapter 2", 0, 4), ("Appendix", 0, 5)],
                                       labels: [(0, "r"), (2, "D")], to: document, in: workDirectory)
        return document
    }

    private func title(_ page: Int) -> String { "book.pdf \u{2014} \(page)/5 \u{2014} sdlpdf" }

    func testTheOutlineJumpsAndAltLeftGoesBack() throws {
        let viewer = try launchViewer([try navigableDocument().path, "--no-remember"], on: try startDisplay())
        XCTAssertEqual(try viewer.title(expecting: title(1)), title(1))
        _ = try viewer.waitForSquarePage("page 1", square: .red)

        try viewer.window.press("Tab")
        let panel = try viewer.waitForFrame("the outline panel with its first entry selected") { image in
            image.fraction { $0.isClose(to: RGBImage.accent, tolerance: 24) } > 0.002
        }
        XCTAssertGreaterThan(panel.fraction { $0.isClose(to: RGBImage.accent, tolerance: 24) }, 0)
        try viewer.window.press("Down", "Down", "Return")
        XCTAssertEqual(try viewer.title(expecting: title(4)), title(4), "Chapter 2 is page 4")
        _ = try viewer.waitForFrame("the panel closed after the jump") { image in
            image.fraction { $0.isClose(to: RGBImage.accent, tolerance: 24) } == 0
        }

        try viewer.window.press("alt+Left")
        XCTAssertEqual(try viewer.title(expecting: title(1)), title(1), "Alt+Left goes back")
        try viewer.window.press("alt+Right")
        XCTAssertEqual(try viewer.title(expecting: title(4)), title(4), "Alt+Right goes forward")
        try viewer.window.click(x: 20, y: 20, button: 8)
        XCTAssertEqual(try viewer.title(expecting: title(1)), title(1), "the mouse's back button goes back")
    }

    func testTheOutlineOpensOnTheCurrentEntryAndOpensChildren() throws {
        let viewer = try launchViewer([try navigableDocument().path, "--no-remember"], on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1", square: .red)
        try viewer.window.press("3", "g")
        XCTAssertEqual(try viewer.title(expecting: title(3)), title(3))
        try viewer.window.press("F9")
        _ = try viewer.waitForFrame("the outline panel") { image in
            image.fraction { $0.isClose(to: RGBImage.accent, tolerance: 24) } > 0.002
        }
        // Section 1.1 (page 3) is selected, its parent opened: Up is Chapter 1, Up again Front.
        try viewer.window.press("Up", "Up", "Return")
        XCTAssertEqual(try viewer.title(expecting: title(1)), title(1))
        try viewer.window.press("Tab", "Escape")
        _ = try viewer.waitForFrame("the panel closed by Escape") { image in
            image.fraction { $0.isClose(to: RGBImage.accent, tolerance: 24) } == 0
        }
        XCTAssertEqual(try viewer.window.title(), title(1))
    }

    func testGoToTakesALabelOrANumberAndRefusesOthers() throws {
        let viewer = try launchViewer([try navigableDocument().path, "--no-remember"], on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1", square: .red)
        try viewer.window.press("colon")
        try viewer.window.type("ii")
        try viewer.window.press("Return")
        XCTAssertEqual(try viewer.title(expecting: title(2)), title(2), "label ii is page 2")
        try viewer.window.press("ctrl+g")
        try viewer.window.type("3")
        try viewer.window.press("Return")
        XCTAssertEqual(try viewer.title(expecting: title(5)), title(5), "label 3 is page 5")
        try viewer.window.press("ctrl+g")
        try viewer.window.type("zz")
        try viewer.window.press("Return")
        try viewer.window.press("Escape")
        try viewer.window.press("ctrl+o")
        XCTAssertEqual(try viewer.title(expecting: title(2)), title(2), "the refused entry went nowhere; Ctrl+O goes back")
    }

    func testThePageIndicatorShowsTheLabelWhileTurningAndHides() throws {
        let viewer = try launchViewer([try navigableDocument().path, "--no-remember"], on: try startDisplay())
        let first = try viewer.waitForSquarePage("page 1", square: .red)
        // The bottom-right corner shows white paper or desk; the indicator's text is dark.
        func darkPixelsInCorner(_ image: RGBImage) -> Int {
            var count = 0
            for y in max(image.height - 60, 0)..<image.height {
                for x in max(image.width - 200, 0)..<image.width where image[x, y].isClose(to: RGB(28, 28, 31), tolerance: 90) {
                    count += 1
                }
            }
            return count
        }
        XCTAssertEqual(darkPixelsInCorner(first), 0)
        try viewer.window.press("2", "g")
        XCTAssertEqual(try viewer.title(expecting: title(2)), title(2))
        _ = try viewer.waitForFrame("the indicator's text in the corner") { darkPixelsInCorner($0) > 20 }
        _ = try viewer.waitForFrame("the indicator hidden again after 2 s", timeout: 5) { darkPixelsInCorner($0) == 0 }
    }
}
