import FileSystem
import Foundation
import PDFEngine
@testable import SDLFrontend
@testable import Viewer
import XCTest

/// Every file sdlpdf keeps follows the one XDG rule of `XDGDirectory`.
final class XDGDirectoryUsersTests: XCTestCase {
    private func absolute(_ path: String?) -> String? {
        path.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    func testMemoryBrightnessInkJournalConfigurationAndComposeCacheShareOneRule() {
        let environments: [[String: String]] = [
            ["XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "/c", "XDG_CACHE_HOME": "/k", "HOME": "/nonexistent/r"],
            ["HOME": "/nonexistent/r"],
            ["XDG_STATE_HOME": "", "XDG_CONFIG_HOME": "relative", "XDG_CACHE_HOME": "./k", "HOME": "/nonexistent/r"],
            ["HOME": "relative-home"],
            ["HOME": ""],
            [:],
        ]
        for environment in environments {
            let state = absolute(XDGDirectory.state.path(environment: environment))
            XCTAssertEqual(absolute((try? DocumentMemory.standard(environment: environment))?.directory.path), state, "\(environment)")
            XCTAssertEqual(absolute(BrightnessMemory.standard(environment: environment)?.directory.path), state, "\(environment)")
            XCTAssertEqual(absolute(InkJournal.standard(documentPath: "/docs/a.pdf", environment: environment)?
                                        .fileURL.deletingLastPathComponent().path),
                           state.map { $0 + "/ink" }, "\(environment)")
            XCTAssertEqual(ConfigurationFile.standardPath(environment: environment),
                           XDGDirectory.config.path(environment: environment).map { $0 + "/config.json" }, "\(environment)")
            var display = environment
            display["DISPLAY"] = ":0"
            XCTAssertEqual(ComposeTableCache.directory(environment: display, userID: 1000),
                           XDGDirectory.cache.path(environment: environment).map { $0 + "/compose" }, "\(environment)")
        }
    }
}
