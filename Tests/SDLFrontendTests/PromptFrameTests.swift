import CSDL2
import Foundation
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// Prompts and messages drawn by the real session (SDL's dummy video driver).
final class PromptFrameTests: DummyVideoTestCase {
    /// An encrypted copy (user password "pw") of a one-page document, named `name`.
    private func encryptedDocument(named name: String) throws -> Document {
        let plain = try TestDocument(pages: ["%%MediaBox 0 0 400 400\n1 0 0 rg 100 100 200 200 re f\n"], in: self)
        let locked = URL(fileURLWithPath: plain.path).deletingLastPathComponent().appendingPathComponent(name).path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mutool")
        process.arguments = ["clean", "-E", "aes-256", "-U", "pw", "-O", "owner", plain.path, locked]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "mutool clean -E")
        return try Document(path: locked, allowLocked: true)
    }

    /// The `o` prompt keeps its width while the hint below its field turns
    /// into an error and back.
    func testAPromptWithAFieldKeepsItsWidthWhateverItsDetailSays() throws {
        let document = try Document(path: try TestDocument(pages: ["%%MediaBox 0 0 400 400\n"], in: self).path)
        var options = SessionOptions()
        options.windowWidth = 900
        options.windowHeight = 600
        let session = try ViewerSession(document: document, options: options)
        let viewport = ScreenRect(x: 0, y: 0, width: 900, height: 600)
        let widths = [OpenPromptLayer.hint, "“x.pdf” does not exist.", "Nothing here starts so."].map {
            PromptPanel(question: "Open which document?", field: "~/papers/", detail: $0).width(with: session.painter, viewport: viewport)
        }
        XCTAssertEqual(Set(widths).count, 1, "widths: \(widths)")
    }

    func testTheLongNameOfAProtectedDocumentStaysInsideThePromptAndTheWindow() throws {
        let name = "a-very-long-file-name-of-a-protected-annual-report-2024-final-version-for-the-board.pdf"
        let document = try encryptedDocument(named: name)
        XCTAssertTrue(document.needsPassword)
        var options = SessionOptions()
        options.windowWidth = 520
        options.windowHeight = 400
        let session = try ViewerSession(document: document, options: options)
        session.settle(timeout: 5)
        let frame = try session.readFrame()
        func luma(_ x: Int, _ y: Int) -> Int {
            let offset = (y * frame.width + x) * 4
            return (Int(frame.pixels[offset]) * 3 + Int(frame.pixels[offset + 1]) * 6 + Int(frame.pixels[offset + 2])) / 10
        }
        // The panel: the rows and columns whose pixels are the panel's near-white.
        var left = frame.width, right = -1, top = frame.height, bottom = -1
        for y in 0..<frame.height {
            for x in 0..<frame.width where luma(x, y) >= 248 {
                left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
            }
        }
        XCTAssertGreaterThan(right, left, "no prompt panel drawn")
        XCTAssertGreaterThan(left, 0, "the panel touches the window's left edge")
        XCTAssertLessThan(right, frame.width - 1, "the panel runs out of the window")
        var darkOutside = 0, darkInside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where luma(x, y) < 90 {
                if x < left || x > right || y < top || y > bottom { darkOutside += 1 } else { darkInside += 1 }
            }
        }
        XCTAssertEqual(darkOutside, 0, "text drawn outside the panel (\(left)…\(right) × \(top)…\(bottom))")
        XCTAssertGreaterThan(darkInside, 200, "the question is drawn")
        let lines = TextFitting.lines("“\(name)” is protected by a password.", toWidth: Double(right - left - 44),
                                      keepingWhole: name) { session.painter.width(of: $0, size: PromptPanel.questionSize) }
        XCTAssertGreaterThan(lines.count, 1, "the sentence wraps: \(lines)")
        XCTAssertTrue(lines[0].contains("…") && lines[0].hasSuffix(".pdf”"), "the name is elided in its middle: \(lines)")
    }

    func testAMessageAsksForAFrameAtOnceAndCountsItsTimeFromThatFrame() throws {
        let page = try TestDocument(pages: ["%%MediaBox 0 0 400 400\n"], in: self)
        let session = try ViewerSession(document: try Document(path: page.path), options: SessionOptions())
        session.settle(timeout: 5)
        session.messages.show("Saved lat.pdf.", naming: "lat.pdf")
        let posted = SDL_GetTicks64()
        let due = try XCTUnwrap(session.messages.nextWakeUp)
        XCTAssertLessThanOrEqual(due, posted, "a new message wants a frame now")
        session.runLoopOnce(waitingAtMost: 1)
        session.runLoopOnce(waitingAtMost: 1)
        XCTAssertEqual(session.messages.text, "Saved lat.pdf.")
        let hides = try XCTUnwrap(session.messages.nextWakeUp)
        XCTAssertGreaterThanOrEqual(hides, posted + MessageLayer.duration(isError: false),
                                    "the message's time starts when a frame shows it")
    }
}
