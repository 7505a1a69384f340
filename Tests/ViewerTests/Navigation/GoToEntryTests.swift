import Viewer
import XCTest

final class GoToEntryTests: XCTestCase {
    private let book = PageLabels(ranges: [.init(firstPage: 0, style: .lowerRoman), .init(firstPage: 4, style: .decimal)],
                                  pageCount: 20)

    func testANumberIsAPageWhenTheDocumentHasNoLabels() {
        XCTAssertEqual(GoToEntry.page(for: "12", labels: PageLabels(ranges: [], pageCount: 20), pageCount: 20), .success(11))
        XCTAssertEqual(GoToEntry.page(for: " 3 ", labels: PageLabels(ranges: [], pageCount: 20), pageCount: 20), .success(2))
    }

    func testALabelWinsOverTheSameNumber() {
        XCTAssertEqual(GoToEntry.page(for: "12", labels: book, pageCount: 20), .success(15))
        XCTAssertEqual(GoToEntry.page(for: "ii", labels: book, pageCount: 20), .success(1))
        XCTAssertEqual(GoToEntry.page(for: "IV", labels: book, pageCount: 20), .success(3))
    }

    func testANumberBeyondTheLabelsIsStillAPage() {
        XCTAssertEqual(GoToEntry.page(for: "20", labels: book, pageCount: 20), .success(19))
    }

    func testBadEntriesSayWhy() {
        XCTAssertEqual(GoToEntry.page(for: "", labels: book, pageCount: 20), .failure(.empty))
        XCTAssertEqual(GoToEntry.page(for: "0", labels: book, pageCount: 20), .failure(.noSuchPage(0, pageCount: 20, labels: "i–iv, 1–16")))
        XCTAssertEqual(GoToEntry.page(for: "99", labels: book, pageCount: 20), .failure(.noSuchPage(99, pageCount: 20, labels: "i–iv, 1–16")))
        XCTAssertEqual(GoToEntry.page(for: "xl", labels: book, pageCount: 20), .failure(.noSuchLabel("xl")))
        XCTAssertEqual(GoToEntry.page(for: "-3", labels: book, pageCount: 20), .failure(.noSuchPage(-3, pageCount: 20, labels: "i–iv, 1–16")))
        XCTAssertEqual(GoToEntry.Refusal.noSuchPage(99, pageCount: 20).description, "Pages go from 1 to 20.")
        if case .failure(let refusal) = GoToEntry.page(for: "99", labels: book, pageCount: 20) {
            XCTAssertEqual(refusal.description, "Pages go from 1 to 20, labelled i–iv, 1–16.", "the labels are mentioned")
        }
        XCTAssertEqual(GoToEntry.Refusal.noSuchLabel("xl").description, "No page is numbered or labelled “xl”.")
    }
}
