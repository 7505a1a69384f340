import FileSystem
import Foundation
import XCTest

final class MissingFolderTests: XCTestCase {
    func testTheFirstMissingFolderIsNamedNotTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("missing-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("papers"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(MissingFolder.first(along: root.path + "/papres/2024/x.pdf"), root.path + "/papres")
        XCTAssertNil(MissingFolder.first(along: root.path + "/papers/x.pdf"), "only the file is missing")
        XCTAssertEqual(MissingFolder.first(along: root.path + "/papers/2024/x.pdf"), root.path + "/papers/2024")
    }
}
