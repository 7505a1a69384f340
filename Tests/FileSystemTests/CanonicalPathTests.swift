import FileSystem
import Foundation
import XCTest

final class CanonicalPathTests: XCTestCase {
    func testEverySpellingOfAFileGivesOnePath() throws {
        let base = URL(fileURLWithPath: CanonicalPath.of(FileManager.default.temporaryDirectory.path))
            .appendingPathComponent("sdlpdf-canonical-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/x/y", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: base + "/x/a.pdf", contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: base + "/link", withDestinationPath: "x/y")
        for spelling in [base + "/x/a.pdf", base + "//x/./a.pdf", base + "/link/../a.pdf", base + "/x/y/../a.pdf"] {
            XCTAssertEqual(CanonicalPath.of(spelling), base + "/x/a.pdf", spelling)
        }
        XCTAssertEqual(CanonicalPath.of(base + "/x/gone/../missing.pdf"), base + "/x/missing.pdf")
    }
}
