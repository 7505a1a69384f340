import Foundation
import XCTest

/// Unsaved ink while the document's file is replaced on disk (`cp other.pdf
/// x.new && mv x.new x.pdf`): the window says so, and Ctrl+S asks instead
/// of writing over the newer file.
final class ChangedFileTests: EndToEndTestCase {
    private var document: URL!
    private var newer: Data!
    private var viewer: ViewerSession!

    /// Opens a copy of a one-page document, draws a stroke, replaces the
    /// file by a two-page one, waits for the window to say so (unless
    /// `waitingForTheMessage` is false: then Ctrl+S comes before the
    /// watcher can have noticed), presses Ctrl+S and waits for the prompt.
    private func drawThenReplaceTheFileThenSave(waitingForTheMessage: Bool = true) throws {
        document = try TestDocument.coloredSquares([.red], named: "x.pdf", in: workDirectory)
        let other = try TestDocument.coloredSquares([.green, .blue], named: "other.pdf", in: workDirectory)
        viewer = try launchViewer(["--ink-color", "#000000", "--ink-width", "6", document.path], on: try startDisplay())
        let page = try viewer.waitForSquarePage("page 1's red square", square: .red)
        try viewer.window.press("i")
        try viewer.window.drag(fromX: page.width / 2 - 50, fromY: page.height / 2, toX: page.width / 2 + 50, toY: page.height / 2)
        _ = try viewer.waitForFrame("the black stroke across the red square") { image in
            (-40...40).allSatisfy { dx in (-8...8).contains { dy in image[image.width / 2 + dx, image.height / 2 + dy].luma < 40 } }
        }
        try viewer.window.press("i")

        let replacement = workDirectory.appendingPathComponent("x.new")
        try FileManager.default.copyItem(at: other, to: replacement)
        XCTAssertEqual(rename(replacement.path, document.path), 0)
        newer = try Data(contentsOf: document)
        if waitingForTheMessage {
            _ = try viewer.waitForFrame("the message that the file changed on disk", timeout: 5) { $0.showsErrorMessage }
        }
        XCTAssertEqual(try Data(contentsOf: document), newer, "the changed file was touched before any save")

        try viewer.window.press("ctrl+s")
        _ = try viewer.waitForFrame("the prompt asking what to do with the ink", timeout: 3) { $0.showsChoicePrompt }
        XCTAssertEqual(try Data(contentsOf: document), newer, "Ctrl+S wrote over the newer file")
    }

    /// The journal files of the run (`$XDG_STATE_HOME/sdlpdf/ink`).
    private func journals() -> [String] {
        let folder = workDirectory.appendingPathComponent("state/sdlpdf/ink")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
    }

    /// Page count and annotation types of `file`, as `mutool run` reads them.
    private func pagesAndAnnotations(of file: URL) throws -> (pages: Int, annotations: [String]) {
        let script = workDirectory.appendingPathComponent("contents.js")
        try """
            var doc = new PDFDocument(scriptArgs[0]);
            print(doc.countPages());
            var annotations = doc.loadPage(0).getAnnotations();
            for (var i = 0; i < annotations.length; i++) print(annotations[i].getType());
            """.write(to: script, atomically: true, encoding: .utf8)
        let result = try Command.run("mutool", ["run", script.path, file.path], timeout: 10)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("error"), "MuPDF errors reading \(file.lastPathComponent): \(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        return (Int(lines.first ?? "") ?? -1, Array(lines.dropFirst()))
    }

    /// Polls until `file` has an Ink annotation, then returns what it holds.
    private func waitForInk(in file: URL) throws -> (pages: Int, annotations: [String]) {
        try poll("an Ink annotation in \(file.lastPathComponent)", timeout: 5, interval: 0.1) {
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            let contents = try pagesAndAnnotations(of: file)
            return contents.annotations.contains("Ink") ? contents : nil
        }
    }

    func testEscapeCancelsAndLeavesTheNewerFileAndTheJournal() throws {
        try drawThenReplaceTheFileThenSave()
        XCTAssertEqual(journals().count, 1, "the stroke is journaled")
        try viewer.window.press("Escape")
        _ = try viewer.waitForFrame("the prompt gone", timeout: 3) { !$0.showsChoicePrompt }
        XCTAssertTrue(viewer.process.isRunning)
        XCTAssertEqual(try Data(contentsOf: document), newer, "cancelling wrote the file")
        XCTAssertEqual(journals().count, 1, "the stroke is still journaled")
        XCTAssertFalse(FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent("x-ink.pdf").path))
    }

    func testCtrlSBeforeTheWindowNoticedTheChangeAsksToo() throws {
        try drawThenReplaceTheFileThenSave(waitingForTheMessage: false)
        try viewer.window.press("Escape")
        _ = try viewer.waitForFrame("the prompt gone", timeout: 3) { !$0.showsChoicePrompt }
        XCTAssertEqual(try Data(contentsOf: document), newer)
    }

    func testSaveAsWritesTheInkBesideTheFileAndShowsThatFile() throws {
        try drawThenReplaceTheFileThenSave()
        try viewer.window.press("a")
        _ = try viewer.waitForFrame("the path prompt", timeout: 3) { $0.showsPromptPanel && !$0.showsChoicePrompt }
        try viewer.window.press("Return")
        let saved = workDirectory.appendingPathComponent("x-ink.pdf")
        let contents = try waitForInk(in: saved)
        XCTAssertEqual(contents.pages, 1, "x-ink.pdf holds the document as it was opened, not the newer file")
        XCTAssertEqual(contents.annotations, ["Ink"])
        XCTAssertEqual(try Data(contentsOf: document), newer, "Save As touched the newer file")
        XCTAssertEqual(try viewer.title(expecting: "x-ink.pdf \u{2014} 1/1 \u{2014} sdlpdf"), "x-ink.pdf \u{2014} 1/1 \u{2014} sdlpdf")
        XCTAssertEqual(journals(), [], "the saved stroke is still journaled")
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), "q asked again: the ink is saved")
    }

    func testOverwriteWritesTheOpenedPagesWithTheInkInPlaceOfTheNewerFile() throws {
        try drawThenReplaceTheFileThenSave()
        try viewer.window.press("o")
        let contents = try waitForInk(in: document)
        XCTAssertEqual(contents.pages, 1, "the file holds the document as it was opened, with the ink")
        XCTAssertEqual(contents.annotations, ["Ink"])
        let problems = try Command.run("mutool", ["info", document.path], timeout: 10)
        XCTAssertFalse((problems.standardOutput + problems.standardError).contains("error"), problems.standardError)
        XCTAssertEqual(journals(), [])
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false))
    }
}
