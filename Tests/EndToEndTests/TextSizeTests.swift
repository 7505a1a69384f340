import Foundation
import XCTest

/// Ctrl++ / Ctrl+- / Ctrl+0 change the text size of a reflowable document:
/// it is laid out again (more pages) and the reader stays at the same text.
final class TextSizeTests: EndToEndTestCase {
    /// An HTML file of 300 one-line paragraphs: the one that begins page 7
    /// at the standard 11 points is a red bar "MARKER", the last a blue bar "END".
    private struct Fixture {
        let file: URL
        /// Pages at 11 points, as mutool lays it out.
        let standardPageCount: Int
    }

    private func mutoolText(_ file: URL, em: Int, page: Int? = nil) throws -> String {
        try Command.check("mutool", ["draw", "-F", "txt", "-W", "420", "-H", "595", "-S", "\(em)", "-o", "-", file.path]
                          + (page.map { ["\($0)"] } ?? [])).standardOutput
    }

    private func makeFixture() throws -> Fixture {
        try TestEnvironment.requireTools("mutool")
        let file = workDirectory.appendingPathComponent("lines.html")
        func write(marker: Int?) throws {
            let paragraphs = (1...300).map { line -> String in
                if line == marker { return "<p style=\"background-color:#ff0000\">MARKER</p>" }
                if line == 300 { return "<p style=\"background-color:#0000ff\">END</p>" }
                return "<p>Line \(line)</p>"
            }
            try ("<html><body>" + paragraphs.joined() + "</body></html>").write(to: file, atomically: true, encoding: .utf8)
        }
        try write(marker: nil)
        let top = try XCTUnwrap(try mutoolText(file, em: 11, page: 7).split(separator: "\n").first { $0.hasPrefix("Line ") })
        try write(marker: Int(top.dropFirst("Line ".count)))
        XCTAssertEqual(try mutoolText(file, em: 11, page: 7).split(separator: "\n").first { !$0.isEmpty }, "MARKER",
                       "the marker should begin page 7 at 11 pt")
        let pages = try mutoolText(file, em: 11).components(separatedBy: "\u{0C}").filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        return Fixture(file: file, standardPageCount: pages.count)
    }

    /// Rows of the red marker bar in the window (its height in pixels).
    private func markerRows(_ image: RGBImage) -> Int {
        (0..<image.height).filter { image[image.width * 6 / 10, $0].isClose(to: .red, tolerance: 40) }.count
    }

    private func showsEnd(_ image: RGBImage) -> Bool {
        (0..<image.height).contains { image[image.width * 6 / 10, $0].isClose(to: .blue, tolerance: 40) }
    }

    /// Screenshots until two in a row are the same and `isExpected` accepts it.
    private func waitForSettledFrame(_ viewer: ViewerSession, _ what: String, where isExpected: @escaping (RGBImage) -> Bool) throws -> RGBImage {
        var previous: RGBImage?
        return try viewer.waitForFrame(what) { image in
            defer { previous = image }
            return previous?.samples == image.samples && isExpected(image)
        }
    }

    func testControlPlusLaysTheTextOutLargerAndKeepsThePlace() throws {
        let fixture = try makeFixture()
        let viewer = try launchViewer(["--page", "7", "--page-transition", "jump", fixture.file.path], on: try startDisplay())
        let standard = try viewer.waitForFrame("page 7 beginning with the red marker") { markerRows($0) > 0 }
        let standardRows = markerRows(standard)

        try viewer.window.press("ctrl+equal", "ctrl+equal", "ctrl+equal")

        let larger = try viewer.waitForFrame("the marker at 14 pt, taller than at 11 pt (\(standardRows) rows)", timeout: 20) {
            Double(markerRows($0)) >= Double(standardRows) * 1.2
        }
        XCTAssertLessThan(Double(markerRows(larger)), Double(standardRows) * 1.4, "14 pt is about 1.27 times 11 pt")

        // Ctrl+0 goes back to 11 pt at the same place: the marker begins the page as before.
        try viewer.window.press("ctrl+0")
        let back = try viewer.waitForFrame("the marker at 11 pt, as tall as before") { abs(markerRows($0) - standardRows) <= 1 }
        XCTAssertEqual(back.firstRow(inColumn: back.width * 6 / 10) { $0.isClose(to: .red, tolerance: 40) },
                       standard.firstRow(inColumn: standard.width * 6 / 10) { $0.isClose(to: .red, tolerance: 40) },
                       "the marker should be where it was on page 7")

        // At 11 pt page N is the last page (the blue END); at 14 pt there are more pages, so it is not.
        try viewer.window.press("ctrl+equal", "ctrl+equal", "ctrl+equal")
        _ = try viewer.waitForFrame("the marker at 14 pt again", timeout: 20) { Double(markerRows($0)) >= Double(standardRows) * 1.2 }
        try viewer.window.type("\(fixture.standardPageCount)g")
        let pageN = try waitForSettledFrame(viewer, "page \(fixture.standardPageCount) without the marker") { self.markerRows($0) == 0 }
        XCTAssertFalse(showsEnd(pageN), "page \(fixture.standardPageCount) should not be the last page at 14 pt")
        try viewer.window.press("shift+g")
        _ = try viewer.waitForFrame("the last page with the blue END bar") { showsEnd($0) }
    }

