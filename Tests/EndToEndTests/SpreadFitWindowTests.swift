import Foundation
import XCTest

/// Issue 16 #9: fit page in the double page mode shows the whole spread.
final class SpreadFitWindowTests: EndToEndTestCase {
    /// The steps on a generated three-page Letter document: double
    /// pages, jump transition, a 1200×700 window, z, then the spread of
    /// pages 2–3: both pages are whole, their bottom bands on screen.
    func testFitPageShowsTheWholeSpreadIn1200x700() throws {
        let document = try TestDocument.bandedPages([.red, .green, .blue], named: "book.pdf", in: workDirectory)
        let viewer = try launchViewer(["--page-mode", "double", "--page-transition", "jump", document.path],
                                      on: try startDisplay(width: 1600, height: 1200))
        _ = try viewer.waitForFrame("the red cover") { $0.fraction { $0.isClose(to: .red, tolerance: 8) } > 0.05 }
        try viewer.window.resize(width: 1200, height: 700)
        try viewer.window.press("z", "space")
        let spread = try viewer.waitForFrame("pages 2 (green) and 3 (blue) side by side, each whole") { image in
            [RGB.green, .blue].allSatisfy { Self.showsWholePage(of: $0, in: image) }
        }
        XCTAssertEqual(spread.fraction { $0.isClose(to: .red, tolerance: 8) }, 0, "the cover is gone")
    }

    /// Whether the window shows a `bandedPages` page of `color` whole: in
    /// the middle column of that colour, the page's rows run from its top
    /// band to its bottom band, both inside the window, and the colour's
    /// columns do not touch the window's sides.
    static func showsWholePage(of color: RGB, in image: RGBImage) -> Bool {
        let isColor = { (pixel: RGB) in pixel.isClose(to: color, tolerance: 8) }
        let row = image.height / 2
        let columns = (0..<image.width).filter { isColor(image[$0, row]) }
        guard let left = columns.first, let right = columns.last, left > 0, right < image.width - 1 else { return false }
        let column = (left + right) / 2
        guard let top = image.firstRow(inColumn: column, where: isColor),
              let bottom = (0..<image.height).last(where: { isColor(image[column, $0]) }) else { return false }
        let isBand = { (pixel: RGB) in pixel.isClose(to: RGB(0, 0, 0), tolerance: 8) }
        let pageHeight = Double(bottom - top) * Double(792) / Double(792 - 2 * TestDocument.bandHeight)
        let band = Int(pageHeight * Double(TestDocument.bandHeight) / 792)
        // A band of at least a few rows above the top and below the bottom of the colour.
        guard top - band / 2 >= 0, bottom + band / 2 < image.height else { return false }
        return isBand(image[column, top - band / 2]) && isBand(image[column, bottom + band / 2])
    }
}
