import Foundation
import XCTest
@testable import Viewer

final class DocumentMemoryLocationTests: XCTestCase {
    private let someRecord = DocumentRecord(
        position: SavedViewerPosition(reading: ReadingPosition(pageIndex: 2), zoom: 1, fitMode: .page, rotation: .upright),
        lastOpened: Date(timeIntervalSinceReferenceDate: 800_000_000))

    func testXDGStateHomeIsUsedWhenSet() throws {
        let stateHome = try TemporaryDirectory()
        let home = try TemporaryDirectory()
        let memory = try DocumentMemory.standard(environment: ["XDG_STATE_HOME": stateHome.url.path, "HOME": home.url.path])
        XCTAssertEqual(memory.fileURL.path, stateHome.path("sdlpdf/documents.json"))

        try memory.save(someRecord, forDocumentAt: stateHome.path("paper.pdf"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: stateHome.path("sdlpdf/documents.json")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.url.path), [])
    }

    func testHomeIsTheFallbackAndMissingDirectoriesAreCreatedPrivate() throws {
        let home = try TemporaryDirectory()
        for stateHome in [nil, "", "relative/state"] {
            var environment = ["HOME": home.url.path]
            environment["XDG_STATE_HOME"] = stateHome
            let memory = try DocumentMemory.standard(environment: environment)
            XCTAssertEqual(memory.directory.path, home.path(".local/state/sdlpdf"), String(describing: stateHome))
        }

        let memory = try DocumentMemory.standard(environment: ["HOME": home.url.path])
        try memory.save(someRecord, forDocumentAt: home.path("paper.pdf"))
        XCTAssertEqual(memory.record(forDocumentAt: home.path("paper.pdf")), someRecord)
        for directory in [".local", ".local/state", ".local/state/sdlpdf"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: home.path(directory))
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, directory)
        }
        let file = try FileManager.default.attributesOfItem(atPath: memory.fileURL.path)
        XCTAssertEqual((file[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func testNoStateDirectoryWithoutXDGStateHomeOrHome() {
        for environment in [[:], ["HOME": ""], ["XDG_STATE_HOME": "relative"]] {
            XCTAssertThrowsError(try DocumentMemory.standard(environment: environment)) { error in
                XCTAssertEqual(error as? DocumentMemoryError, .noStateDirectory)
            }
        }
    }
}
