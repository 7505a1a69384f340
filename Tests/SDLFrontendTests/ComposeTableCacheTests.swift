import Foundation
import XCTest
@testable import SDLFrontend

final class ComposeTableCacheTests: XCTestCase {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-compose-\(UUID().uuidString)").path

    override func setUpWithError() throws {
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: home)
    }

    func testOffersADirectoryUnderTheXDGCacheHome() {
        let environment = ["DISPLAY": ":0", "HOME": home, "XDG_CACHE_HOME": "/var/cache/someone"]
        XCTAssertEqual(ComposeTableCache.directory(environment: environment, userID: 1000), "/var/cache/someone/sdlpdf/compose")
    }

    func testFallsBackToTheHomeCacheWhenXDGCacheHomeIsRelative() {
        let environment = ["DISPLAY": ":0", "HOME": home, "XDG_CACHE_HOME": "relative/cache"]
        XCTAssertEqual(ComposeTableCache.directory(environment: environment, userID: 1000), home + "/.cache/sdlpdf/compose")
    }

    /// Xlib never writes a compose cache for root, and a directory chosen by
    /// the user (XCOMPOSECACHE or ~/.compose-cache) stays theirs.
    func testOffersNothingWhereXlibWouldNotUseItOrTheUserChose() throws {
        let base = ["DISPLAY": ":0", "HOME": home]
        XCTAssertNil(ComposeTableCache.directory(environment: base, userID: 0))
        XCTAssertNil(ComposeTableCache.directory(environment: base.merging(["XCOMPOSECACHE": "/x"]) { $1 }, userID: 1000))
        XCTAssertNil(ComposeTableCache.directory(environment: ["HOME": home], userID: 1000))
        XCTAssertNotNil(ComposeTableCache.directory(environment: base, userID: 1000))
        try FileManager.default.createDirectory(atPath: home + "/.compose-cache", withIntermediateDirectories: false)
        XCTAssertNil(ComposeTableCache.directory(environment: base, userID: 1000))
    }

    func testOfferCreatesAPrivateDirectoryAndPointsXlibAtIt() throws {
        let previous = ProcessInfo.processInfo.environment["XCOMPOSECACHE"]
        unsetenv("XCOMPOSECACHE")
        defer {
            if let previous { setenv("XCOMPOSECACHE", previous, 1) } else { unsetenv("XCOMPOSECACHE") }
        }
        let cacheHome = home + "/cache"
        ComposeTableCache.offer(environment: ["DISPLAY": ":0", "HOME": home, "XDG_CACHE_HOME": cacheHome], userID: 1000)
        let attributes = try FileManager.default.attributesOfItem(atPath: cacheHome + "/sdlpdf/compose")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        XCTAssertEqual(getenv("XCOMPOSECACHE").map { String(cString: $0) }, cacheHome + "/sdlpdf/compose")
    }
}
