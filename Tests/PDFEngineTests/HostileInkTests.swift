import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// Ink on pages of crafted files: an error, never a crash.
final class HostileInkTests: FixtureTestCase {
    /// A fuzzer input (Tests/Fuzz/regressions) whose only page is object 5 of
    /// a file MuPDF repairs, so the page object cannot be resolved when an
    /// annotation is added. MuPDF 1.21's pdf_create_annot then dropped an
    /// uninitialised pointer: the first stroke crashed sdlpdf about every
    /// second time. The shim now checks the page object first.
    func testAStrokeOnAnUnresolvablePageObjectFailsWithAReason() throws {
        let input = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fuzz/regressions/ink-on-unresolvable-page-object.bin")
        let bytes = try Data(contentsOf: input).dropFirst()  // the fuzzer's format byte
        let path = fixtures.directory.appendingPathComponent("unresolvable-page.pdf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for _ in 0..<20 {
            let document = try Document(path: path)
            XCTAssertThrowsError(try document.addInkStroke(page: 0, points: [PagePoint(x: 10, y: 10), PagePoint(x: 50, y: 80)],
                                                           color: Color(red: 1, green: 0, blue: 0), width: 2)) { error in
                XCTAssertTrue("\(error)".contains("page object 5 cannot be read"), "\(error)")
            }
            XCTAssertFalse(document.hasUnsavedChanges)
        }
    }
}
