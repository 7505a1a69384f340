import Foundation
import XCTest

/// Every write sdlpdf makes (ink saved into the document, `--save-to`, the
/// PNG export, the ink journal, the document memory and the brightness) run
/// through every failure point: with Tests/FaultInjection/write_faults.c
/// preloaded, each open, write, fsync, rename and close the write makes
/// fails in turn with ENOSPC, EIO, EACCES or EROFS. Afterwards nothing is
/// lost: the files are byte for byte what they were (no temporary file left),
/// the ink is still in memory and in the journal, the reader gets one line
/// naming the file and the reason, and trying again succeeds. A failure the
/// write rightly ignores (flushing the folder after the rename) must leave
/// the complete new file.
final class SaveFaultTests: EndToEndTestCase {
    /// What `sdlpdf-write-faults` printed.
    private struct Outcome: Decodable {
        struct Snapshot: Decodable, Equatable {
            struct Entry: Decodable, Equatable {
                var name: String
                var size: Int
                var digest: String
            }

            var files: [Entry]

            func size(of name: String) -> Int? { files.first { $0.name == name }?.size }
        }

        var before: Snapshot
        var after: Snapshot
        var calls: Int
        var failed: String?
        var error: String?
        var unsaved: Bool?
        var inkInMemory: Int?
        var journaled: Int?
        var retryError: String?
        var journaledAfterRetry: Int?
    }

    /// One failure point of a sweep, for messages.
    private struct Point: CustomStringConvertible {
        var family: String
        var nth: Int
        var errno: (name: String, reason: String)
        var description: String { "\(family) #\(nth) failing with \(errno.name)" }
    }

    private func driver() throws -> String {
        try sdlpdf().deletingLastPathComponent().appendingPathComponent("sdlpdf-write-faults").path
    }

