import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// Saving when the document's file was replaced or rewritten on disk after
/// it was opened: never silently over the newer file, never an update
/// section appended to bytes the document was not read from.
final class ChangedFileSavingTests: FixtureTestCase {
    private let stroke = [PagePoint(x: 40, y: 60), PagePoint(x: 160, y: 90), PagePoint(x: 250, y: 300)]

    private func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// A document opened from `path` with one stroke, whose file is then
    /// replaced like `cp other.pdf x.new && mv x.new x.pdf` does.
    private func inkedDocumentWhoseFileIsReplaced() throws -> (document: Document, path: String, newer: Data) {
        let path = try fixtures.blankPage("x.pdf")
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: Color(red: 1, green: 0, blue: 0), width: 4)
        let other = try fixtures.pdf("other.pdf", pages: [(200, 200, "0 1 0 rg 0 0 200 200 re f")])
        XCTAssertFalse(document.fileChangedOnDisk, "nothing changed yet")
        try FileManager.default.copyItem(atPath: other, toPath: fixtures.path("x.new"))
        XCTAssertEqual(rename(fixtures.path("x.new"), path), 0)
        return (document, path, try bytes(path))
    }

    func testTheIdentityOfTheOpenedFileIsKnownAndAReplacementIsNoticed() throws {
        let (document, _, _) = try inkedDocumentWhoseFileIsReplaced()
        XCTAssertTrue(document.fileChangedOnDisk)
    }

    func testAFileRewrittenInPlaceIsNoticedToo() throws {
        let path = try fixtures.blankPage("inplace.pdf")
        let document = try Document(path: path)
        var contents = try bytes(path)
        contents.append(contentsOf: Array("% a rebuild\n".utf8))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: contents)
        try handle.close()
        XCTAssertTrue(document.fileChangedOnDisk)
    }

    func testSavingOverAReplacedFileIsRefusedAndLeavesItsBytes() throws {
        let (document, path, newer) = try inkedDocumentWhoseFileIsReplaced()
        XCTAssertThrowsError(try document.save()) { error in
            XCTAssertEqual(error as? DocumentError, .changedOnDisk(path: path))
        }
        XCTAssertEqual(try bytes(path), newer, "the newer file was overwritten")
        XCTAssertTrue(document.hasUnsavedChanges, "the ink is still to be saved")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixtures.directory.path).filter { $0.hasSuffix(".tmp") }, [])
    }

    func testReplacingTheChangedFileWritesTheOldPagesWithTheInkInFull() throws {
        let (document, path, _) = try inkedDocumentWhoseFileIsReplaced()
        XCTAssertEqual(try document.save(replacingChangedFile: true), .full, "an update section would be appended to another file")
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertFalse(document.fileChangedOnDisk, "the saved file is the document's own again")
        XCTAssertEqual(try fixtures.mutoolProblems(path), [])
        let saved = try Document(path: path)
        XCTAssertEqual(saved.pageSize(at: 0).width, 300, "the old page, not the newer file's")
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).map(\.type), ["Ink"])

        try document.addInkStroke(page: 0, points: [PagePoint(x: 10, y: 380), PagePoint(x: 290, y: 380)],
                                  color: Color(red: 0, green: 0, blue: 1), width: 2)
        try document.save()
        XCTAssertEqual(try fixtures.mutoolProblems(path), [], "the next save onto the saved file is sound")
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).map(\.type), ["Ink", "Ink"])
    }

    func testSavingElsewhereAfterAChangeWritesInFullAndLeavesTheNewerFile() throws {
        let (document, path, newer) = try inkedDocumentWhoseFileIsReplaced()
        let elsewhere = fixtures.path("x-ink.pdf")
        XCTAssertEqual(try document.save(to: elsewhere), .full)
        XCTAssertEqual(try bytes(path), newer)
        XCTAssertEqual(try fixtures.mutoolProblems(elsewhere), [])
        XCTAssertEqual(try Document(path: elsewhere).pageSize(at: 0).width, 300)
        XCTAssertEqual(try fixtures.mutoolAnnotations(elsewhere).map(\.type), ["Ink"])
    }

    func testAnUnchangedFileStillSavesIncrementallyAndAgainAfterItsOwnSave() throws {
        let path = try fixtures.blankPage("same.pdf")
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: Color(red: 1, green: 0, blue: 0), width: 4)
        XCTAssertEqual(try document.save(), .incremental)
        XCTAssertFalse(document.fileChangedOnDisk, "its own save is not a change on disk")
        try document.addInkStroke(page: 0, points: stroke, color: Color(red: 0, green: 0, blue: 1), width: 4)
        XCTAssertEqual(try document.save(), .incremental)
    }
}
