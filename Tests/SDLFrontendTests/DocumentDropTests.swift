import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// Files dropped on the window (`SDL_DROPFILE`, pushed as the desktop
/// would send it) in a real session on SDL's dummy video driver.
final class DocumentDropTests: DummyVideoTestCase {
    private func pushDrop(_ path: String) {
        var event = SDL_Event()
        event.type = SDL_DROPFILE.rawValue
        event.drop.file = SDL_strdup(path)
        XCTAssertEqual(SDL_PushEvent(&event), 1, "SDL_PushEvent")
    }

    /// Turns the session's loop until `done` holds (the dropped file opens in the background), at most 10 s.
    private func run(_ session: ViewerSession, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            session.runLoopOnce(waitingAtMost: 20)
        } while !done() && Date() < deadline
    }

    private func pushQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
    }

    private func session(showing path: String) throws -> ViewerSession {
        var options = SessionOptions()
        options.windowWidth = 400
        options.windowHeight = 400
        let session = try ViewerSession(document: try Document(path: path), options: options)
        session.settle(timeout: 5)
        return session
    }

    private func twoDocuments() throws -> (first: String, second: String) {
        let first = try TestDocument(pages: ["%%MediaBox 0 0 400 400\n1 0 0 rg 100 100 200 200 re f\n"], in: self)
        let second = try TestDocument(pages: ["%%MediaBox 0 0 300 500\n0 0 1 rg 100 100 100 100 re f\n",
                                              "%%MediaBox 0 0 300 500\n"], in: self)
        return (first.path, second.path)
    }

    func testADroppedDocumentReplacesTheShownOneInTheSameWindow() throws {
        let (first, second) = try twoDocuments()
        let session = try session(showing: first)
        session.appearance.appearanceMode = .night
        pushDrop(second)
        run(session) { !session.running }
        pushQuit()
        let shown = try ViewerApplication.showDocuments(from: session, options: SessionOptions())
        XCTAssertEqual(session.nextDocument?.path, second)
        XCTAssertEqual(shown.path, second)
        XCTAssertEqual(shown.pageCount, 2)
    }

    func testTheNextSessionKeepsTheWindowAndTheModeShownUntilThen() throws {
        let (first, second) = try twoDocuments()
        let session = try session(showing: first)
        session.appearance.appearanceMode = .night
        session.nextDocument = try Document(path: second)
        session.running = false
        var options = SessionOptions()
        options.unrememberedAppearanceMode = .night
        let next = try ViewerSession(document: try Document(path: second), options: options,
                                     start: SessionStart(document: try Document(path: second), options: options,
                                                         viewport: ViewerSession.viewport(of: session.window),
                                                         tileReadyEvent: session.tileReadyEvent),
                                     window: session.window)
        XCTAssertTrue(next.window === session.window)
        XCTAssertEqual(next.appearance.appearanceMode, .night)
        XCTAssertEqual(next.state.pageCount, 2)
    }

    func testAFolderANonDocumentOrAMissingFileIsRefusedInTheWindowAndTheDocumentStays() throws {
        let (first, _) = try twoDocuments()
        let folder = URL(fileURLWithPath: first).deletingLastPathComponent()
        let notes = folder.appendingPathComponent("notes.bin")
        try Data([0x00, 0xFF, 0x13, 0x37, 0x42]).write(to: notes)
        let session = try session(showing: first)
        for (path, expected) in [(folder.path, "is a folder"), (notes.path, "does not open"),
                                 (folder.appendingPathComponent("gone.pdf").path, "does not exist")] {
            pushDrop(path)
            run(session) { session.openingDocument == nil && !(session.messages.text?.hasPrefix("Opening") ?? false) }
            XCTAssertTrue(session.running, "a refused drop (\(path)) ends nothing")
            XCTAssertNil(session.nextDocument)
            XCTAssertEqual(session.document.path, first)
            XCTAssertTrue(session.messages.text?.contains(expected) ?? false,
                          "the message for \(path) says “\(expected)”: \(session.messages.text ?? "none")")
        }
    }

    func testUnsavedInkIsAskedAboutBeforeADroppedDocumentReplacesIt() throws {
        let (first, second) = try twoDocuments()
        let session = try session(showing: first)
        XCTAssertTrue(session.commitInk(InkStroke(page: 0, points: [PagePoint(x: 50, y: 50), PagePoint(x: 150, y: 90)],
                                                  color: .black, width: 2)))
        pushDrop(second)
        run(session) { session.layers.contains { $0 is ChoicePromptLayer } }
        XCTAssertTrue(session.running, "the window asks before letting the ink go")
        XCTAssertNil(session.nextDocument)
        XCTAssertTrue(session.layers.contains { $0 is ChoicePromptLayer })
        session.handle(InputEvent.key(.escape))
        XCTAssertTrue(session.running && session.nextDocument == nil, "Cancel keeps the document and its ink")
        pushDrop(second)
        run(session) { session.layers.contains { $0 is ChoicePromptLayer } }
        session.handle(InputEvent.key(.character("d")))
        XCTAssertFalse(session.running)
        XCTAssertEqual(session.nextDocument?.path, second, "Discard lets the ink go and opens the dropped file")
    }

    func testAKioskOpensNothingDropped() throws {
        let (first, second) = try twoDocuments()
        var options = SessionOptions()
        options.configuration = ViewerConfiguration { $0.kiosk = KioskOptions(isEnabled: true) }
        let session = try ViewerSession(document: try Document(path: first), options: options)
        pushDrop(second)
        session.runLoopOnce(waitingAtMost: 50)
        XCTAssertTrue(session.running)
        XCTAssertNil(session.nextDocument)
    }
}
