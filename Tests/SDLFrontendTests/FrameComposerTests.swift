import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import ReaderCore
import Viewer
import XCTest
@testable import SDLFrontend

/// The frame bookkeeping without a `ViewerSession`: a `FrameComposer` on a window of SDL's
/// dummy driver, fed by a `DocumentSession`'s render queue and a `ViewerState`.
final class FrameComposerTests: DummyVideoTestCase {
    private struct Fixture {
        let window: DocumentWindow
        let composer: FrameComposer
        let documentSession: DocumentSession
        var state: ViewerState
        let pipeline: ColorPipeline

        /// The tiles come from the render queue in Default's colours; `modePipelines` stands
        /// for `ViewerSession.allowedModePipelines`.
        func source(modePipelines: [ColorPipeline]?) -> FrameComposer.TileSource {
            FrameComposer.TileSource(pipeline: pipeline, renderQueue: documentSession.renderQueue,
                                     failedTiles: documentSession.failedTiles) { modePipelines }
        }

        /// Composes the visible pages until a frame has all its tiles, as the event loop would
        /// when the render workers' tile-ready events come in; false when none does in 10 s.
        func composeUntilComplete(modePipelines: [ColorPipeline]?) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            var event = SDL_Event()
            repeat {
                composer.composePages(state.visiblePages(), of: state, from: source(modePipelines: modePipelines),
                                      now: SDL_GetTicks64()) { error, _ in XCTFail("a page failed: \(error)") }
                if !composer.scheduler.tilesMissing { return true }
                _ = SDL_WaitEventTimeout(&event, 20)
                while SDL_PollEvent(&event) != 0 {}
            } while Date() < deadline
            return false
        }

        var frame: PresentedFrame {
            PresentedFrame(pages: state.visiblePages().map(\.visibleFrame), surroundings: .init(
                pipeline: ObjectIdentifier(pipeline), dimming: 0, outputWidth: window.outputSize.width,
                outputHeight: window.outputSize.height, layersBlank: true))
        }
    }

    private func fixture() throws -> Fixture {
        let pages = (0..<4).map { "%%MediaBox 0 0 400 400\n0.\($0 + 2) 0.3 0.6 rg 50 50 300 300 re f\n" }
        let document = try Document(path: try TestDocument(pages: pages, in: self).path)
        let window = try DocumentWindow(title: "frames", width: 400, height: 400, fullscreen: false)
        let start = SessionStart(document: document, options: SessionOptions(), viewport: ViewerSession.viewport(of: window),
                                 tileReadyEvent: SDL_RegisterEvents(1))
        addTeardownBlock { start.documentSession.close() }
        let composer = FrameComposer(window: window, openedAt: SDL_GetTicks64(), textureBudgetBytes: 64 << 20)
        return Fixture(window: window, composer: composer, documentSession: start.documentSession, state: start.state,
                       pipeline: start.appearance.colorPipeline)
    }

    func testTheFirstFrameGoesIntoTheSurfaceThenTexturesAreFilledAheadAndPresentsAreCounted() throws {
        let fixture = try fixture()
        let composer = fixture.composer
        XCTAssertNotNil(composer.surfaceTiles, "the dummy driver's software renderer draws into the window surface")
        XCTAssertFalse(composer.startsPreparingNextMode(renderQueueIsIdle: true), "no next mode before a complete frame")
        XCTAssertTrue(fixture.composeUntilComplete(modePipelines: [fixture.pipeline]), "the first frame never completed")
        let onScreen = fixture.state.visibleTiles()
        XCTAssertFalse(onScreen.isEmpty)
        XCTAssertEqual(composer.shownTileKeys, Set(onScreen.map(\.key)))
        XCTAssertEqual(composer.textures.count, 0, "the first frame's tiles went into the window surface, not textures")

        XCTAssertNil(composer.presentedFrame)
        composer.present(fixture.frame)
        XCTAssertEqual(composer.presentedFrameCount, 1)
        XCTAssertEqual(composer.presentedFrame, fixture.frame)
        composer.presentWholeWindowNext()
        XCTAssertNil(composer.presentedFrame, "an exposed or resized window is sent whole")
        XCTAssertEqual(composer.presentedFrameCount, 1)

        XCTAssertFalse(composer.startsPreparingNextMode(renderQueueIsIdle: false), "not while the workers draw")
        XCTAssertTrue(composer.startsPreparingNextMode(renderQueueIsIdle: true))
        XCTAssertTrue(composer.preparesNextMode)
        XCTAssertFalse(composer.startsPreparingNextMode(renderQueueIsIdle: true), "the next mode is prepared once")

        let deadline = Date().addingTimeInterval(10)
        func filled() -> Bool { onScreen.allSatisfy { composer.textures.hasCurrentTexture(for: $0.key, pipeline: fixture.pipeline) } }
        while !filled() && Date() < deadline {
            composer.warmNextTexture(onScreen: onScreen, pipeline: fixture.pipeline, nextPipeline: nil,
                                     cache: fixture.documentSession.renderQueue.cache)
        }
        XCTAssertTrue(filled(), "filling ahead made the textures of the tiles the surface showed")
    }

    func testTilesThatLeaveTheScreenTexturedInEveryModeDropTheirDayPixels() throws {
        var fixture = try fixture()
        let composer = fixture.composer
        let cache = try XCTUnwrap(fixture.documentSession.renderQueue.cache)
        XCTAssertTrue(fixture.composeUntilComplete(modePipelines: [fixture.pipeline]))
        composer.present(fixture.frame)
        // Drawn from textures now that a frame is on screen.
        XCTAssertTrue(fixture.composeUntilComplete(modePipelines: [fixture.pipeline]))
        let first = fixture.state.visibleTiles().map(\.key)
        XCTAssertTrue(first.allSatisfy { composer.isTexturedInEveryMode($0, pipelines: [fixture.pipeline]) })
        XCTAssertTrue(first.allSatisfy { cache.contains($0.renderKey) })

        // A mode whose pipeline is not built yet: the tiles that leave keep their pixels.
        fixture.state.goToPage(2)
        XCTAssertTrue(fixture.composeUntilComplete(modePipelines: nil))
        let left = Set(first).subtracting(fixture.state.visibleTiles().map(\.key))
        XCTAssertFalse(left.isEmpty, "page 3 shows other tiles than page 1")
        XCTAssertTrue(left.allSatisfy { cache.contains($0.renderKey) }, "textured in a mode of unknown pipelines: pixels kept")

        XCTAssertTrue(fixture.composeUntilComplete(modePipelines: [fixture.pipeline]))
        let third = fixture.state.visibleTiles().map(\.key)
        fixture.state.goToPage(0)
        XCTAssertTrue(fixture.composeUntilComplete(modePipelines: [fixture.pipeline]))
        let leftThird = Set(third).subtracting(fixture.state.visibleTiles().map(\.key))
        XCTAssertFalse(leftThird.isEmpty)
        XCTAssertTrue(leftThird.allSatisfy { !cache.contains($0.renderKey) }, "textured in every mode: day pixels dropped")
    }
}