    /// The pages of `file` laid out at `em` points, as mutool extracts their text.
    private func mutoolPages(_ file: URL, em: Int) throws -> [[Substring]] {
        try mutoolText(file, em: em).components(separatedBy: "\u{0C}")
            .filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            .map { $0.split(separator: "\n") }
    }

    /// The places the history remembers move with the text: after a jump
    /// from the marker's page and a larger text size, Alt+Left goes back to
    /// the page that holds the marker now, not to the old page number.
    func testAltLeftAfterATextSizeChangeGoesBackToTheSameText() throws {
        let fixture = try makeFixture()
        let standard = try mutoolPages(fixture.file, em: 11), larger = try mutoolPages(fixture.file, em: 14)
        let lastTop = try XCTUnwrap(standard.last?.first { $0.hasPrefix("Line ") })
        let lastAtLarger = try XCTUnwrap(larger.firstIndex { $0.contains(lastTop) }) + 1
        let markerAtLarger = try XCTUnwrap(larger.firstIndex { $0.contains("MARKER") }) + 1
        XCTAssertNotEqual(markerAtLarger, 7, "the marker should move to another page at 14 pt")
        func title(_ page: Int, of count: Int) -> String { "lines.html \u{2014} \(page)/\(count) \u{2014} sdlpdf" }

        let viewer = try launchViewer(["--page", "7", "--page-transition", "jump", fixture.file.path], on: try startDisplay())
        let standardRows = markerRows(try viewer.waitForFrame("page 7 beginning with the red marker") { markerRows($0) > 0 })
        try viewer.window.press("shift+g")
        XCTAssertEqual(try viewer.title(expecting: title(standard.count, of: standard.count)), title(standard.count, of: standard.count))

        try viewer.window.press("ctrl+equal", "ctrl+equal", "ctrl+equal")
        XCTAssertEqual(try viewer.title(expecting: title(lastAtLarger, of: larger.count), timeout: 20), title(lastAtLarger, of: larger.count),
                       "the last page's text at 14 pt")

        try viewer.window.press("alt+Left")
        XCTAssertEqual(try viewer.title(expecting: title(markerAtLarger, of: larger.count)), title(markerAtLarger, of: larger.count),
                       "Alt+Left goes back to the page that holds the marker at 14 pt")
        _ = try viewer.waitForFrame("the marker at 14 pt") { Double(markerRows($0)) >= Double(standardRows) * 1.2 }

        // Back at 11 pt, the reader's page and the place ahead are the pages
        // that hold the first lines of their pages at 14 pt.
        func standardPage(holdingTopOf page: Int) throws -> Int {
            let top = try XCTUnwrap(larger[page - 1].first { !$0.isEmpty })
            return try XCTUnwrap(standard.firstIndex { $0.contains(top) }) + 1
        }
        let markerBack = try standardPage(holdingTopOf: markerAtLarger), lastBack = try standardPage(holdingTopOf: lastAtLarger)
        XCTAssertNotEqual(lastBack, markerBack)
        try viewer.window.press("ctrl+0")
        XCTAssertEqual(try viewer.title(expecting: title(markerBack, of: standard.count), timeout: 20), title(markerBack, of: standard.count))
        try viewer.window.press("alt+Right")
        XCTAssertEqual(try viewer.title(expecting: title(lastBack, of: standard.count)), title(lastBack, of: standard.count),
                       "Alt+Right goes forward to the page at 11 pt that holds the place left at 14 pt")
    }

    /// The text size is not remembered, so the page remembered at quit is the
    /// one that holds the same text at the standard size.
    func testTheNextStartOpensAtTheSameTextInTheStandardSize() throws {
        let fixture = try makeFixture()
        let display = try startDisplay()
        let viewer = try launchViewer(["--page", "7", "--page-transition", "jump", fixture.file.path], on: display)
        let standardRows = markerRows(try viewer.waitForFrame("page 7 beginning with the red marker") { markerRows($0) > 0 })
        try viewer.window.press("ctrl+equal", "ctrl+equal", "ctrl+equal")
        _ = try viewer.waitForFrame("the marker at 14 pt", timeout: 20) { Double(markerRows($0)) >= Double(standardRows) * 1.2 }
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), "stderr: \(viewer.process.standardError)")

        let again = try launchViewer(["--page-transition", "jump", fixture.file.path], on: display)
        _ = try again.waitForFrame("page 7 at 11 pt with the marker") { abs(markerRows($0) - standardRows) <= 1 }
    }

    func testControlPlusZoomsADocumentWithFixedPages() throws {
        let document = try TestDocument.coloredSquares([.red], named: "square.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay())
        let before = try viewer.waitForSquarePage("the red square", square: .red)
        let width = { (image: RGBImage) in image.runLength(row: image.height / 2, from: image.width / 2, step: 1) { $0.isClose(to: .red, tolerance: 8) } }

        try viewer.window.press("ctrl+equal")

        _ = try viewer.waitForFrame("the square zoomed in") { width($0) > width(before) + 10 }
    }
}
