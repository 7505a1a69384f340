import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// The window's first frame draws its tiles straight into the window surface
/// (`WindowSurfaceTiles`), without textures, and shows exactly the pixels
/// `Document.render` gives and a frame drawn from textures shows, in every mode.
final class FirstFrameSurfaceTests: DummyVideoTestCase {
    private func session(_ document: Document, mode: PDFAppearanceMode) throws -> ViewerSession {
        var options = SessionOptions()
        options.windowWidth = 700
        options.windowHeight = 500
        options.appearanceMode = mode
        options.configuration = ViewerConfiguration().configurationUpdated { $0.allowedAppearanceModes = .all }
        return try ViewerSession(document: document, options: options)
    }

    func testTheFirstFrameGoesIntoTheWindowSurfaceWithTheExactPixelsInEveryMode() throws {
        let document = try FrameFixtures.photoWithHighlight(in: self)
        for mode: PDFAppearanceMode in [[], .sepia, .night, [.sepia, .night]] {
            let session = try session(document, mode: mode)
            XCTAssertNotNil(session.composer.surfaceTiles, "the dummy driver's software renderer draws into the window surface")
            XCTAssertTrue(session.settle(timeout: 10), "\(mode): the first frame never completed")
            XCTAssertEqual(session.composer.presentedFrameCount, 1, "\(mode)")
            XCTAssertEqual(session.composer.textures.count, 0, "\(mode): the first frame made no texture")
            let options = session.appearance.renderOptions
            let first = try session.readDrawnFrame()
            XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(first, session: session, options: options), 0,
                           "\(mode): the first frame shows Document.render's pixels")

            let onScreen = session.state.visibleTiles()
            let deadline = Date().addingTimeInterval(10)
            func filled() -> Bool { onScreen.allSatisfy { session.composer.textures.hasCurrentTexture(for: $0.key, pipeline: session.pipeline) } }
            while !filled() && Date() < deadline {
                session.idle(for: 0.02)
            }
            XCTAssertTrue(filled(), "\(mode): idling filled the textures of the tiles on screen")
            let fromTextures = try session.readFrame()
            XCTAssertEqual(first.pixels, fromTextures.pixels, "\(mode): a frame drawn from textures shows the same pixels")
        }
    }
}
