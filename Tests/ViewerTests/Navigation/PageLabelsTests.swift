import Viewer
import XCTest

final class PageLabelsTests: XCTestCase {
    /// A book: four roman front pages, then arabic from 1, then an appendix "A-1"….
    private let book = PageLabels(ranges: [
        .init(firstPage: 0, style: .lowerRoman),
        .init(firstPage: 4, style: .decimal),
        .init(firstPage: 10, style: .decimal, prefix: "A-", start: 1),
    ], pageCount: 12)

    func testEachStyleNumbersItsPages() {
        XCTAssertEqual((0..<12).map { book.label(forPage: $0) },
                       ["i", "ii", "iii", "iv", "1", "2", "3", "4", "5", "6", "A-1", "A-2"])
        let styles = PageLabels(ranges: [.init(firstPage: 0, style: .upperRoman, start: 1994),
                                         .init(firstPage: 1, style: .upperLetters, start: 26),
                                         .init(firstPage: 4, style: .lowerLetters, start: 3),
                                         .init(firstPage: 5, style: nil, prefix: "Cover")], pageCount: 6)
        XCTAssertEqual((0..<6).map { styles.label(forPage: $0) }, ["MCMXCIV", "Z", "AA", "BB", "c", "Cover"])
    }

    func testPagesBeforeTheFirstRangeHaveNoLabel() {
        let labels = PageLabels(ranges: [.init(firstPage: 2, style: .decimal)], pageCount: 4)
        XCTAssertNil(labels.label(forPage: 0))
        XCTAssertEqual(labels.label(forPage: 3), "2")
        XCTAssertNil(PageLabels.none.label(forPage: 0))
    }

    func testRangesOutsideTheDocumentAreDroppedAndSorted() {
        let labels = PageLabels(ranges: [.init(firstPage: 3, style: .decimal), .init(firstPage: 0, style: .lowerRoman),
                                         .init(firstPage: 40, style: .upperRoman), .init(firstPage: -1, style: .decimal)],
                                pageCount: 5)
        XCTAssertEqual(labels.ranges.map(\.firstPage), [0, 3])
    }

    func testALabelFindsItsPage() {
        XCTAssertEqual(book.page(forLabel: "iii"), 2)
        XCTAssertEqual(book.page(forLabel: "III"), 2)
        XCTAssertEqual(book.page(forLabel: "1"), 4)
        XCTAssertEqual(book.page(forLabel: "a-2"), 11)
        XCTAssertNil(book.page(forLabel: "xx"))
    }

    func testTheIndicatorShowsALabelOnlyWhenItSaysSomethingElse() {
        XCTAssertEqual(book.indicator(forPage: 1), "ii (2 / 12)")
        XCTAssertEqual(book.indicator(forPage: 10), "A-1 (11 / 12)")
        let plain = PageLabels(ranges: [.init(firstPage: 0, style: .decimal)], pageCount: 352)
        XCTAssertEqual(plain.indicator(forPage: 11), "12 / 352")
        XCTAssertEqual(PageLabels(ranges: [], pageCount: 352).indicator(forPage: 11), "12 / 352")
    }
}
