import CMuPDF
import Foundation
import PDFEngine
import XCTest

/// Text and display lists of crafted files: an error within a limit, never a hang.
final class HostileTextTests: FixtureTestCase {
    /// A fuzzer input (Tests/Fuzz/regressions) whose page shows a Type3 glyph
    /// that shows itself through a pattern, over and over: MuPDF runs such
    /// glyphs without the page's cookie, so `sdlpdf text` (and find) ran for
    /// hours on it (mutool too). The shim's abort device stops the run.
    private func recursingType3Document() throws -> Document {
        let input = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/regressions/type3-glyph-recursing-through-a-pattern.bin")
        let bytes = try Data(contentsOf: input).dropFirst()  // the fuzzer's format byte
        let path = fixtures.directory.appendingPathComponent("type3-recursing.pdf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try Document(path: path)
    }

    func testTextOfAType3GlyphShowingItselfFailsAtTheTimeLimit() throws {
        cmupdf_text_time_limit_set(300)
        defer { cmupdf_text_time_limit_set(10_000) }
        let document = try recursingType3Document()
        XCTAssertThrowsError(try document.textPage(at: 0)) { error in
            XCTAssertTrue("\(error)".contains("reading its text took longer than 1 s"), "\(error)")
        }
    }

    /// Without the abort device the recording runs on until the memory limit
    /// (about 20 s and 2 GiB here), past the deadline.
    func testItsDisplayListStopsWhenTheCookieIsAborted() throws {
        let document = try recursingType3Document()
        let stopped = expectation(description: "the render returned")
        nonisolated(unsafe) var outcome = "still rendering"
        DispatchQueue.global().async {
            do {
                _ = try document.render(page: 0, scale: 0.25, timeout: 0.3)
                outcome = "rendered"
            } catch {
                outcome = "\(error)"
            }
            stopped.fulfill()
        }
        wait(for: [stopped], timeout: 10)
        XCTAssertTrue(outcome.contains("did not finish within 0.3 s"), outcome)
    }
}
