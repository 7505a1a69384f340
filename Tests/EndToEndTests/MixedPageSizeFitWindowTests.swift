import Foundation
import XCTest

/// Issue 23 #4 in the window: fit page on a book whose cover is larger than
/// its pages fits the cover too, whichever page it was chosen on, and the
/// history brings a page back at the zoom it had.
final class MixedPageSizeFitWindowTests: EndToEndTestCase {
    /// Page 26 is green, the pages beside it blue.
    private static let page26 = RGB.green

    /// A 30-page book in a 900×700 window: a red Letter cover (612×792 pt),
    /// then pages of 480×678 pt, green and blue in turn; the cover shown whole.
    private func openBook() throws -> ViewerSession {
        let colors = [RGB.red] + (1..<30).map { $0 % 2 == 1 ? RGB.green : RGB.blue }
        let book = try TestDocument.bandedPages(colors, named: "book.pdf", in: workDirectory) { index in
            index == 0 ? (612, 792) : (480, 678)
        }
        let viewer = try launchViewer([book.path, "--no-remember"], on: try startDisplay())
        try viewer.window.resize(width: 900, height: 700)
        _ = try viewer.waitForFrame("the red cover whole") { $0.showsWholeBandedPage(of: .red) }
        return viewer
    }

    private func title(_ page: Int) -> String { "book.pdf \u{2014} \(page)/30 \u{2014} sdlpdf" }

    func testFitPageChosenOnASmallPageShowsTheLargerCoverWhole() throws {
        let viewer = try openBook()
        try viewer.window.press("2", "6", "g")
        XCTAssertEqual(try viewer.title(expecting: title(26)), title(26))
        try viewer.window.press("z")
        _ = try viewer.waitForFrame("page 26 whole after 26g z") {
            $0.showsWholeBandedPage(of: Self.page26, pageHeight: 678)
        }
        try viewer.window.press("g")
        XCTAssertEqual(try viewer.title(expecting: title(1)), title(1))
        _ = try viewer.waitForFrame("the red cover whole after 26g z g") { $0.showsWholeBandedPage(of: .red) }
    }

    func testBackAndForwardBringPage26BackAtTheZoomItHad() throws {
        let viewer = try openBook()
        try viewer.window.press("2", "6", "g")
        let jumped = try viewer.waitForFrame("page 26 whole after 26g") {
            $0.showsWholeBandedPage(of: Self.page26, pageHeight: 678)
        }
        let place = try XCTUnwrap(jumped.boxOfPage(Self.page26))
        try viewer.window.press("alt+Left")
        XCTAssertEqual(try viewer.title(expecting: title(1)), title(1))
        _ = try viewer.waitForFrame("the red cover whole again") { $0.showsWholeBandedPage(of: .red) }
        try viewer.window.press("alt+Right")
        XCTAssertEqual(try viewer.title(expecting: title(26)), title(26))
        _ = try viewer.waitForFrame("page 26 where it was, \(place)") { $0.boxOfPage(Self.page26) == place }
    }
}

private extension RGBImage {
    /// Where the colour of a banded page lies: its columns on the middle
    /// row and its rows in the middle of those columns.
    func boxOfPage(_ color: RGB) -> [ClosedRange<Int>]? {
        let isColor = { (pixel: RGB) in pixel.isClose(to: color, tolerance: 8) }
        guard let columns = columnRange(row: height / 2, where: isColor) else { return nil }
        let column = (columns.lowerBound + columns.upperBound) / 2
        guard let top = firstRow(inColumn: column, where: isColor),
              let bottom = (0..<height).last(where: { isColor(self[column, $0]) }) else { return nil }
        return [columns, top...bottom]
    }
}
