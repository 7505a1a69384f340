import CSDL2
import Foundation
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// Selecting a line with the mouse and Ctrl+C in a real session on SDL's
/// dummy video driver, whose clipboard and primary selection SDL keeps itself.
final class CopyTests: DummyVideoTestCase {
    /// "Hello World" at 20 points on the first line, "second line here" below.
    private static let twoLines = "%%MediaBox 0 0 612 792\n%%Font F1 Helvetica\n"
        + "BT /F1 20 Tf 100 700 Td (Hello World) Tj ET\nBT /F1 12 Tf 100 600 Td (second line here) Tj ET\n"

    override func setUpWithError() throws {
        try super.setUpWithError()
        SDL_SetClipboardText("before")
        SDL_SetPrimarySelectionText("before")
    }

    private func session(_ path: String, configuration: ViewerConfiguration = ViewerConfiguration()) throws -> ViewerSession {
        var options = SessionOptions()
        options.configuration = configuration
        options.windowWidth = 600
        options.windowHeight = 800
        return try ViewerSession(document: try Document(path: path), options: options)
    }

    /// Triple-clicks the "Hello World" line.
    private func selectFirstLine(in session: ViewerSession) {
        let point = session.state.screenPoint(of: PagePoint(x: 150, y: 85), onPage: 0)
        for clicks in 1...3 {
            session.handle(.pointer(PointerInput(.pressed(.left, at: point), heldButtons: .left, clickCount: clicks)))
            session.handle(.pointer(PointerInput(.released(.left, at: point))))
        }
    }

    private func pressCtrlC(in session: ViewerSession) {
        session.handle(.keyDown(KeyChord(.character("c"), .control), isRepeat: false))
    }

    private var clipboard: String { String(cString: SDL_GetClipboardText()) }
    private var primary: String { String(cString: SDL_GetPrimarySelectionText()) }

    func testATripleClickedLineIsOfferedAsPrimaryAndCtrlCCopiesIt() throws {
        let session = try session(try TestDocument(pages: [Self.twoLines], in: self).path)
        selectFirstLine(in: session)
        XCTAssertEqual(session.textSelection.selection?.unit, .lines)
        XCTAssertEqual(primary, "Hello World", "the selection is the primary selection at once")
        XCTAssertEqual(clipboard, "before", "the clipboard waits for Ctrl+C")
        pressCtrlC(in: session)
        XCTAssertEqual(clipboard, "Hello World")
        XCTAssertNil(session.messages.text)
    }

    func testASelectionAcrossPagesIsCopiedPageAfterPage() throws {
        let session = try session(try TestDocument(pages: [Self.twoLines, Self.twoLines], in: self).path)
        let start = session.state.screenPoint(of: PagePoint(x: 152, y: 85), onPage: 0)
        let end = session.state.screenPoint(of: PagePoint(x: 140, y: 85), onPage: 1)
        session.handle(.pointer(PointerInput(.pressed(.right, at: start), heldButtons: .right)))
        session.state.scroll(byX: 0, y: end.y - session.state.viewport.height / 2)
        let endNow = session.state.screenPoint(of: PagePoint(x: 140, y: 85), onPage: 1)
        session.handle(.pointer(PointerInput(.moved(to: endNow), heldButtons: .right)))
        session.handle(.pointer(PointerInput(.released(.right, at: endNow))))
        pressCtrlC(in: session)
        XCTAssertEqual(clipboard, "World\nsecond line here\nHello")
    }

    func testEscapeTakesTheSelectionAwayAndCtrlCThenSaysNothingIsSelected() throws {
        let session = try session(try TestDocument(pages: [Self.twoLines], in: self).path)
        selectFirstLine(in: session)
        session.handle(.keyDown(KeyChord(.escape), isRepeat: false))
        XCTAssertNil(session.textSelection.selection)
        pressCtrlC(in: session)
        XCTAssertEqual(clipboard, "before")
        XCTAssertEqual(session.messages.text, "Nothing is selected: Shift+drag or right-drag over text selects it")
    }

    func testADocumentThatForbidsCopyingSaysSoAndCopiesNothing() throws {
        let plain = try TestDocument(pages: [Self.twoLines], in: self).path
        let locked = URL(fileURLWithPath: plain).deletingLastPathComponent().appendingPathComponent("nocopy.pdf").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mutool")
        // -P -17: every permission but bit 5, copying.
        process.arguments = ["clean", "-E", "aes-256", "-U", "", "-O", "owner", "-P", "-17", plain, locked]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let session = try session(locked)
        selectFirstLine(in: session)
        XCTAssertNotNil(session.textSelection.selection, "the text can still be selected and seen")
        XCTAssertEqual(primary, "before")
        pressCtrlC(in: session)
        XCTAssertEqual(clipboard, "before")
        XCTAssertEqual(session.messages.text, "this document does not allow copying")
    }

    func testAKioskNeverCopies() throws {
        let session = try session(try TestDocument(pages: [Self.twoLines], in: self).path,
                                  configuration: ViewerConfiguration { $0.kiosk = KioskOptions(isEnabled: true) })
        selectFirstLine(in: session)
        pressCtrlC(in: session)
        session.copySelection()
        XCTAssertEqual(clipboard, "before")
        XCTAssertEqual(primary, "before")
        XCTAssertNil(session.messages.text)
    }
}
