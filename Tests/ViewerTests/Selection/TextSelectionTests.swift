import XCTest
import Viewer

final class TextSelectionTests: XCTestCase {
    private func hit(_ page: Int, _ x: Double, _ y: Double) -> PageHit {
        PageHit(pageIndex: page, point: PagePoint(x: x, y: y))
    }

    func testASelectionOnOnePageRunsBetweenItsEnds() {
        let selection = TextSelection(anchor: hit(3, 300, 400), focus: hit(3, 100, 200))
        XCTAssertEqual(selection.pages, 3...3)
        XCTAssertEqual(selection.spans, [TextSpan(page: 3, start: .point(PagePoint(x: 300, y: 400)),
                                                  end: .point(PagePoint(x: 100, y: 200)), unit: .characters)])
        XCTAssertNil(selection.span(onPage: 2))
        XCTAssertNil(selection.span(onPage: 4))
    }

    func testASelectionAcrossPagesTakesThePagesBetweenWhole() {
        let forward = TextSelection(anchor: hit(2, 50, 700), focus: hit(4, 80, 90), unit: .words)
        let expected = [
            TextSpan(page: 2, start: .point(PagePoint(x: 50, y: 700)), end: .pageEnd, unit: .words),
            TextSpan(page: 3, start: .pageStart, end: .pageEnd, unit: .words),
            TextSpan(page: 4, start: .pageStart, end: .point(PagePoint(x: 80, y: 90)), unit: .words),
        ]
        XCTAssertEqual(forward.pages, 2...4)
        XCTAssertEqual(forward.spans, expected)
        let backward = TextSelection(anchor: hit(4, 80, 90), focus: hit(2, 50, 700), unit: .words)
        XCTAssertEqual(backward.spans, expected, "dragging upwards selects the same text")
    }

    func testOnlyACharacterSelectionWithoutExtentIsEmpty() {
        XCTAssertTrue(TextSelection(at: hit(0, 10, 10), unit: .characters).isEmpty)
        XCTAssertFalse(TextSelection(at: hit(0, 10, 10), unit: .words).isEmpty, "a double-click selects the word there")
        XCTAssertFalse(TextSelection(at: hit(0, 10, 10), unit: .lines).isEmpty)
        XCTAssertFalse(TextSelection(anchor: hit(0, 10, 10), focus: hit(0, 11, 10)).isEmpty)
    }
}
