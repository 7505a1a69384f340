import CSDL2
import Foundation
import PDFEngine
import XCTest
@testable import SDLFrontend

/// What the window says when the ink tool is asked for on a document that cannot take ink.
final class InkUnavailableMessageTests: DummyVideoTestCase {
    /// The message after `i` on `path`; the ink tool stays off.
    private func message(opening path: String) throws -> String? {
        var options = SessionOptions()
        options.windowWidth = 600
        options.windowHeight = 400
        let session = try ViewerSession(document: try Document(path: path), options: options)
        session.toggleInkTool()
        XCTAssertNil(session.inkTool)
        return session.messages.text
    }

    func testAnImageIsCalledAnImageFile() throws {
        let pdf = try TestDocument(pages: ["%%MediaBox 0 0 200 200\n0 0 1 rg 10 10 50 50 re f\n"], in: self)
        let png = URL(fileURLWithPath: pdf.path).deletingLastPathComponent().appendingPathComponent("page.png").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mutool")
        process.arguments = ["draw", "-q", "-o", png, pdf.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try message(opening: png), "Ink needs a PDF; this is an image file.")
    }

    func testAnHTMLDocumentReadsAsASentence() throws {
        let pdf = try TestDocument(pages: ["%%MediaBox 0 0 200 200\n"], in: self)
        let html = URL(fileURLWithPath: pdf.path).deletingLastPathComponent().appendingPathComponent("page.html").path
        try "<html><body><p>Hello</p></body></html>".write(toFile: html, atomically: true, encoding: .utf8)
        XCTAssertEqual(try message(opening: html), "Ink needs a PDF; this is an HTML document.")
    }
}
