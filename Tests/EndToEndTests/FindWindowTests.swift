import Foundation
import XCTest

/// Find in the window: the find bar (`/`), the page shown after the search,
/// the highlights in Default and Night, `--find`, going back with Alt+Left,
/// and on the corpus book when SDLPDF_CORPUS is set.
final class FindWindowTests: EndToEndTestCase {
    /// Five 600×800-point pages, each with a block of its own colour at the
    /// top and "Page N with the filler word"; page 3 says "needle" instead.
    private func fivePages() throws -> URL {
        try TestEnvironment.requireTools("mutool")
        let colors = ["0.9 0.2 0.2", "0.2 0.7 0.2", "0.2 0.3 0.9", "0.8 0.6 0.1", "0.6 0.2 0.7"]
        var arguments = ["create", "-o", workDirectory.appendingPathComponent("five.pdf").path]
        for (index, color) in colors.enumerated() {
            let word = index == 2 ? "needle" : "filler"
            let page = workDirectory.appendingPathComponent("p\(index).txt")
            try """
                %%MediaBox 0 0 600 800
                %%Font F1 Helvetica
                \(color) rg 100 500 400 200 re f
                BT /F1 30 Tf 0 0 0 rg 100 300 Td (Page \(index + 1) with the \(word) word) Tj ET

                """.write(to: page, atomically: true, encoding: .utf8)
            arguments.append(page.path)
        }
        try Command.check("mutool", arguments)
        return workDirectory.appendingPathComponent("five.pdf")
    }

    /// Page 3's block: rgb(51, 77, 230).
    private static func isPageThreeBlue(_ pixel: RGB) -> Bool { pixel.isClose(to: RGB(51, 77, 230), tolerance: 12) }

    /// The current hit in Default: orange at 55 % over white paper, rgb(255, 178, 115).
    private static func isCurrentHitOrange(_ pixel: RGB) -> Bool { pixel.isClose(to: RGB(255, 178, 115), tolerance: 20) }

    func testSlashFindsAWordOnPageThreeHighlightsItAndAltLeftGoesBack() throws {
        let display = try startDisplay(width: 1000, height: 800)
        let document = try fivePages()
        let viewer = try launchViewer([document.path], on: display)
        XCTAssertEqual(try viewer.title(expecting: "five.pdf — 1/5 — sdlpdf", timeout: 10), "five.pdf — 1/5 — sdlpdf")
        try viewer.window.press("slash")
        try viewer.window.type("needle")
        XCTAssertEqual(try viewer.title(expecting: "five.pdf — 3/5 — sdlpdf", timeout: 10), "five.pdf — 3/5 — sdlpdf",
                       "the view went to page 3, where the word is")
        _ = try viewer.waitForFrame("page 3 with its hit highlighted in orange") { image in
            image.fraction(where: Self.isPageThreeBlue) > 0.02 && image.fraction(where: Self.isCurrentHitOrange) > 0.001
        }
        try viewer.window.press("Escape", "alt+Left")
        XCTAssertEqual(try viewer.title(expecting: "five.pdf — 1/5 — sdlpdf", timeout: 10), "five.pdf — 1/5 — sdlpdf",
                       "Alt+Left goes back to where the find jumped from")
        try viewer.window.press("n")
        XCTAssertEqual(try viewer.title(expecting: "five.pdf — 3/5 — sdlpdf", timeout: 10), "five.pdf — 3/5 — sdlpdf",
                       "n goes to the hit again with the bar closed")
    }

    func testFindOptionOpensAtTheHitInNightWithANightColouredHighlight() throws {
        let display = try startDisplay(width: 1000, height: 800)
        let viewer = try launchViewer(["--mode", "night", "--find", "needle", try fivePages().path], on: display)
        XCTAssertEqual(try viewer.title(expecting: "five.pdf — 3/5 — sdlpdf", timeout: 10), "five.pdf — 3/5 — sdlpdf")
        // Night shows the orange darkened, a brown like rgb(122, 54, 0), over the black paper.
        _ = try viewer.waitForFrame("a night-coloured hit on a night page") { image in
            image.fraction(where: { $0.isClose(to: RGB(122, 54, 0), tolerance: 25) }) > 0.001 && image.meanLuma < 80
        }
    }

    /// On the corpus book (SDLPDF_CORPUS): "Kodak" is first on page 46 of 352.
    func testFindsAWordInTheCorpusBookAndLandsOnItsPage() throws {
        guard let corpus = ProcessInfo.processInfo.environment["SDLPDF_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("set SDLPDF_CORPUS to find in the corpus book")
        }
        let book = URL(fileURLWithPath: corpus).appendingPathComponent("b_long-book-352p_freeculture.pdf")
        let display = try startDisplay(width: 1000, height: 800)
        let viewer = try launchViewer([book.path], on: display)
        let name = book.lastPathComponent
        XCTAssertEqual(try viewer.title(expecting: "\(name) — 1/352 — sdlpdf", timeout: 10), "\(name) — 1/352 — sdlpdf")
        try viewer.window.press("ctrl+f")
        try viewer.window.type("Kodak")
        XCTAssertEqual(try viewer.title(expecting: "\(name) — 46/352 — sdlpdf", timeout: 20), "\(name) — 46/352 — sdlpdf")
        try viewer.window.press("Return")
        XCTAssertEqual(try viewer.title(expecting: "\(name) — 46/352 — sdlpdf", timeout: 5), "\(name) — 46/352 — sdlpdf",
                       "the second Kodak is on page 46 too")
    }
}