    private func directory(_ name: String) throws -> URL {
        let url = workDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func pdf(in directory: URL) throws -> URL {
        try TestDocument.coloredSquares([.red], named: "doc.pdf", in: directory)
    }

    /// Runs the driver with `arguments` once without a fault (counting the
    /// calls of each family), then once per failure point, preparing fresh
    /// files with `prepare` before each run; hands every outcome to `check`.
    private func sweep(watching watched: URL, prepare: () throws -> [String],
                       check: (Outcome, Point, _ reference: Outcome) throws -> Void) throws {
        let environment = TestEnvironment.sdlpdfEnvironment(home: workDirectory)
        var points = 0
        for family in WriteFaultLibrary.families {
            let reference = try run(try prepare(), try WriteFaultLibrary.environment(
                environment, directory: watched, family: family, nth: 0, errno: "EIO"))
            XCTAssertNil(reference.error, "without a fault the write succeeds")
            guard reference.calls > 0 else { continue }
            for nth in 1...reference.calls {
                let point = Point(family: family, nth: nth, errno: WriteFaultLibrary.error(at: nth, of: family))
                let outcome = try run(try prepare(), try WriteFaultLibrary.environment(
                    environment, directory: watched, family: family, nth: nth, errno: point.errno.name))
                XCTAssertNotNil(outcome.failed, "\(point): the fault was injected")
                try check(outcome, point, reference)
                points += 1
            }
        }
        XCTAssertGreaterThan(points, 5, "the sweep reached the write's calls")
    }

    private func run(_ arguments: [String], _ environment: [String: String]) throws -> Outcome {
        let result = try Command.run(try driver(), arguments, environment: environment, timeout: 30,
                                     logDirectory: workDirectory)
        guard result.status == 0, let line = result.standardOutput.split(separator: "\n").last else {
            throw HarnessError.commandFailed(command: "sdlpdf-write-faults " + arguments.joined(separator: " "),
                                             status: result.status, standardError: result.standardError)
        }
        return try JSONDecoder().decode(Outcome.self, from: Data(line.utf8))
    }

    /// The message is one line naming `file` and the injected reason.
    private func assertOneLine(_ message: String, naming file: String, _ point: Point,
                               line: UInt = #line) {
        XCTAssertFalse(message.contains("\n"), "\(point): one line: \(message)", line: line)
        XCTAssertTrue(message.contains(file), "\(point): names \(file): \(message)", line: line)
        XCTAssertTrue(message.contains(point.errno.reason), "\(point): says \(point.errno.reason): \(message)", line: line)
    }

    /// After a failed write the watched folder is what it was; after one
    /// that rightly succeeded, it holds the same names (no temporary file)
    /// with `file` as large as the faultless write made it (give or take
    /// `sizeTolerance` bytes, for content with a time stamp).
    private func assertNothingLost(_ outcome: Outcome, _ point: Point, reference: Outcome, file: String,
                                   sizeTolerance: Int = 0, line: UInt = #line) {
        if outcome.error != nil {
            XCTAssertEqual(outcome.after, outcome.before, "\(point): the files are as they were", line: line)
        } else {
            XCTAssertEqual(outcome.after.files.map(\.name), reference.after.files.map(\.name),
                           "\(point): no temporary file is left", line: line)
            let size = outcome.after.size(of: file) ?? 0, expected = reference.after.size(of: file) ?? 0
            XCTAssertLessThanOrEqual(abs(size - expected), sizeTolerance,
                                     "\(point): succeeded, so \(file) is whole (\(size) bytes, not \(expected))", line: line)
        }
    }

    private func assertInkKept(_ outcome: Outcome, _ point: Point, line: UInt = #line) {
        if outcome.error != nil {
            XCTAssertEqual(outcome.unsaved, true, "\(point): the ink is still to be saved", line: line)
            XCTAssertEqual(outcome.inkInMemory, 1, "\(point): the stroke is in memory", line: line)
            XCTAssertEqual(outcome.journaled, 1, "\(point): the stroke is still journaled", line: line)
            XCTAssertNil(outcome.retryError, "\(point): saving again succeeds", line: line)
        } else {
            XCTAssertEqual(outcome.unsaved, false, "\(point)", line: line)
            XCTAssertEqual(outcome.journaled, 0, "\(point): a saved stroke leaves the journal", line: line)
        }
    }

    func testSavingInkIntoTheDocumentLosesNothingAtAnyFailedCall() throws {
        let documents = try directory("docs"), journals = try directory("journals")
        try sweep(watching: documents, prepare: {
            try? FileManager.default.removeItem(at: documents)
            _ = try directory("docs")
            try? FileManager.default.removeItem(at: journals)
            return ["save", try pdf(in: documents).path, journals.path]
        }, check: { outcome, point, reference in
            assertNothingLost(outcome, point, reference: reference, file: "doc.pdf")
            assertInkKept(outcome, point)
            if let error = outcome.error { assertOneLine(error, naming: documents.path + "/doc.pdf", point) }
        })
    }

    func testSavingToAnotherFileLosesNothingAtAnyFailedCall() throws {
        let documents = try directory("docs"), output = try directory("out"), journals = try directory("journals")
        let document = try pdf(in: documents)
        let original = try Data(contentsOf: document)
        let destination = output.appendingPathComponent("inked.pdf")
        try sweep(watching: output, prepare: {
            try? FileManager.default.removeItem(at: journals)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: document, to: destination)
            return ["save-to", document.path, destination.path, journals.path]
        }, check: { outcome, point, reference in
            assertNothingLost(outcome, point, reference: reference, file: "inked.pdf")
            assertInkKept(outcome, point)
            if let error = outcome.error { assertOneLine(error, naming: destination.path, point) }
            XCTAssertEqual(try Data(contentsOf: document), original, "\(point): --save-to leaves the document")
        })
    }

    func testTheInkJournalKeepsItsLastStrokesAtAnyFailedCall() throws {
        let documents = try directory("docs"), journals = try directory("journals")
        let document = try pdf(in: documents)
        try sweep(watching: journals, prepare: {
            try? FileManager.default.removeItem(at: journals)
            _ = try directory("journals")
            return ["journal", document.path, journals.path]
        }, check: { outcome, point, _ in
            XCTAssertEqual(outcome.inkInMemory, 2, "\(point): both strokes are in memory")
            if let error = outcome.error {
                XCTAssertEqual(outcome.after, outcome.before, "\(point): the journal is as it was")
                XCTAssertEqual(outcome.journaled, 1, "\(point): the journaled stroke is still there")
                assertOneLine(error, naming: journals.path, point)
            } else {
                XCTAssertEqual(outcome.journaled, 2, "\(point)")
            }
            XCTAssertEqual(outcome.after.files.filter { $0.name.hasSuffix(".tmp") }, [], "\(point): no temporary file")
            XCTAssertNil(outcome.retryError, "\(point): the next edit journals again")
            XCTAssertEqual(outcome.journaledAfterRetry, 3, "\(point): every stroke is journaled after the next edit")
        })
    }

