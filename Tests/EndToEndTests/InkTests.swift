import Foundation
import XCTest

/// Drawing ink in night mode: the live stroke, the saved annotation and the file.
final class InkTests: EndToEndTestCase {
    /// The color a night-mode export gives page 1's square of `document`.
    private func nightColor(ofSquareIn document: URL) throws -> RGB {
        let exported = workDirectory.appendingPathComponent("night-\(document.lastPathComponent).png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--dpi", "72", "--mode", "night"])
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "export stderr: \(result.standardError)")
        return try ImageFile.load(exported).center
    }

    /// The Ink annotations of page 1 as `mutool run` reads them: "Ink [r,g,b] width" per annotation.
    private func inkAnnotations(in document: URL) throws -> [String] {
        let script = workDirectory.appendingPathComponent("annotations.js")
        try """
            var page = new PDFDocument(scriptArgs[0]).loadPage(0);
            var annotations = page.getAnnotations();
            for (var i = 0; i < annotations.length; i++) {
                var a = annotations[i];
                if (a.getType() == "Ink") print("Ink " + JSON.stringify(a.getColor()) + " " + a.getBorder());
            }
            """.write(to: script, atomically: true, encoding: .utf8)
        let result = try Command.run("mutool", ["run", script.path, document.path], timeout: 10)
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    func testANightRedStrokeLooksTheSameWhileDrawnAndAfterAndSavesAsRed() throws {
        let document = try TestDocument.coloredSquares([.blue], named: "drawing.pdf", in: workDirectory)
        let nightRed = try nightColor(ofSquareIn: try TestDocument.coloredSquares([.red], named: "red.pdf", in: workDirectory))
        let viewer = try launchViewer(["--mode", "night", "--ink-color", "#FF0000", "--ink-width", "8", document.path],
                                      on: try startDisplay())
        let before = try viewer.waitForFrame("page 1 in night mode") { !$0.center.isClose(to: .blue, tolerance: 8) && $0.center.luma > 100 }
        let y = before.height / 2
        let (startX, endX) = (before.width / 2 - 60, before.width / 2 + 60)

        try viewer.window.press("i")
        try viewer.window.movePointer(x: startX, y: y)
        try viewer.window.pressButton()
        for x in stride(from: startX, through: endX, by: 10) {
            try viewer.window.movePointer(x: x, y: y)
        }
        let live = try viewer.waitForFrame("the live stroke in night red \(nightRed)") { image in
            image[before.width / 2, y].isClose(to: nightRed, tolerance: 6)
        }
        XCTAssertTrue(live[before.width / 2 - 40, y].isClose(to: nightRed, tolerance: 6))
        try viewer.window.releaseButton()
        let after = try viewer.waitForFrame("the saved annotation in the same night red") { image in
            image[before.width / 2, y].isClose(to: nightRed, tolerance: 6)
                && image[before.width / 2 - 40, y].isClose(to: nightRed, tolerance: 6)
        }
        XCTAssertTrue(after[before.width / 2, y - 20].isClose(to: before[before.width / 2, y - 20], tolerance: 8),
                      "the page around the stroke changed")

        try viewer.window.press("ctrl+s")
        let deadline = Deadline(seconds: 5)
        var annotations: [String] = []
        while !deadline.hasPassed {
            annotations = try inkAnnotations(in: document)
            if !annotations.isEmpty { break }
            deadline.pause(0.1)
        }
        XCTAssertEqual(annotations, ["Ink [1,0,0] 8"])
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), viewer.process.standardError)
    }

    /// Each key's effect is seen before the next: the prompt q brings up
    /// covers the stroke in the middle of the window, and Cancel uncovers it.
    func testQuittingWithUnsavedInkAsksAndCanCancel() throws {
        let document = try TestDocument.coloredSquares([.blue], named: "unsaved.pdf", in: workDirectory)
        let viewer = try launchViewer(["--ink-color", "#FF0000", "--ink-width", "8", document.path], on: try startDisplay())
        let page = try viewer.waitForSquarePage("page 1's blue square", square: .blue)
        try viewer.window.press("i")
        try viewer.window.drag(fromX: page.width / 2 - 50, fromY: page.height / 2, toX: page.width / 2 + 50, toY: page.height / 2)
        let showsTheStroke = { (image: RGBImage) in image.center.isClose(to: .red, tolerance: 8) }
        _ = try viewer.waitForFrame("the red stroke across the square", where: showsTheStroke)
        try viewer.window.press("q")
        _ = try viewer.waitForFrame("a prompt over the stroke after q (not the end of sdlpdf)") { image in
            image.showsChoicePrompt && !showsTheStroke(image)
        }
        try viewer.window.press("Escape")
        _ = try viewer.waitForFrame("the stroke again once Escape cancels the prompt") { image in
            !image.showsChoicePrompt && showsTheStroke(image)
        }
        XCTAssertTrue(viewer.process.isRunning, "Cancel quit anyway")
        try viewer.window.press("q", "d")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false))
        XCTAssertEqual(try inkAnnotations(in: document), [], "Discard wrote the stroke")
    }
}
