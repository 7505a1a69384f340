import XCTest

/// The engine tests need `mutool` to make their documents; without it they
/// fail, as the end-to-end tests do, instead of passing as skipped.
final class FixtureToolTests: XCTestCase {
    func testMissingMutoolFailsTheTestInsteadOfSkippingIt() {
        XCTAssertThrowsError(try Fixtures.requireMutool(path: "/nonexistent/bin")) { error in
            XCTAssertFalse(error is XCTSkip, "a missing mutool skipped the test")
            XCTAssertEqual("\(error)", "mutool (package mupdf-tools) is not in PATH (/nonexistent/bin); `make test-deps` installs it")
        }
        XCTAssertNoThrow(try Fixtures.requireMutool())
    }
}
