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
            [RGB.green, .blue].allSatisfy { image.showsWholeBandedPage(of: $0) }
        }
        XCTAssertEqual(spread.fraction { $0.isClose(to: .red, tolerance: 8) }, 0, "the cover is gone")
    }
}
