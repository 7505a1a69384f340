import XCTest

/// A test case that needs `mutool` (it fails without it) and a fresh fixture directory per test.
class FixtureTestCase: XCTestCase {
    var fixtures: Fixtures!

    override func setUpWithError() throws {
        try Fixtures.requireMutool()
        fixtures = try Fixtures()
    }

    override func tearDown() {
        fixtures = nil
    }
}
