import Viewer
import XCTest

final class TextCommandOptionsTests: XCTestCase {
    func testFindTakesAFileATextAndItsOptions() throws {
        var expected = FindOptions(file: "book.pdf", query: "free culture")
        XCTAssertEqual(try LaunchRequest.parse(["find", "book.pdf", "free culture"]), .find(expected))
        expected.password = "pw"
        expected.json = true
        XCTAssertEqual(try LaunchRequest.parse(["find", "--json", "book.pdf", "--password", "pw", "free culture"]), .find(expected))
        XCTAssertEqual(try LaunchRequest.parse(["find", "book.pdf", "--", "-x"]), .find(FindOptions(file: "book.pdf", query: "-x")))
    }

    func testFindNeedsExactlyAFileAndANonEmptyText() {
        for arguments in [["find"], ["find", "book.pdf"], ["find", "a.pdf", "b", "c"], ["find", "a.pdf", " "],
                          ["find", "a.pdf", "x", "--page", "2"]] {
            XCTAssertThrowsError(try LaunchRequest.parse(arguments), "\(arguments)") { XCTAssertTrue($0 is UsageError) }
        }
    }

    func testTextTakesAFileAndAPage() throws {
        XCTAssertEqual(try LaunchRequest.parse(["text", "book.pdf"]), .text(TextOptions(file: "book.pdf")))
        var expected = TextOptions(file: "book.pdf")
        expected.page = 3
        expected.password = "pw"
        XCTAssertEqual(try LaunchRequest.parse(["text", "book.pdf", "--page", "3", "--password=pw"]), .text(expected))
        for arguments in [["text"], ["text", "a.pdf", "b.pdf"], ["text", "a.pdf", "--page", "0"], ["text", "a.pdf", "--json"]] {
            XCTAssertThrowsError(try LaunchRequest.parse(arguments), "\(arguments)") { XCTAssertTrue($0 is UsageError) }
        }
    }

    func testAFileNamedFindIsStillOpenedAfterOptions() throws {
        XCTAssertEqual(try LaunchRequest.parse(["--page", "2", "find"]), .view({ var o = ViewOptions(file: "find"); o.page = 2; return o }()))
    }
}
