import PDFEngine
@testable import SDLFrontend
import XCTest

final class ErrorReasonTests: XCTestCase {
    /// Messages in the window name the file themselves and show the reason
    /// alone, also when the file's name has ": " in it.
    func testTheWindowShowsTheReasonWithoutTheFileName() {
        let error = DocumentError.saveFailed(path: "/notes: draft.pdf", destination: "/notes: draft.pdf", reason: "disk full")
        XCTAssertEqual(ViewerSession.reason(of: error), "cannot save (disk full); the file is unchanged and the changes are kept")
        struct Other: Error, CustomStringConvertible { var description: String { "other: failure" } }
        XCTAssertEqual(ViewerSession.reason(of: Other()), "other: failure")
    }
}
