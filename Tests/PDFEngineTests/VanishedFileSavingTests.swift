import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// Saving ink when the document's file was deleted, truncated or sits on a
/// read-only mount after it was opened: the strokes are never lost, the
/// file is never made worse, and a save that can be made is whole.
final class VanishedFileSavingTests: FixtureTestCase {
    private let stroke = [PagePoint(x: 40, y: 60), PagePoint(x: 160, y: 90), PagePoint(x: 250, y: 300)]

    private func inkedDocument(_ path: String) throws -> Document {
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: Color(red: 1, green: 0, blue: 0), width: 4)
        return document
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.directory.path).filter { $0.hasSuffix(".tmp") }
    }

    func testADeletedFileIsWrittenAgainInFullWithTheInk() throws {
        let path = try fixtures.blankPage()
        let document = try inkedDocument(path)
        XCTAssertEqual(unlink(path), 0)
        XCTAssertFalse(document.fileChangedOnDisk, "a removed file is no change: saving there loses nothing")
        XCTAssertEqual(try document.save(), .full, "there are no bytes left to append to")
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertEqual(try fixtures.mutoolProblems(path), [])
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).map(\.type), ["Ink"])
        XCTAssertEqual(try Document(path: path).pageSize(at: 0).width, 300)
    }

    /// The pages MuPDF has not read yet are gone with the bytes: saving
    /// anywhere fails, saying why, and the ink stays in memory and in the
    /// journal (before, a save elsewhere wrote an empty document and dropped
    /// the ink as saved).
    private func assertNothingIsWritten(_ document: Document, path: String, saying expected: String,
                                        line: UInt = #line) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for destination in [nil, fixtures.path("elsewhere.pdf")] {
            for replacing in [false, true] {
                XCTAssertThrowsError(try document.save(to: destination, replacingChangedFile: replacing), line: line) { error in
                    XCTAssertTrue("\(error)".contains(expected), "\(error)", line: line)
                    XCTAssertTrue("\(error)".contains(path), "\(error)", line: line)
                    XCTAssertFalse("\(error)".contains("\n"), line: line)
                }
            }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes, "the file is left as it is", line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixtures.path("elsewhere.pdf")), line: line)
        XCTAssertEqual(try leftovers(), [], line: line)
        XCTAssertTrue(document.hasUnsavedChanges, line: line)
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).count, 1, line: line)
        XCTAssertEqual(document.pendingInkStrokes().count, 1, "the stroke is still to be journaled", line: line)
    }

    func testATruncatedFileIsNotSavedAnywhereAndTheInkIsKept() throws {
        let path = try fixtures.blankPage()
        let document = try inkedDocument(path)
        XCTAssertEqual(truncate(path, 0), 0)
        XCTAssertTrue(document.fileChangedOnDisk)
        try assertNothingIsWritten(document, path: path, saying: "was cut to 0 of its")
    }

    /// `cp other.pdf doc.pdf` rewrites the same inode: the offsets MuPDF
    /// would read pages at now hold other bytes.
    func testAFileRewrittenInPlaceIsNotSavedAnywhereAndTheInkIsKept() throws {
        let path = try fixtures.blankPage()
        let document = try inkedDocument(path)
        let other = try fixtures.pdf("other.pdf", pages: [(200, 200, "0 1 0 rg 0 0 200 200 re f"), (200, 200, "")])
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: try Data(contentsOf: URL(fileURLWithPath: other)))
        try handle.close()
        try assertNothingIsWritten(document, path: path, saying: "was rewritten in place while open")
    }

    /// A read-only bind mount (root only; skipped elsewhere): the save fails
    /// naming the file and the reason, the file and the ink stay, saving
    /// elsewhere still works.
    func testAFileOnAReadOnlyMountIsRefusedAndTheInkKept() throws {
        let source = fixtures.path("source"), mounted = fixtures.path("mounted")
        for folder in [source, mounted] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let path = source + "/doc.pdf"
        try FileManager.default.copyItem(atPath: try fixtures.blankPage(), toPath: path)
        do {
            _ = try Fixtures.run("mount", ["--bind", source, mounted])
        } catch {
            throw XCTSkip("no bind mount here (needs root): \(error)")
        }
        defer { _ = try? Fixtures.run("umount", [mounted]) }
        do {
            _ = try Fixtures.run("mount", ["-o", "remount,bind,ro", mounted])
        } catch {
            throw XCTSkip("the bind mount cannot be made read-only here: \(error)")
        }
        let onMount = mounted + "/doc.pdf"
        let original = try Data(contentsOf: URL(fileURLWithPath: onMount))
        let document = try inkedDocument(onMount)
        XCTAssertThrowsError(try document.save()) { error in
            guard case .saveFailed(_, _, let reason) = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("Read-only file system"), reason)
            XCTAssertTrue("\(error)".contains(onMount), "\(error)")
            XCTAssertFalse("\(error)".contains("\n"))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: onMount)), original)
        XCTAssertTrue(document.hasUnsavedChanges)
        let elsewhere = fixtures.path("saved.pdf")
        try document.save(to: elsewhere)
        XCTAssertEqual(try fixtures.mutoolAnnotations(elsewhere).map(\.type), ["Ink"])
    }

    /// A file without write permission (mode 0444) is refused (root may
    /// write it, so the test needs another user; EACCES from the file system
    /// itself is in SaveFaultTests' sweep).
    func testAFileWithoutWritePermissionIsRefusedAndTheInkKept() throws {
        guard getuid() != 0 else { throw XCTSkip("root may write a file without write permission") }
        let path = try fixtures.blankPage()
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try inkedDocument(path)
        XCTAssertEqual(chmod(path, 0o444), 0)
        defer { chmod(path, 0o644) }
        XCTAssertThrowsError(try document.save()) { error in
            XCTAssertTrue("\(error)".contains("read-only (Permission denied)"), "\(error)")
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original)
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertEqual(try leftovers(), [])
    }
}
