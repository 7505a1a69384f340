import Foundation
import PDFAppearance
import PDFEngine
import XCTest

final class InkSavingTests: FixtureTestCase {
    private let plum = Color(red: 0.5, green: 0.2, blue: 0.6)
    private let stroke = [PagePoint(x: 40, y: 60), PagePoint(x: 160, y: 90), PagePoint(x: 250, y: 300)]

    private func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    private func leftovers(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
    }

    func testSaveAppendsTheStrokeToTheSameFileAndReopens() throws {
        let path = try fixtures.blankPage()
        let original = try bytes(path)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 5)
        XCTAssertEqual(try document.save(), .incremental)
        XCTAssertFalse(document.hasUnsavedChanges)
        let written = try bytes(path)
        XCTAssertGreaterThan(written.count, original.count)
        XCTAssertEqual(written.prefix(original.count), original, "an incremental save keeps the original bytes")
        XCTAssertEqual(try leftovers(in: fixtures.directory.path), [])
        XCTAssertEqual(try fixtures.mutoolProblems(path), [])

        let reopened = try Document(path: path)
        let ink = try XCTUnwrap(reopened.inkAnnotations(onPage: 0).first)
        XCTAssertEqual(ink.width, 5, accuracy: 0.001)
        XCTAssertEqual(ink.color?.rgba8.0, plum.rgba8.0)
        XCTAssertEqual(ink.color?.rgba8.1, plum.rgba8.1)
        XCTAssertEqual(ink.color?.rgba8.2, plum.rgba8.2)
        XCTAssertEqual(ink.strokes.first?.count, 3)
        XCTAssertEqual(ink.strokes.first?.last?.x ?? 0, 250, accuracy: 0.01)
        XCTAssertEqual(ink.strokes.first?.last?.y ?? 0, 300, accuracy: 0.01)

