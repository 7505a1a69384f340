import Foundation
import XCTest

/// Encrypted documents asked for in the window, and files rewritten on disk.
final class DocumentLifecycleTests: EndToEndTestCase {
    /// locked.pdf: a red-square page encrypted with user password `password`.
    private func lockedDocument(password: String) throws -> URL {
        let plain = try TestDocument.coloredSquares([.red], named: "plain.pdf", in: workDirectory)
        let locked = workDirectory.appendingPathComponent("locked.pdf")
        try Command.check("mutool", ["clean", "-E", "aes-256", "-U", password, "-O", "owner", plain.path, locked.path])
        return locked
    }

    func testAnEncryptedDocumentAsksForItsPasswordInTheWindow() throws {
        let locked = try lockedDocument(password: "secret")
        let viewer = try launchViewer([locked.path], on: try startDisplay())
        _ = try viewer.title(expecting: "locked.pdf \u{2014} sdlpdf")
        let prompt = try viewer.waitForFrame("the password prompt (no page yet)") { image in
            image.fraction { $0.isClose(to: .red, tolerance: 8) } == 0 && image.fraction { $0.isClose(to: .white, tolerance: 30) } > 0.01
        }
        XCTAssertEqual(prompt.fraction { $0.isClose(to: .red, tolerance: 8) }, 0)

        try viewer.window.type("wrong")
        try viewer.window.press("Return")
        try viewer.window.type("secret")
        try viewer.window.press("Return")
        _ = try viewer.waitForSquarePage("page 1's red square once the password is typed", square: .red)
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false))
        XCTAssertTrue(viewer.process.standardError.contains("needs a password"), "stderr: \(viewer.process.standardError)")
    }

    func testEscapeAtThePasswordPromptExitsOneSayingTheDocumentNeedsAPassword() throws {
        let locked = try lockedDocument(password: "pw")
        let viewer = try launchViewer([locked.path], on: try startDisplay())
        _ = try viewer.waitForFrame("the password prompt") { $0.showsPromptPanel }
        try viewer.window.press("Escape")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 1, signaled: false), viewer.process.standardError)
        let lastLine = viewer.process.standardError.split(separator: "\n").last.map(String.init)
        XCTAssertEqual(lastLine, "sdlpdf: \(locked.path): the document is encrypted and needs a password")
        let withoutWindow = try runSDLPDF(["export", locked.path, "-o", workDirectory.appendingPathComponent("x.png").path])
        XCTAssertEqual(withoutWindow.standardError.split(separator: "\n").last.map(String.init), lastLine,
                       "the same message as without a window")
    }

    func testAFileRewrittenOnDiskIsShownAgainAtTheSamePage() throws {
        let document = try TestDocument.coloredSquares([.red, .red], named: "rebuilt.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("page 1's red square", square: .red)
        try viewer.window.press("Page_Down")
        _ = try viewer.waitForSquarePage("page 2's red square", square: .red)

        let rebuilt = try TestDocument.coloredSquares([.green, .blue], named: "next.pdf", in: workDirectory)
        let bytes = try Data(contentsOf: rebuilt)
        try bytes.write(to: document)

        _ = try viewer.waitForFrame("page 2 of the rebuilt file (blue) in the same place") { image in
            image.center.isClose(to: .blue, tolerance: 8)
        }
    }
}
