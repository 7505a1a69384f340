import FileSystem
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif
import PDFAppearance
@testable import Viewer

final class DocumentMemoryTests: XCTestCase {
    private func record(page: Int, zoom: Double = 1.5, mode: PDFAppearanceMode = [], openedAt seconds: Double = 800_000_000)
        -> DocumentRecord {
        DocumentRecord(
            position: SavedViewerPosition(reading: ReadingPosition(pageIndex: page, verticalFraction: 0.25),
                                          zoom: zoom, fitMode: .custom, rotation: .clockwise90),
            appearanceMode: mode,
            lastOpened: Date(timeIntervalSinceReferenceDate: seconds))
    }

    private func storedKeys(_ memory: DocumentMemory) -> Set<String> {
        Set(DocumentMemoryFile.load(from: memory.fileURL.path).file.documents.keys)
    }

    /// A memory in `directory/state` that remembers page 1 of one document,
    /// with that document's path and the memory file's bytes.
    private func memoryHoldingOneDocument(in directory: TemporaryDirectory) throws
        -> (memory: DocumentMemory, document: String, fileContent: Data) {
        let document = try directory.writeDocument("paper.pdf", content: "paper")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        try memory.save(record(page: 1), forDocumentAt: document)
        return (memory, document, try Data(contentsOf: memory.fileURL))
    }

    // MARK: - Round trip and keys

    func testRecordRoundTripsThroughTheFile() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.writeDocument("paper.pdf", content: "paper")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        let saved = DocumentRecord(
            position: SavedViewerPosition(reading: ReadingPosition(pageIndex: 41, verticalFraction: 0.3125,
                                                                   horizontalFraction: 0.75),
                                          zoom: 2.37, fitMode: .width, rotation: .upsideDown),
            appearanceMode: [.night, .sepia],
            lastOpened: Date())

        XCTAssertNil(try memory.save(saved, forDocumentAt: document))

