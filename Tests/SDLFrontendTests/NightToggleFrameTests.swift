import CSDL2
import Foundation
@testable import PDFAppearance
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
            let destination = tile.screenRect.sdlRect
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
            return pipeline != nil && onScreen.allSatisfy { session.composer.textures.hasCurrentTexture(for: $0.key, pipeline: pipeline!) }
        }
        while !filledAhead() && Date() < deadline {
            session.idle(for: 0.02)
        }
        XCTAssertTrue(filledAhead(), "idling filled the night textures of the tiles on screen")
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        let frame = try session.readFrame()
        XCTAssertFalse(session.composer.scheduler.tilesMissing, "the switch to Night waited for a render")
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(frame, session: session, options: night), 0)
    }

    /// A session in Default with Night allowed on two 400 pt pages (a red square on white, then
    /// blue with a green bar), in a window showing one page at a time.
    private func twoPageSession() throws -> ViewerSession {
        let file = try TestDocument(pages: [
            "%%MediaBox 0 0 400 400\n0.9 0.1 0.1 rg 100 100 200 200 re f\n",
            "%%MediaBox 0 0 400 400\n0 0 1 rg 0 0 400 400 re f\n0 0.8 0.2 rg 50 150 300 60 re f\n",
        ], in: self)
        return try defaultSession(try Document(path: file.path))
    }

    /// Idles until the tiles on screen have their textures in Default and Night colours, then
    /// goes to page 2: the tiles that left the screen, which it returns, have no day pixels left.
    private func turnAfterTexturingEveryMode(_ session: ViewerSession, file: StaticString = #filePath,
                                             line: UInt = #line) throws -> Set<PageTile.Key> {
        XCTAssertTrue(session.settle(timeout: 10), "the first frame never completed", file: file, line: line)
        let first = session.state.visibleTiles().map(\.key)
        func textured() -> Bool {
            first.allSatisfy { session.composer.isTexturedInEveryMode($0, pipelines: session.allowedModePipelines) }
        }
        let deadline = Date().addingTimeInterval(10)
        while !textured() && Date() < deadline {
            session.idle(for: 0.02)
        }
        XCTAssertTrue(textured(), "idling filled the tiles' textures in both modes", file: file, line: line)
        XCTAssertTrue(first.allSatisfy { session.renderQueue.cache?.contains($0.renderKey) == true },
                      "tiles on screen keep their day pixels", file: file, line: line)
        session.state.goToPage(1)
        session.needsRedraw = true
        XCTAssertTrue(session.settle(timeout: 10), "the second page never completed", file: file, line: line)
        let left = Set(first).subtracting(session.state.visibleTiles().map(\.key))
        XCTAssertEqual(left, Set(first), "page 2 shows none of page 1's tiles", file: file, line: line)
        XCTAssertFalse(left.contains { session.renderQueue.cache?.contains($0.renderKey) == true },
                       "the day pixels of tiles that left the screen textured in both modes stayed", file: file, line: line)
        return left
    }

    func testDayPixelsOfTilesThatLeftTheScreenTexturedInEveryModeAreReleasedAndNotRenderedAgain() throws {
        let session = try twoPageSession()
        let left = try turnAfterTexturingEveryMode(session)
        // More frames and idle rounds: the prefetch (which takes the screen above) counts those
        // tiles as rendered, so nothing draws them again.
        let deadline = Date().addingTimeInterval(0.5)
        while Date() < deadline {
            session.needsRedraw = true
            session.idle(for: 0.02)
            XCTAssertTrue(session.renderQueue.pendingKeys.isDisjoint(with: left.map(\.renderKey)),
                          "a released tile was asked for again")
        }
        XCTAssertFalse(left.contains { session.renderQueue.cache?.contains($0.renderKey) == true }, "a released tile was drawn again")
        session.state.goToPage(0)
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(try session.readFrame(), session: session,
                                                     options: session.appearance.renderOptions(for: [])), 0)
        XCTAssertFalse(session.composer.scheduler.tilesMissing, "going back to page 1 waited for a render")
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(try session.readFrame(), session: session,
                                                     options: session.appearance.renderOptions(for: .night)), 0)
        XCTAssertFalse(session.composer.scheduler.tilesMissing, "the switch to Night waited for a render")
    }

    /// Released tiles whose textures went away (evicted, or a palette's new pipeline) render again.
    func testReleasedTilesWhoseTexturesWentAwayShowAFreshRender() throws {
        let session = try twoPageSession()
        _ = try turnAfterTexturingEveryMode(session)
        session.composer.textures.removeAll()
        session.state.goToPage(0)
        session.needsRedraw = true
        XCTAssertTrue(session.settle(timeout: 10), "page 1 never completed again")
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(try session.readFrame(), session: session,
                                                     options: session.appearance.renderOptions(for: [])), 0)
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        XCTAssertTrue(session.settle(timeout: 10), "the Night frame never completed")
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(try session.readFrame(), session: session,
                                                     options: session.appearance.renderOptions(for: .night)), 0)
    }

    /// Once Night (the only mode besides Default) has its pipeline, the grid's night colours that
    /// building it kept are freed, and Night still shows `Document.render`'s pixels.
    func testTheNightColorsOfTheGridGoOnceEveryAllowedModeHasItsPipeline() throws {
        let session = try defaultSession(try FrameFixtures.photoWithHighlight(in: self))
        XCTAssertTrue(session.settle(timeout: 10), "the first frame never completed")
        let night = session.appearance.renderOptions(for: .night)
        let deadline = Date().addingTimeInterval(10)
        func released() -> Bool { ColorPipeline.built(for: night) != nil && !LUTGrid.keepsNightColors(for: .standard) }
        while !released() && Date() < deadline {
            session.idle(for: 0.02)
        }
        XCTAssertTrue(released(), "the night colours stayed after every allowed mode's pipeline was built")
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        XCTAssertTrue(session.settle(timeout: 10), "the Night frame never completed")
        XCTAssertEqual(try FrameFixtures.pixelsDifferingFromRender(try session.readFrame(), session: session, options: night), 0)
    }
}
