import Foundation
import XCTest

/// Documents of tens of thousands of pages open and reach their last page as
/// short ones do (issue 15, goal 3).
final class LongDocumentTests: EndToEndTestCase {
    /// Reading every page's size used to look each page up by walking the page
    /// tree from its root: quadratic in a flat tree, about half a minute for
    /// 40,000 pages before the window appeared. Now the sizes are read in one
    /// walk after the first frame, and `End` finds the last page through the
    /// page map (page_map.c), with the appearance MuPDF makes up for its
    /// annotation: the blue square.
    func testFlatPageTreeOf40000PagesOpensAndShowsItsLastPage() throws {
        let document = try FlatPageTreeDocument.write(pages: 40_000, named: "flat.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)

        try viewer.window.press("End")

        _ = try viewer.waitForSquarePage("the last page's blue square after End", square: .blue)
    }
}
