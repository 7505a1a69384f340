import Viewer
import XCTest

final class FindQueryTests: XCTestCase {
    func testLowerCaseQueriesIgnoreCase() {
        let query = FindQuery("hello world")
        XCTAssertFalse(query.isCaseSensitive)
        XCTAssertTrue(query.accepts(matchedText: "HELLO World"))
        XCTAssertTrue(query.accepts(matchedText: nil))
    }

    func testACapitalLetterMakesTheQueryCaseSensitive() {
        let query = FindQuery("Hello")
        XCTAssertTrue(query.isCaseSensitive)
        XCTAssertTrue(query.accepts(matchedText: "Hello"))
        XCTAssertFalse(query.accepts(matchedText: "hello"))
        XCTAssertFalse(query.accepts(matchedText: "HELLO"))
        XCTAssertTrue(query.accepts(matchedText: "“Hello"), "a kerned quote read with the hit")
        XCTAssertFalse(query.accepts(matchedText: "“hello"))
        XCTAssertTrue(FindQuery("É").isCaseSensitive, "capitals beyond ASCII count")
        XCTAssertFalse(FindQuery("12 €").isCaseSensitive)
    }

    func testWhiteSpaceAsideAHitAcrossLinesStillMatchesExactly() {
        let query = FindQuery("Free Culture")
        XCTAssertTrue(query.accepts(matchedText: "Free\nCulture"))
        XCTAssertFalse(query.accepts(matchedText: "free\nculture"))
    }

    func testLongQueriesAreCutAndSaySo() {
        let long = FindQuery(String(repeating: "ab", count: 800))
        XCTAssertTrue(long.isTruncated)
        XCTAssertEqual(long.text.count, FindQuery.maximumLength)
        let short = FindQuery(String(repeating: "a", count: FindQuery.maximumLength))
        XCTAssertFalse(short.isTruncated)
        XCTAssertEqual(short.text.count, FindQuery.maximumLength)
    }

    func testInvalidUTF8BecomesReplacementCharacters() {
        let query = FindQuery(utf8: [0x61, 0xFF, 0xC3, 0x62])
        XCTAssertEqual(query.text, "a\u{FFFD}\u{FFFD}b")
        XCTAssertFalse(query.isEmpty)
    }

    func testOnlyWhiteSpaceIsEmpty() {
        XCTAssertTrue(FindQuery("").isEmpty)
        XCTAssertTrue(FindQuery("  \t").isEmpty)
        XCTAssertFalse(FindQuery(" a ").isEmpty)
    }
}
