import Foundation
import XCTest

/// Ink drawn and saved beside annotations another program wrote without
/// appearance streams, inside the page's /Annots array (as pypdf and FPDF
/// write them): they look the same on screen and stay as they were in the file.
final class ForeignAnnotationInkTests: EndToEndTestCase {
    /// A 300×500-point page with a Text note, a Highlight, a Square and a red
    /// Line in its upper half, none with /AP; the lower half is empty.
    private func annotatedPage() throws -> URL {
        let annotations = [
            "<< /Type /Annot /Subtype /Text /Rect [30 440 50 460] /Contents (A note) >>",
            "<< /Type /Annot /Subtype /Highlight /Rect [70 430 170 450] /QuadPoints [70 450 170 450 70 430 170 430] /C [1 1 0] >>",
            "<< /Type /Annot /Subtype /Square /Rect [190 420 270 470] /C [0 0 1] /IC [0.8 0.9 1] /BS << /W 2 >> >>",
            "<< /Type /Annot /Subtype /Line /Rect [25 395 275 405] /L [30 400 270 400] /C [1 0 0] /BS << /W 3 >> >>",
        ]
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 500] /Contents 4 0 R /Annots [\(annotations.joined(separator: " "))] >>",
            "<< /Length 0 >>\nstream\n\nendstream",
        ]
        var text = "%PDF-1.7\n"
        for (index, body) in objects.enumerated() { text += "\(index + 1) 0 obj\n\(body)\nendobj\n" }
        text += "trailer\n<< /Root 1 0 R /Size \(objects.count + 1) >>\n%%EOF\n"
        let draft = workDirectory.appendingPathComponent("draft.pdf")
        try text.write(to: draft, atomically: true, encoding: .utf8)
        let document = workDirectory.appendingPathComponent("annotated.pdf")
        try Command.check("mutool", ["clean", draft.path, document.path])
        return document
    }

    /// Each /Annots entry of page 1 as MuPDF prints its dictionary, read without loading the page.
    private func annotationDictionaries(in document: URL) throws -> [String] {
        let script = workDirectory.appendingPathComponent("dictionaries.js")
        try """
            var annots = new PDFDocument(scriptArgs[0]).findPage(0).get("Annots");
            for (var i = 0; i < annots.length; i++) print(annots.get(i).resolve().toString());
            """.write(to: script, atomically: true, encoding: .utf8)
        let result = try Command.run("mutool", ["run", script.path, document.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        return result.standardOutput.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<<") }
    }

    /// The bounding box of the pixels of `image` close to pure red.
    private func redBounds(_ image: RGBImage) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].isClose(to: .red, tolerance: 40) {
                box = (min(box?.x0 ?? x, x), min(box?.y0 ?? y, y), max(box?.x1 ?? x, x), max(box?.y1 ?? y, y))
            }
        }
        return box
    }

    func testStrokeBesideAnnotationsWithoutAppearancesLeavesThemAsTheyWere() throws {
        let document = try annotatedPage()
        let original = try annotationDictionaries(in: document)
        XCTAssertEqual(original.count, 4)
        let viewer = try launchViewer(["--ink-color", "#00A000", "--ink-width", "6", document.path], on: try startDisplay())
        let before = try viewer.waitForFrame("the page with its red Line") { self.redBounds($0).map { $0.x1 - $0.x0 > 200 } ?? false }
        let line = try XCTUnwrap(redBounds(before))
        let scale = Double(line.x1 - line.x0 + 1) / 240
        let lineY = (line.y0 + line.y1) / 2
        // PDF y 400 is the Line; the annotations span PDF y 395…470, the stroke goes at PDF y 150.
        let strokeY = lineY + Int(250 * scale)
        let (startX, endX) = (line.x0 + Int(30 * scale), line.x1 - Int(30 * scale))
        let region = (x0: line.x0 - Int(20 * scale), y0: lineY - Int(85 * scale), x1: line.x1 + Int(20 * scale), y1: lineY + Int(30 * scale))

        try viewer.window.press("i")
        try viewer.window.movePointer(x: startX, y: strokeY)
        try viewer.window.pressButton()
        for x in stride(from: startX, through: endX, by: 12) { try viewer.window.movePointer(x: x, y: strokeY) }
        try viewer.window.releaseButton()
        let after = try viewer.waitForFrame("the green stroke on the page") { image in
            image[(startX + endX) / 2, strokeY].isClose(to: .green, tolerance: 12)
        }
        var changed = 0
        for y in region.y0...region.y1 {
            for x in region.x0...region.x1 where !after[x, y].isClose(to: before[x, y], tolerance: 2) { changed += 1 }
        }
        XCTAssertEqual(changed, 0, "pixels of the annotations above the stroke changed when the ink was drawn")

        try viewer.window.press("ctrl+s")
        let deadline = Deadline(seconds: 5)
        var saved = original
        while !deadline.hasPassed {
            saved = try annotationDictionaries(in: document)
            if saved.count == original.count + 1 { break }
            deadline.pause(0.1)
        }
        XCTAssertEqual(Array(saved.prefix(original.count)), original, "the annotations from the file are saved as they were")
        XCTAssertEqual(saved.count, original.count + 1, "the stroke is saved")
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), viewer.process.standardError)
        let check = try Command.run("mutool", ["draw", "-o", "/dev/null", document.path])
        let complaints = check.standardError.split(separator: "\n")
            .filter { ($0.hasPrefix("error") || $0.hasPrefix("warning")) && !$0.contains("ICC support is not available") }
        XCTAssertEqual(complaints, [], "MuPDF reads the saved file without an error")
    }
}
