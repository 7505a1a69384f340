import FileSystem
import Foundation
import XCTest

final class XDGDirectoryTests: XCTestCase {
    func testTheVariableWinsWhenAbsoluteElseHomeElseNothing() {
        let cases: [([String: String], state: String?, config: String?, cache: String?)] = [
            (["XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "/c", "XDG_CACHE_HOME": "/k", "HOME": "/home/r"], "/s/sdlpdf", "/c/sdlpdf", "/k/sdlpdf"),
            (["HOME": "/home/r"], "/home/r/.local/state/sdlpdf", "/home/r/.config/sdlpdf", "/home/r/.cache/sdlpdf"),
            (["XDG_STATE_HOME": "", "XDG_CONFIG_HOME": "rel", "XDG_CACHE_HOME": "./k", "HOME": "/home/r"],
             "/home/r/.local/state/sdlpdf", "/home/r/.config/sdlpdf", "/home/r/.cache/sdlpdf"),
            (["XDG_STATE_HOME": "/s"], "/s/sdlpdf", nil, nil),
            (["HOME": ""], nil, nil, nil),
            ([:], nil, nil, nil),
        ]
        for (environment, state, config, cache) in cases {
            XCTAssertEqual(XDGDirectory.state.path(environment: environment), state, "\(environment)")
            XCTAssertEqual(XDGDirectory.config.path(environment: environment), config, "\(environment)")
            XCTAssertEqual(XDGDirectory.cache.path(environment: environment), cache, "\(environment)")
        }
    }

    func testCreateMakesMissingParentsPrivateAndRefusesAFileInTheWay() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-xdg-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try XDGDirectory.create(base + "/a/b")
        try XDGDirectory.create(base + "/a/b")
        for path in [base, base + "/a", base + "/a/b"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, path)
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: base + "/file", contents: Data()))
        XCTAssertThrowsError(try XDGDirectory.create(base + "/file/c")) { error in
            XCTAssertEqual(error as? SystemCallFailure, SystemCallFailure("create directory", base + "/file", code: ENOTDIR))
        }
    }
}