    func testTheDocumentMemoryIsNeverReplacedByAFailedWrite() throws {
        let documents = try directory("docs"), state = try directory("state")
        let document = try pdf(in: documents)
        try sweep(watching: state, prepare: {
            try? FileManager.default.removeItem(at: state)
            _ = try directory("state")
            return ["memory", document.path, state.path]
        }, check: { outcome, point, reference in
            assertNothingLost(outcome, point, reference: reference, file: "documents.json", sizeTolerance: 8)
            if let error = outcome.error { assertOneLine(error, naming: state.path, point) }
            let memory = try JSONSerialization.jsonObject(with: Data(contentsOf: state.appendingPathComponent("documents.json")))
            XCTAssertTrue("\(memory)".contains("doc.pdf"), "\(point): the document is remembered")
            XCTAssertNil(outcome.retryError, "\(point): remembering again succeeds")
        })
    }

    func testTheBrightnessIsNeverReplacedByAFailedWrite() throws {
        let state = try directory("state")
        try sweep(watching: state, prepare: {
            try? FileManager.default.removeItem(at: state)
            _ = try directory("state")
            return ["brightness", state.path]
        }, check: { outcome, point, reference in
            assertNothingLost(outcome, point, reference: reference, file: "brightness.json")
            if let error = outcome.error { assertOneLine(error, naming: state.path, point) }
            XCTAssertNil(outcome.retryError, "\(point): remembering again succeeds")
        })
    }

    /// `sdlpdf export` over an older PNG, the fault armed from the start
    /// (only calls on the output folder count).
    func testExportLeavesTheOlderImageAtAnyFailedCall() throws {
        let documents = try directory("docs"), output = try directory("out")
        let document = try pdf(in: documents)
        let image = output.appendingPathComponent("page.png"), report = workDirectory.appendingPathComponent("report")
        XCTAssertEqual(try runSDLPDF(["export", document.path, "-o", image.path, "--dpi", "20"]).status, 0)
        let older = try Data(contentsOf: image)
        let reference = try runSDLPDF(["export", document.path, "-o", image.path, "--dpi", "30"])
        XCTAssertEqual(reference.status, 0, reference.standardError)
        let referenceSize = try Data(contentsOf: image).count
        var points = 0
        for family in WriteFaultLibrary.families {
            for nth in 1... {
                let point = Point(family: family, nth: nth, errno: WriteFaultLibrary.error(at: nth, of: family))
                try older.write(to: image)
                let environment = try WriteFaultLibrary.environment(
                    TestEnvironment.sdlpdfEnvironment(home: workDirectory), directory: output, family: family,
                    nth: nth, errno: point.errno.name, armedFromStart: true, report: report)
                let result = try Command.run(try sdlpdf().path, ["export", document.path, "-o", image.path, "--dpi", "30"],
                                             environment: environment, timeout: 30, logDirectory: workDirectory)
                guard try String(contentsOf: report, encoding: .utf8).split(separator: " ").last != "-\n" else { break }
                points += 1
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), ["page.png"],
                               "\(point): no temporary file is left")
                if result.status == 0 {
                    XCTAssertEqual(try Data(contentsOf: image).count, referenceSize, "\(point): succeeded, so the image is whole")
                } else {
                    XCTAssertEqual(result.status, 1, "\(point)")
                    XCTAssertEqual(try Data(contentsOf: image), older, "\(point): the older image is left")
                    let message = result.standardError.trimmingCharacters(in: .newlines)
                    assertOneLine(message, naming: "page.png", point)
                }
            }
        }
        XCTAssertGreaterThan(points, 5, "the sweep reached the export's calls")
    }
}