        let lookup = DocumentMemory(directory: memory.directory).lookUp(documentAt: document)
        XCTAssertEqual(lookup.record, saved)
        XCTAssertEqual(lookup.match, .path)
        XCTAssertNil(lookup.warning)
        XCTAssertEqual(memory.record(forDocumentAt: document), saved)
        XCTAssertEqual(lookup.record?.appearanceMode, [.night, .sepia])
    }

    func testLayoutRoundTripsThroughTheFile() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.writeDocument("paper.pdf", content: "paper")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        var saved = record(page: 3)
        saved.layout = PartialLayoutSettings(ViewerLayoutSettings(transition: .jump, direction: .horizontal,
                                                                  pageMode: .double, fitting: .adaptive))
        try memory.save(saved, forDocumentAt: document)
        XCTAssertEqual(memory.record(forDocumentAt: document)?.layout, saved.layout)
        let text = try String(contentsOf: memory.fileURL, encoding: .utf8)
        XCTAssertTrue(text.contains("\"transition\" : \"jump\""), text)
    }

    /// A file as sdlpdf wrote it before layouts were remembered, and one
    /// with a partial or newer layout: what is missing or unknown is not
    /// remembered, the rest still is.
    func testFilesWithoutALayoutOrWithPartOfOneStillRead() throws {
        let directory = try TemporaryDirectory()
        let old = try directory.writeDocument("old.pdf", content: "old")
        let partial = try directory.writeDocument("partial.pdf", content: "partial")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        try FileManager.default.createDirectory(at: memory.directory, withIntermediateDirectories: true)
        func entry(_ layout: String) -> String {
            """
            {"record": {"position": {"reading": {"pageIndex": 7, "verticalFraction": 0.5, "horizontalFraction": 0.5},
              "zoom": 1.25, "fitMode": "width", "rotation": 0},
              "appearanceModeRawValue": 2, "lastOpened": 800000000\(layout)}}
            """
        }
        let paths = [old, partial].map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        try Data("""
            {"version": 1, "documents": {
              "\(paths[0])": \(entry("")),
              "\(paths[1])": \(entry(#", "layout": {"pageMode": "double", "transition": "teleport"}"#))
            }}
            """.utf8).write(to: memory.fileURL)

        let oldLookup = memory.lookUp(documentAt: old)
        XCTAssertNil(oldLookup.warning)
        XCTAssertEqual(oldLookup.record?.position.reading.pageIndex, 7)
        XCTAssertEqual(oldLookup.record?.appearanceMode, .night)
        XCTAssertNil(oldLookup.record?.layout)
        let partialLookup = memory.lookUp(documentAt: partial)
        XCTAssertNil(partialLookup.warning)
        XCTAssertEqual(partialLookup.record?.layout, PartialLayoutSettings(pageMode: .double),
                       "a transition this sdlpdf does not know is not remembered")
        XCTAssertEqual(partialLookup.record?.position.zoom, 1.25)
    }

    func testAppearanceModeIsStoredAsItsRawValue() throws {
        var remembered = record(page: 0, mode: .night)
        XCTAssertEqual(remembered.appearanceModeRawValue, PDFAppearanceMode.night.rawValue)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(remembered)) as? [String: Any])
        XCTAssertEqual(json["appearanceModeRawValue"] as? Int, Int(PDFAppearanceMode.night.rawValue))

        remembered.appearanceModeRawValue = PDFAppearanceMode.sepia.rawValue | 1 << 7
        XCTAssertEqual(remembered.appearanceMode, .sepia, "unknown bits are left out of the typed mode")
        remembered.appearanceMode = []
        XCTAssertEqual(remembered.appearanceModeRawValue, 0)
    }

    func testUnknownDocumentHasNoRecordAndLookingUpCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.writeDocument("new.pdf", content: "new")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))

        XCTAssertEqual(memory.lookUp(documentAt: document), DocumentLookup())
        XCTAssertFalse(FileManager.default.fileExists(atPath: memory.directory.path))
    }

    func testTwoDocumentsAreKeptApart() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.writeDocument("first.pdf", content: "first")
        let second = try directory.writeDocument("second.pdf", content: "second")
        let memory = DocumentMemory(directory: directory.url)

        try memory.save(record(page: 3, mode: .night), forDocumentAt: first)
        try memory.save(record(page: 7), forDocumentAt: second)
        try memory.save(record(page: 4, mode: .night), forDocumentAt: first)

        XCTAssertEqual(memory.record(forDocumentAt: first), record(page: 4, mode: .night))
        XCTAssertEqual(memory.record(forDocumentAt: second), record(page: 7))
        XCTAssertEqual(storedKeys(memory).count, 2)
    }

    func testEverySpellingOfThePathFindsTheSameRecord() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.writeDocument("books/novel.pdf", content: "novel")
        let link = directory.path("shortcut.pdf")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: document)
        let linkedDirectory = directory.path("library")
        try FileManager.default.createSymbolicLink(atPath: linkedDirectory, withDestinationPath: directory.path("books"))
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))

        try memory.save(record(page: 12), forDocumentAt: link)

        let currentDirectoryDepth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: currentDirectoryDepth) + document.dropFirst()
        let spellings = [
            document,
            linkedDirectory + "/novel.pdf",
            directory.path("books/./../books/novel.pdf"),
            directory.url.path + "//books/novel.pdf",
            relative,
        ]
        for spelling in spellings {
            let lookup = memory.lookUp(documentAt: spelling)
            XCTAssertEqual(lookup.record, record(page: 12), spelling)
            XCTAssertEqual(lookup.match, .path, spelling)
        }
        XCTAssertEqual(storedKeys(memory), [CanonicalPath.of(document)])
        XCTAssertFalse(CanonicalPath.of(link).hasSuffix("shortcut.pdf"))
    }

    // MARK: - Fingerprint fallback

    func testMovedDocumentIsFoundByFingerprintAndItsEntryFollows() throws {
        let directory = try TemporaryDirectory()
        let original = try directory.writeDocument("downloads/paper.pdf", content: "moved paper")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        try memory.save(record(page: 9, mode: .sepia), forDocumentAt: original)
        let originalKey = CanonicalPath.of(original)

        let moved = directory.path("archive/2026/renamed.pdf")
        try FileManager.default.createDirectory(atPath: directory.path("archive/2026"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: original, toPath: moved)

        let lookup = memory.lookUp(documentAt: moved)
        XCTAssertEqual(lookup.record, record(page: 9, mode: .sepia))
        XCTAssertEqual(lookup.match, .fingerprint(rememberedPath: originalKey))

        try memory.save(record(page: 10, mode: .sepia), forDocumentAt: moved)
        XCTAssertEqual(storedKeys(memory), [CanonicalPath.of(moved)], "the entry for the vanished path is dropped")
        XCTAssertEqual(memory.lookUp(documentAt: moved).match, .path)
    }

    func testCopyIsRecognizedButTheOriginalKeepsItsEntry() throws {
        let directory = try TemporaryDirectory()
        let original = try directory.writeDocument("paper.pdf", content: "copied paper")
        let copy = directory.path("copy of paper.pdf")
        try FileManager.default.copyItem(atPath: original, toPath: copy)
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        try memory.save(record(page: 2), forDocumentAt: original)

        XCTAssertEqual(memory.lookUp(documentAt: copy).match, .fingerprint(rememberedPath: CanonicalPath.of(original)))
        try memory.save(record(page: 5), forDocumentAt: copy)

        XCTAssertEqual(memory.record(forDocumentAt: original), record(page: 2))
        XCTAssertEqual(memory.record(forDocumentAt: copy), record(page: 5))
    }

    func testFingerprintFallbackPrefersTheMostRecentlyOpenedMatch() throws {
        let directory = try TemporaryDirectory()
        let older = try directory.writeDocument("a/doc.pdf", content: "twin")
        let newer = try directory.writeDocument("b/doc.pdf", content: "twin")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        try memory.save(record(page: 1, openedAt: 800_000_000), forDocumentAt: older)
        try memory.save(record(page: 2, openedAt: 800_000_500), forDocumentAt: newer)

        let third = try directory.writeDocument("c/doc.pdf", content: "twin")
        XCTAssertEqual(memory.record(forDocumentAt: third), record(page: 2, openedAt: 800_000_500))
    }

    func testSameSizeButDifferentContentIsNotMatched() throws {
        let directory = try TemporaryDirectory()
        let original = try directory.writeDocument("one.pdf", content: "AAAA")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        try memory.save(record(page: 3), forDocumentAt: original)
        try FileManager.default.removeItem(atPath: original)

        let lookalike = try directory.writeDocument("two.pdf", content: "AAAB")
        XCTAssertEqual(memory.lookUp(documentAt: lookalike), DocumentLookup())
    }

    func testEditedDocumentKeepsItsRecordByPath() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.writeDocument("thesis.pdf", content: "draft 1")
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        try memory.save(record(page: 30), forDocumentAt: document)

        try directory.writeDocument("thesis.pdf", content: "draft 2, recompiled and longer")

        let lookup = memory.lookUp(documentAt: document)
        XCTAssertEqual(lookup.record, record(page: 30))
        XCTAssertEqual(lookup.match, .path)
    }

    // MARK: - Damaged files

    func testCorruptFileIsTreatedAsEmptyAndReplacedOnTheNextSave() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.writeDocument("paper.pdf", content: "paper")
        let memory = DocumentMemory(directory: directory.url)
        let garbage = Data("{\"version\": 1, \"documents\": {\"/x\": {".utf8)
        try garbage.write(to: memory.fileURL)

        let lookup = memory.lookUp(documentAt: document)
        XCTAssertNil(lookup.record)
        let lookupWarning = try XCTUnwrap(lookup.warning).message
        XCTAssertTrue(lookupWarning.contains(memory.fileURL.path), lookupWarning)
        XCTAssertTrue(lookupWarning.contains("not valid JSON"), lookupWarning)
        XCTAssertFalse(lookupWarning.contains("\n"))

        let saveWarning = try XCTUnwrap(try memory.save(record(page: 6), forDocumentAt: document)).message
        XCTAssertTrue(saveWarning.contains(memory.corruptFileURL.path), saveWarning)
        XCTAssertEqual(try Data(contentsOf: memory.corruptFileURL), garbage, "the damaged file is kept aside")

        let after = memory.lookUp(documentAt: document)
        XCTAssertEqual(after.record, record(page: 6))
        XCTAssertNil(after.warning)
    }

    func testFilesThatAreNotDocumentMemoriesAreIgnoredWithAWarning() throws {
        let directory = try TemporaryDirectory()
        let document = try directory.writeDocument("paper.pdf", content: "paper")
        let memory = DocumentMemory(directory: directory.url)
        let cases = [
            ("", "empty"),
            ("[1, 2, 3]", "not an sdlpdf document memory file"),
            ("{\"version\": 99, \"documents\": {}}", "newer sdlpdf"),
        ]
        for (content, reason) in cases {
            try Data(content.utf8).write(to: memory.fileURL)
            let lookup = memory.lookUp(documentAt: document)
            XCTAssertNil(lookup.record)
            XCTAssertTrue(lookup.warning?.message.contains(reason) == true, "\(content): \(String(describing: lookup.warning))")
        }
    }

    func testDamagedEntryIsSkippedAndTheOthersAreKept() throws {
        let directory = try TemporaryDirectory()
        let good = try directory.writeDocument("good.pdf", content: "good")
        let damaged = try directory.writeDocument("damaged.pdf", content: "damaged")
        let memory = DocumentMemory(directory: directory.url)
        try memory.save(record(page: 1), forDocumentAt: good)
        try memory.save(record(page: 2), forDocumentAt: damaged)

        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: memory.fileURL)) as? [String: Any])
        var documents = try XCTUnwrap(json["documents"] as? [String: Any])
        documents[CanonicalPath.of(damaged)] = ["record": ["fitMode": "diagonal"]]
        json["documents"] = documents
        try JSONSerialization.data(withJSONObject: json).write(to: memory.fileURL)

        let lookup = memory.lookUp(documentAt: good)
        XCTAssertEqual(lookup.record, record(page: 1))
        XCTAssertTrue(lookup.warning?.message.contains("1 damaged entry") == true, String(describing: lookup.warning))
        XCTAssertNil(memory.record(forDocumentAt: damaged))

        XCTAssertNotNil(try memory.save(record(page: 3), forDocumentAt: damaged))
        XCTAssertNil(memory.lookUp(documentAt: good).warning)
        XCTAssertEqual(memory.record(forDocumentAt: damaged), record(page: 3))
    }

    // MARK: - Bounds

    func testEvictionKeepsTheMostRecentlyOpened() throws {
        let directory = try TemporaryDirectory()
        let memory = DocumentMemory(directory: directory.url, maximumDocumentCount: 3)
        let documents = try (0..<5).map { try directory.writeDocument("doc\($0).pdf", content: "doc \($0)") }
        for index in [2, 0, 4, 1, 3] {
            try memory.save(record(page: index, openedAt: 800_000_000 + Double(index)), forDocumentAt: documents[index])
        }
        XCTAssertEqual(storedKeys(memory), Set(documents[2...4].map(CanonicalPath.of)))

        try memory.save(record(page: 0, openedAt: 700_000_000), forDocumentAt: documents[0])
        XCTAssertEqual(storedKeys(memory), Set([documents[0], documents[3], documents[4]].map(CanonicalPath.of)),
                       "the document just saved stays even with an old date")
        XCTAssertEqual(DocumentMemory(directory: directory.url).maximumDocumentCount, 1000)
    }

    // MARK: - Failures

    func testReadOnlyDirectoryGivesAClearErrorAndLeavesTheFileIntact() throws {
        try XCTSkipIf(geteuid() == 0, "skipped: root ignores directory permissions")
        let directory = try TemporaryDirectory()
        let (memory, document, before) = try memoryHoldingOneDocument(in: directory)
        XCTAssertEqual(chmod(memory.directory.path, 0o500), 0)

        XCTAssertThrowsError(try memory.save(record(page: 2), forDocumentAt: document)) { error in
            guard case let .unwritable(path, reason) = error as? DocumentMemoryError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, memory.directory.path)
            XCTAssertTrue(reason.contains("Permission denied"), reason)
            XCTAssertFalse(String(describing: error).contains("\n"))
        }
        XCTAssertEqual(try Data(contentsOf: memory.fileURL), before)
        XCTAssertEqual(memory.record(forDocumentAt: document), record(page: 1))
        XCTAssertTrue(FileManager.default.fileExists(atPath: document))
    }

    func testStateDirectoryBlockedByAFileGivesAClearError() throws {
        let directory = try TemporaryDirectory()
        let blocker = try directory.write(Data("not a directory".utf8), to: "state")
        let memory = DocumentMemory(directory: URL(fileURLWithPath: blocker).appendingPathComponent("sdlpdf"))

        XCTAssertThrowsError(try memory.save(record(page: 1), forDocumentAt: directory.path("paper.pdf"))) { error in
            XCTAssertEqual(String(describing: error),
                           "cannot remember documents in \(blocker)/sdlpdf: cannot create directory \(blocker): Not a directory")
        }
        XCTAssertEqual(try String(contentsOfFile: blocker, encoding: .utf8), "not a directory")
    }

    func testFailureToLockLeavesTheFileIntact() throws {
        let directory = try TemporaryDirectory()
        let (memory, document, before) = try memoryHoldingOneDocument(in: directory)
        let lockFile = memory.directory.appendingPathComponent("documents.json.lock").path
        try FileManager.default.removeItem(atPath: lockFile)
        try FileManager.default.createDirectory(atPath: lockFile, withIntermediateDirectories: false)

        XCTAssertThrowsError(try memory.save(record(page: 2), forDocumentAt: document)) { error in
            XCTAssertTrue(String(describing: error).contains("documents.json.lock: Is a directory"), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: memory.fileURL), before)
    }

    func testNonFiniteZoomIsRejectedWithoutTouchingTheFile() throws {
        let directory = try TemporaryDirectory()
        let (memory, document, before) = try memoryHoldingOneDocument(in: directory)

        XCTAssertThrowsError(try memory.save(record(page: 2, zoom: .nan), forDocumentAt: document)) { error in
            guard case .unencodable = error as? DocumentMemoryError else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertEqual(try Data(contentsOf: memory.fileURL), before)
    }

    // MARK: - Concurrency

    func testConcurrentSavesKeepEveryRecord() throws {
        let directory = try TemporaryDirectory()
        let memory = DocumentMemory(directory: directory.url.appendingPathComponent("state"))
        let writers = 6, documentsPerWriter = 5
        let failures = FailureLog()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            for index in 0..<documentsPerWriter {
                do {
                    try memory.save(record(page: writer * 100 + index),
                                    forDocumentAt: directory.path("writer\(writer)/doc\(index).pdf"))
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        XCTAssertEqual(failures.messages, [])
        for writer in 0..<writers {
            for index in 0..<documentsPerWriter {
                XCTAssertEqual(memory.record(forDocumentAt: directory.path("writer\(writer)/doc\(index).pdf"))?
                    .position.reading.pageIndex, writer * 100 + index)
            }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: memory.directory.path)
        XCTAssertEqual(Set(leftovers), ["documents.json", "documents.json.lock"], "no temporary files are left")
    }

    func testSaveWaitsForAnotherHolderOfTheLockAndGivesUpAfterTheTimeout() throws {
        let directory = try TemporaryDirectory()
        let memory = DocumentMemory(directory: directory.url, lockTimeout: 0.3)
        let lockFile = directory.path("documents.json.lock")
        let descriptor = open(lockFile, O_RDWR | O_CREAT, 0o600)
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0)

        let start = Date()
        XCTAssertThrowsError(try memory.save(record(page: 1), forDocumentAt: directory.path("a.pdf"))) { error in
            XCTAssertEqual(error as? DocumentMemoryError, .lockTimedOut(lockFile: lockFile, seconds: 0.3))
        }
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: memory.fileURL.path))

        close(descriptor)
        XCTAssertNoThrow(try memory.save(record(page: 1), forDocumentAt: directory.path("a.pdf")))
    }
}

/// Collects messages from concurrent closures.
private final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func add(_ message: String) {
        lock.lock()
        stored.append(message)
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
