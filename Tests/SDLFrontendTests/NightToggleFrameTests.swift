import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// A window opened in Default draws only day pixels for its first frame (no image survey and
/// mask pass, no annotation layers: `RenderExtras`); switching to Night afterwards draws what
/// Night needs and shows exactly the pixels `Document.render` gives, whether the switch comes at
/// once or after the idle work prepared it.
final class NightToggleFrameTests: DummyVideoTestCase {
    /// A session in Default with Night allowed (Ctrl+R switches to Night).
    private func defaultSession(_ document: Document) throws -> ViewerSession {
        var options = SessionOptions()
        options.windowWidth = 700
        options.windowHeight = 500
        options.appearanceMode = []
        options.configuration = ViewerConfiguration().configurationUpdated { $0.allowedAppearanceModes = .night }
        return try ViewerSession(document: document, options: options)
    }

    func testADefaultWindowDrawsNoImageMaskOrAnnotationLayersForItsFirstFrame() throws {
        let session = try defaultSession(try FrameFixtures.photoWithHighlight(in: self))
        XCTAssertTrue(session.settle(timeout: 10), "the first frame never completed")
        let tiles = session.state.visibleTiles()
        XCTAssertFalse(tiles.isEmpty)
        for tile in tiles {
            let pixels = try XCTUnwrap(session.renderQueue.cache?.pixels(for: tile.key.renderKey))
            XCTAssertEqual(pixels.extras, [], "\(tile.key.renderKey) was drawn with \(pixels.extras)")
            XCTAssertNil(pixels.imageMask, "no mask pass for a Default frame")
            XCTAssertNil(pixels.annotationLayers, "no annotation layers for a Default frame")
        }
        let frame = try session.readFrame()
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(frame, session: session, options: session.appearance.renderOptions(for: [])), 0)
    }

    func testNightRightAfterADefaultStartShowsTheExactNightPixels() throws {
        let session = try defaultSession(try FrameFixtures.photoWithHighlight(in: self))
        XCTAssertTrue(session.settle(timeout: 10), "the first frame never completed")
        let night = session.appearance.renderOptions(for: .night)
        XCTAssertNotNil(night.keptImages, "Night keeps photographs")
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        XCTAssertTrue(session.pipeline === ColorPipeline.cached(for: night))
        // Whatever is composed before the masks are in shows each tile exactly or not at all.
        let early = try session.readFrame()
        let paper = Color.white.applying(night).rgba8
        let exactOrBlank = try session.state.visibleTiles().allSatisfy { tile in
            let rendered = try session.document.render(page: tile.pageIndex, scale: tile.scale, region: tile.pixelRect,
                                                       options: night)
            let destination = session.sdlRect(tile.screenRect)
            let (x, y) = (rendered.width / 2, rendered.height / 2)
            let offset = ((Int(destination.y) + y) * early.width + Int(destination.x) + x) * 4
            let shown = (early.pixels[offset], early.pixels[offset + 1], early.pixels[offset + 2])
            let p = rendered.pixel(x: x, y: y)
            return shown == (p.r, p.g, p.b) || shown == (paper.0, paper.1, paper.2)
        }
        XCTAssertTrue(exactOrBlank, "a tile was shown in Night colours it does not have")
        XCTAssertTrue(session.settle(timeout: 10), "the Night frame never completed")
        for tile in session.state.visibleTiles() {
            let pixels = try XCTUnwrap(session.renderQueue.cache?.pixels(for: tile.key.renderKey))
            XCTAssertTrue(pixels.extras.isSuperset(of: RenderExtras(for: night)), "Night's extras were drawn")
        }
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(try session.readFrame(), session: session, options: night), 0,
                       "the window shows Document.render's Night pixels (photo kept, highlight layered)")
    }

    func testAfterIdlingNightIsPreparedAndShownFromTexturesFilledAhead() throws {
        let session = try defaultSession(try FrameFixtures.photoWithHighlight(in: self))
        XCTAssertTrue(session.settle(timeout: 10), "the first frame never completed")
        let night = session.appearance.renderOptions(for: .night)
        let onScreen = session.state.visibleTiles()
        let deadline = Date().addingTimeInterval(10)
        func filledAhead() -> Bool {
            let pipeline = ColorPipeline.built(for: night)
            return pipeline != nil && onScreen.allSatisfy { session.textures.hasCurrentTexture(for: $0.key, pipeline: pipeline!) }
        }
        while !filledAhead() && Date() < deadline {
            session.idle(for: 0.02)
        }
        XCTAssertTrue(filledAhead(), "idling filled the night textures of the tiles on screen")
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        let frame = try session.readFrame()
        XCTAssertFalse(session.frames.tilesMissing, "the switch to Night waited for a render")
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(frame, session: session, options: night), 0)
    }
}