        let annotations = try fixtures.mutoolAnnotations(path)
        XCTAssertEqual(annotations.count, 1)
        let saved = try XCTUnwrap(annotations.first)
        XCTAssertEqual(saved.type, "Ink")
        XCTAssertEqual(saved.border, 5, accuracy: 0.001)
        XCTAssertEqual(saved.opacity, 1)
        XCTAssertEqual(saved.color.count, 3)
        for (got, want) in zip(saved.color, [plum.red, plum.green, plum.blue]) { XCTAssertEqual(got, want, accuracy: 0.0001) }
        XCTAssertEqual(saved.ink.count, 1)
        XCTAssertEqual(saved.ink.first?.flatMap { $0 } ?? [], stroke.flatMap { [$0.x, $0.y] })
        let pixels = try reopened.renderDayPixels(page: 0, scale: 1)
        XCTAssertPixel(pixels.pixel(x: 100, y: 75), plum.rgba8, within: 1, "the appearance stream is saved")
    }

    func testSavingAgainAfterMoreEditsKeepsAValidFile() throws {
        let path = try fixtures.blankPage()
        let document = try Document(path: path)
        let first = try document.addInkStroke(page: 0, points: stroke, color: plum, width: 5).annotation
        try document.save()
        try document.addInkStroke(page: 0, points: [PagePoint(x: 10, y: 380), PagePoint(x: 290, y: 380)], color: plum, width: 2)
        try document.removeInkAnnotation(first)
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertEqual(try document.save(), .incremental)
        let annotations = try fixtures.mutoolAnnotations(path)
        XCTAssertEqual(annotations.map(\.ink), [[[[10, 380], [290, 380]]]])
        XCTAssertEqual(try fixtures.mutoolProblems(path), [])
        XCTAssertEqual(try document.undo()?.annotation, first, "undo still works after saving")
        try document.save(to: fixtures.path("third.pdf"))
        XCTAssertEqual(try fixtures.mutoolAnnotations(fixtures.path("third.pdf")).count, 2)
    }

    func testErasingAnAnnotationAlreadyInTheFile() throws {
        let path = try fixtures.blankPage()
        let script = try fixtures.write("add.js", """
        var doc = new Document(scriptArgs[0]);
        var a = doc.loadPage(0).createAnnotation("Ink");
        a.setColor([0, 0.5, 0]); a.setBorder(4); a.setInkList([[[30, 30], [270, 30]]]); a.update();
        doc.save(scriptArgs[0], "incremental");
        """)
        try Fixtures.run("mutool", ["run", script, path])
        let document = try Document(path: path)
        let existing = try XCTUnwrap(document.inkAnnotation(at: PagePoint(x: 150, y: 31), onPage: 0))
        XCTAssertEqual(existing.width, 4)
        try document.removeInkAnnotation(existing.id)
        try document.save()
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).count, 0)
        XCTAssertEqual(try Document(path: path).inkAnnotations(onPage: 0), [])
    }

    func testSaveToAnotherFileLeavesTheOriginalUntouched() throws {
        let path = try fixtures.blankPage()
        let original = try bytes(path)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        let copy = fixtures.path("copy.pdf")
        try document.save(to: copy)
        XCTAssertEqual(try bytes(path), original)
        XCTAssertEqual(try fixtures.mutoolAnnotations(copy).count, 1)
        XCTAssertEqual(try Document(path: path).inkAnnotations(onPage: 0), [])
    }

    func testSaveIntoAMissingFolderFailsAndKeepsTheStrokes() throws {
        let document = try Document(path: try fixtures.blankPage())
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        let destination = fixtures.path("no-such-folder/out.pdf")
        XCTAssertThrowsError(try document.save(to: destination)) { error in
            guard case .saveFailed(_, let target, let reason) = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(target, destination)
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue("\(error)".contains("no-such-folder/out.pdf"), "\(error)")
        }
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).count, 1)
    }

    /// The document's folder disappears while it is open: saving fails, and
    /// succeeds once the folder is back.
    func testSaveAfterTheFolderIsGoneFailsThenSucceedsWhenItReturns() throws {
        let folder = fixtures.path("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/doc.pdf"
        try FileManager.default.copyItem(atPath: try fixtures.blankPage(), toPath: path)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        try FileManager.default.removeItem(atPath: folder)
        XCTAssertThrowsError(try document.save())
        XCTAssertTrue(document.hasUnsavedChanges)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try document.save()
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).count, 1)
    }

    /// Writing stops half-way (a file size limit stands in for a full disk):
    /// the original stays byte for byte, no temporary file is left, the strokes
    /// stay in memory and the next save succeeds.
    func testFailedWriteLeavesTheOriginalIntact() throws {
        let path = try fixtures.blankPage()
        let original = try bytes(path)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)

        var previous = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &previous)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var limited = previous
        limited.rlim_cur = rlim_t(original.count + 16)
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited), 0)
        XCTAssertThrowsError(try document.save()) { error in
            guard case .saveFailed = error as? DocumentError else { return XCTFail("\(error)") }
        }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &previous)
        signal(SIGXFSZ, previousHandler)

        XCTAssertEqual(try bytes(path), original)
        XCTAssertEqual(try leftovers(in: fixtures.directory.path), [])
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertEqual(try document.save(), .incremental)
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).count, 1)
        XCTAssertEqual(try fixtures.mutoolProblems(path), [], "a failed save does not spoil the next one")
    }

    /// Sets or clears the immutable attribute, which stops even root from
    /// writing; skips the test where the file system has no such attribute.
    private func setImmutable(_ on: Bool, _ path: String) throws {
        do {
            try Fixtures.run("chattr", [on ? "+i" : "-i", path])
        } catch {
            throw XCTSkip("chattr cannot make \(path) immutable here: \(error)")
        }
    }

    func testReadOnlyFileIsRefusedAndKeptIntact() throws {
        let path = try fixtures.blankPage()
        let original = try bytes(path)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        try setImmutable(true, path)
        defer { try? setImmutable(false, path) }
        XCTAssertThrowsError(try document.save()) { error in
            guard case .saveFailed(_, _, let reason) = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("read-only"), reason)
        }
        XCTAssertEqual(try bytes(path), original)
        XCTAssertTrue(document.hasUnsavedChanges)
        try setImmutable(false, path)
        try document.save()
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).count, 1)
    }

    func testReadOnlyFolderFailsCleanly() throws {
        let folder = fixtures.path("locked")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/doc.pdf"
        try FileManager.default.copyItem(atPath: try fixtures.blankPage(), toPath: path)
        let original = try bytes(path)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        try setImmutable(true, folder)
        defer { try? setImmutable(false, folder) }
        XCTAssertThrowsError(try document.save()) { error in
            guard case .saveFailed = error as? DocumentError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try bytes(path), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["doc.pdf"])
        XCTAssertTrue(document.hasUnsavedChanges)
    }

    func testRepairedFileIsSavedInFull() throws {
        let path = try fixtures.blankPage()
        try fixtures.breakStartxref(path)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        XCTAssertEqual(try document.save(), .full)
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).count, 1)
        XCTAssertEqual(try Document(path: path).inkAnnotations(onPage: 0).count, 1)
        try document.addInkStroke(page: 0, points: [PagePoint(x: 5, y: 5), PagePoint(x: 50, y: 5)], color: plum, width: 3)
        XCTAssertEqual(try document.save(), .full)
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).count, 2)
        XCTAssertEqual(try fixtures.mutoolProblems(path), [])
        try document.undo()
        XCTAssertEqual(try document.save(), .full)
        XCTAssertEqual(try fixtures.mutoolAnnotations(path).count, 1, "undo works after a full save")
    }

    func testEncryptedDocumentStaysEncryptedWithItsInk() throws {
        let path = try fixtures.encrypted(try fixtures.blankPage(), name: "secret.pdf", method: "aes-128", user: "user", owner: "owner")
        let document = try Document(path: path, password: "user")
        XCTAssertEqual(document.inkAvailability, .available)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        XCTAssertEqual(try document.save(), .incremental)
        XCTAssertThrowsError(try Document(path: path), "still needs its password")
        let reopened = try Document(path: path, password: "user")
        XCTAssertEqual(try reopened.inkAnnotations(onPage: 0).first?.strokes.first?.count, 3)
    }

    func testSaveKeepsTheFilePermissions() throws {
        let path = try fixtures.blankPage()
        chmod(path, 0o640)
        let document = try Document(path: path)
        try document.addInkStroke(page: 0, points: stroke, color: plum, width: 3)
        try document.save()
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
    }
}
