import CSDL2
import Foundation
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// The start of a session renders a guessed layout (every page as large as
/// the start page) while the real page sizes are read.
final class SessionStartTests: XCTestCase {
    private func start(pages: [String], startPage: Int?, guessing guess: ViewportSize? = nil) throws -> SessionStart {
        let document = try Document(path: TestDocument(pages: pages, in: self).path)
        var options = SessionOptions()
        options.windowWidth = 600
        options.windowHeight = 500
        options.startPage = startPage
        let start = SessionStart(document: document, options: options, viewport: guess ?? ViewportSize(width: 600, height: 500),
                                 tileReadyEvent: SDL_RegisterEvents(1), viewportIsGuess: guess != nil)
        addTeardownBlock { start.renderQueue.stop() }
        return start
    }

    /// Waits (at most 5 s) until the render queue has nothing left to render.
    private func waitUntilRendered(_ start: SessionStart) {
        let rendered = expectation(for: NSPredicate { _, _ in start.renderQueue.pendingKeys.isEmpty }, evaluatedWith: nil)
        wait(for: [rendered], timeout: 5)
    }

    /// A window sized from the display starts laid out for a guess; once
    /// SDL tells the real size, the layout and its renders are for that
    /// (issue 16 #11: a 1280×800 screen gets a smaller first window).
    func testAWrongWindowSizeGuessIsCorrected() throws {
        let start = try start(pages: ["%%MediaBox 0 0 612 792\n", "%%MediaBox 0 0 612 792\n"], startPage: 0,
                              guessing: ViewportSize(width: 900, height: 1000))
        let guessed = start.state.visibleTiles().map(\.key.renderKey)
        start.correct(to: ViewportSize(width: 648, height: 720))
        XCTAssertEqual(start.viewport, ViewportSize(width: 648, height: 720))
        XCTAssertEqual(start.state.viewport, start.viewport)
        XCTAssertEqual(start.state.screenFrame(ofPage: 0).height, 720, accuracy: 1, "fit page in the real window")
        let real = start.state.visibleTiles().map(\.key.renderKey)
        XCTAssertNotEqual(Set(real), Set(guessed))
        waitUntilRendered(start)
        for key in real {
            XCTAssertTrue(start.renderQueue.cache?.contains(key) == true, "tile \(key) of the real layout was rendered")
        }
    }

    /// Pages of other sizes before the start page move it and change the
    /// scale: the layout must be the real one, and its tiles must render
    /// although the workers began with the guessed layout's.
    func testTheRealLayoutReplacesTheGuess() throws {
        let start = try start(pages: ["%%MediaBox 0 0 300 900\n", "%%MediaBox 0 0 300 200\n", "%%MediaBox 0 0 450 300\n",
                                      "%%MediaBox 0 0 600 200\n"], startPage: 2)
        XCTAssertEqual(start.state.currentPageIndex, 2)
        let page = try XCTUnwrap(start.state.visiblePages().first { $0.index == 2 })
        XCTAssertEqual(Double(page.pixelWidth) / Double(page.pixelHeight), 1.5, accuracy: 0.01, "page 2 is laid out at its own size")
        let real = start.state.visibleTiles().map(\.key.renderKey)
        waitUntilRendered(start)
        for key in real {
            XCTAssertTrue(start.renderQueue.cache?.contains(key) == true, "tile \(key) of the real layout was rendered")
        }
    }
}
