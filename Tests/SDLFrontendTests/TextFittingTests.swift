import XCTest
@testable import SDLFrontend

/// Long file names and sentences fitted into an overlay's width.
final class TextFittingTests: XCTestCase {
    /// Ten units a character, so widths are easy to reason about.
    private let measure: (String) -> Double = { Double($0.count) * 10 }

    func testANameThatFitsIsLeftAlone() {
        XCTAssertEqual(TextFitting.elidingMiddle("lat.pdf", toWidth: 70, measure: measure), "lat.pdf")
    }

    func testALongNameLosesItsMiddleAndKeepsItsExtension() {
        let name = "very-long-file-name-from-a-download-folder-final-name.pdf"
        let elided = TextFitting.elidingMiddle(name, toWidth: 200, measure: measure)
        XCTAssertLessThanOrEqual(measure(elided), 200)
        XCTAssertEqual(elided.count, 20, "as much of the name as fits stays")
        XCTAssertTrue(elided.hasSuffix(".pdf"), elided)
        XCTAssertTrue(elided.hasPrefix("very-lon"), elided)
        XCTAssertEqual(elided.filter { $0 == "…" }.count, 1, elided)
        let parts = elided.components(separatedBy: "…")
        XCTAssertTrue(name.hasPrefix(parts[0]) && name.hasSuffix(parts[1]), "start and end come from the name: \(elided)")
    }

    func testANameWithoutExtensionIsElidedInTheMiddleToo() {
        let elided = TextFitting.elidingMiddle(String(repeating: "a", count: 30) + "zzzz", toWidth: 100, measure: measure)
        XCTAssertEqual(elided, "aaaaa…zzzz")
    }

    func testAPathKeepsItsEnd() {
        let shown = TextFitting.keepingEnd("/home/reader/papers/x-ink.pdf", toWidth: 120, measure: measure)
        XCTAssertEqual(shown, "…s/x-ink.pdf", "as much of the end as fits")
    }

    func testASentenceWrapsAtSpacesAndKeepsTheLongNameOnOneLineShortened() {
        let name = "a-very-long-name-of-a-protected-document-2024-final.pdf"
        let lines = TextFitting.lines("“\(name)” is protected by a password.", toWidth: 250, keepingWhole: name,
                                      measure: measure)
        XCTAssertTrue(lines.allSatisfy { measure($0) <= 250 }, "\(lines)")
        XCTAssertEqual(lines.count, 3, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("“a-very-lo") && lines[0].hasSuffix(".pdf”") && lines[0].contains("…"), "\(lines)")
        XCTAssertEqual(Array(lines.dropFirst()), ["is protected by a", "password."], "the sentence is not cut off")
    }

    func testANameWithSpacesIsNotBrokenAcrossLines() {
        let name = "My Report Final.pdf"
        let lines = TextFitting.lines("Saved \(name).", toWidth: 200, keepingWhole: name, measure: measure)
        XCTAssertEqual(lines, ["Saved", "My Report Final.pdf."])
    }
}
