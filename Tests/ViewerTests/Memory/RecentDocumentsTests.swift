import Foundation
import XCTest
@testable import Viewer

final class RecentDocumentsTests: XCTestCase {
    private func record(openedAt seconds: Double) -> DocumentRecord {
        DocumentRecord(position: SavedViewerPosition(reading: ReadingPosition(pageIndex: 0, verticalFraction: 0), zoom: 1,
                                                     fitMode: .custom, rotation: .upright),
                       lastOpened: Date(timeIntervalSinceReferenceDate: seconds))
    }

    func testRecentDocumentsAreNewestFirstWithoutMissingFilesTheExcludedOneOrMoreThanTheLimit() throws {
        let directory = try TemporaryDirectory()
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        let old = try directory.writeDocument("old.pdf", content: "old")
        let newest = try directory.writeDocument("newest.pdf", content: "newest")
        let middle = try directory.writeDocument("middle.pdf", content: "middle")
        let gone = try directory.writeDocument("gone.pdf", content: "gone")
        let current = try directory.writeDocument("current.pdf", content: "current")
        try memory.save(record(openedAt: 100), forDocumentAt: old)
        try memory.save(record(openedAt: 300), forDocumentAt: newest)
        try memory.save(record(openedAt: 200), forDocumentAt: middle)
        try memory.save(record(openedAt: 400), forDocumentAt: gone)
        try memory.save(record(openedAt: 500), forDocumentAt: current)
        try FileManager.default.removeItem(atPath: gone)

        let canonical = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        XCTAssertEqual(memory.recentDocuments(limit: 10, excluding: current).map(canonical),
                       [newest, middle, old].map(canonical))
        XCTAssertEqual(memory.recentDocuments(limit: 2).map(canonical), [current, newest].map(canonical))
    }

    func testAFolderWhereADocumentWasIsLeftOut() throws {
        let directory = try TemporaryDirectory()
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        let document = try directory.writeDocument("became-a-folder.pdf", content: "x")
        try memory.save(record(openedAt: 100), forDocumentAt: document)
        try FileManager.default.removeItem(atPath: document)
        try FileManager.default.createDirectory(atPath: document, withIntermediateDirectories: false)
        XCTAssertEqual(memory.recentDocuments(limit: 5), [])
    }

    func testNoMemoryFileGivesNoRecentDocuments() throws {
        let directory = try TemporaryDirectory()
        XCTAssertEqual(DocumentMemory(directory: directory.url).recentDocuments(limit: 5), [])
    }
}
