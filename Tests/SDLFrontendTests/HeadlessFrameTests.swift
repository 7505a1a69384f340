import CSDL2
import PDFAppearance
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// Frames drawn by the real session with SDL's dummy video driver (software
/// renderer, no display) and read back with SDL_RenderReadPixels.
final class HeadlessFrameTests: DummyVideoTestCase {
    private static let red = (r: 230, g: 20, b: 20)

    /// A two-page document: page 1 white with a big red square in its
    /// middle, page 2 blue all over.
    private func document() throws -> Document {
        let red = "\(Double(Self.red.r) / 255) \(Double(Self.red.g) / 255) \(Double(Self.red.b) / 255)"
        let file = try TestDocument(pages: [
            "%%MediaBox 0 0 400 400\n\(red) rg 100 100 200 200 re f\n",
            "%%MediaBox 0 0 400 400\n0 0 1 rg 0 0 400 400 re f\n",
        ], in: self)
        return try Document(path: file.path)
    }

    private func session(mode: PDFAppearanceMode? = [], document: Document? = nil, memory: DocumentMemory? = nil) throws -> ViewerSession {
        var options = SessionOptions()
        options.memory = memory
        options.windowWidth = 700
        options.windowHeight = 500
        options.appearanceMode = mode
        return try ViewerSession(document: document ?? self.document(), options: options)
    }

    private func pixel(_ frame: (width: Int, height: Int, pixels: [UInt8]), x: Int, y: Int) -> (r: Int, g: Int, b: Int) {
        let offset = (y * frame.width + x) * 4
        return (Int(frame.pixels[offset]), Int(frame.pixels[offset + 1]), Int(frame.pixels[offset + 2]))
    }

    private func assertColor(_ actual: (r: Int, g: Int, b: Int), _ expected: (r: Int, g: Int, b: Int), tolerance: Int = 3,
                             _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let close = abs(actual.r - expected.r) <= tolerance && abs(actual.g - expected.g) <= tolerance
            && abs(actual.b - expected.b) <= tolerance
        XCTAssertTrue(close, "\(message): got \(actual), expected \(expected)", file: file, line: line)
    }

    func testFirstFrameShowsTheFirstPageFittedOnTheDesk() throws {
        let session = try session()
        XCTAssertTrue(session.settle(timeout: 10), "the first frame never completed")
        let frame = try session.readFrame()
        XCTAssertEqual(frame.width, 700)
        assertColor(pixel(frame, x: 350, y: 250), Self.red, "page centre (the red square)")
        assertColor(pixel(frame, x: 350, y: 60), (255, 255, 255), "paper above the square")
        let desk = ViewerSession.deskColor.rgba8
        assertColor(pixel(frame, x: 20, y: 250), (Int(desk.0), Int(desk.1), Int(desk.2)), "desk beside the page")
    }

    func testNightModeShowsThePipelineColorsOfTheDayPixels() throws {
        let session = try session(mode: .night)
        XCTAssertTrue(session.settle(timeout: 10))
        let frame = try session.readFrame()
        let night = ColorPipeline.cached(for: RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted))
        let paper = night.apply(to: Color(red: 1, green: 1, blue: 1)).rgba8
        let square = night.apply(to: Color(rgba8: (UInt8(Self.red.r), UInt8(Self.red.g), UInt8(Self.red.b), 255))).rgba8
        assertColor(pixel(frame, x: 350, y: 60), (Int(paper.0), Int(paper.1), Int(paper.2)), "night paper")
        assertColor(pixel(frame, x: 350, y: 250), (Int(square.0), Int(square.1), Int(square.2)), "night red")
        XCTAssertLessThan(pixel(frame, x: 350, y: 60).r, 20, "night paper is dark")
        let desk = 255 - Int(ViewerSession.deskColor.rgba8.0)
        assertColor(pixel(frame, x: 20, y: 250), (desk, desk, desk), "the desk inverted, not lifted by the contrast floor")
    }

    func testPageDownShowsTheSecondPage() throws {
        let session = try session()
        XCTAssertTrue(session.settle(timeout: 10))
        session.carryOut(session.state.apply(.screenDown))
        XCTAssertTrue(session.settle(timeout: 10))
        let frame = try session.readFrame()
        assertColor(pixel(frame, x: 350, y: 250), (0, 0, 255), "page 2 is blue")
    }

    func testAfterIdlingPageDownDrawsFromTexturesFilledAhead() throws {
        let session = try session()
        XCTAssertTrue(session.settle(timeout: 10))
        var next = session.state
        next.apply(.screenDown)
        let nextTiles = next.visibleTiles()
        XCTAssertTrue(nextTiles.contains { $0.pageIndex == 1 }, "Page Down shows page 2")
        let deadline = Date().addingTimeInterval(10)
        func filledAhead() -> Bool {
            nextTiles.allSatisfy { session.composer.textures.hasCurrentTexture(for: $0.key, pipeline: session.pipeline) }
        }
        while !filledAhead() && Date() < deadline {
            session.idle(for: 0.02)
        }
        XCTAssertTrue(filledAhead(), "idling filled the textures of the next screen")
        session.carryOut(session.state.apply(.screenDown))
        let frame = try session.readFrame()
        XCTAssertFalse(session.composer.scheduler.tilesMissing, "Page Down waited for a render")
        assertColor(pixel(frame, x: 350, y: 250), (0, 0, 255), "page 2 is blue")
        let desk = ViewerSession.deskColor.rgba8
        assertColor(pixel(frame, x: 20, y: 250), (Int(desk.0), Int(desk.1), Int(desk.2)), "desk beside the page")
    }

    /// While idle the tiles on screen are also filled in the colours of the
    /// mode Ctrl+R switches to, so the switch only copies textures.
    func testAfterIdlingCtrlRDrawsFromTexturesFilledAhead() throws {
        var options = SessionOptions()
        options.windowWidth = 700
        options.windowHeight = 500
        options.appearanceMode = []
        options.configuration = ViewerConfiguration().configurationUpdated { $0.allowedAppearanceModes = .night }
        let session = try ViewerSession(document: document(), options: options)
        XCTAssertTrue(session.settle(timeout: 10))
        let night = ColorPipeline.cached(for: session.appearance.renderOptions(for: .night))
        let onScreen = session.state.visibleTiles()
        let deadline = Date().addingTimeInterval(10)
        func filledAhead() -> Bool {
            onScreen.allSatisfy { session.composer.textures.hasCurrentTexture(for: $0.key, pipeline: night) }
        }
        while !filledAhead() && Date() < deadline {
            session.idle(for: 0.02)
        }
        XCTAssertTrue(filledAhead(), "idling filled the night textures of the tiles on screen")
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        XCTAssertTrue(session.pipeline === night)
        let frame = try session.readFrame()
        XCTAssertFalse(session.composer.scheduler.tilesMissing)
        let expected = Color(rgba8: (UInt8(Self.red.r), UInt8(Self.red.g), UInt8(Self.red.b), 255)).applying(night.options).rgba8
        assertColor(pixel(frame, x: 350, y: 250), (Int(expected.0), Int(expected.1), Int(expected.2)), "the red square in night colours")
    }

    func testCyclingTheAppearanceReusesTheRenderedPixels() throws {
        let session = try session()
        XCTAssertTrue(session.settle(timeout: 10))
        session.carryOut(session.state.apply(.cycleAppearanceMode))
        let frame = try session.readFrame()
        XCTAssertFalse(session.composer.scheduler.tilesMissing, "the first Sepia frame waited for MuPDF instead of using the day pixels")
        let sepia = pixel(frame, x: 350, y: 60)
        XCTAssertTrue(sepia.r > sepia.b + 10, "Sepia paper is warm, got \(sepia)")
    }

    func testReopeningContinuesOnTheRememberedPageInTheRememberedMode() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-memory-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let memory = DocumentMemory(directory: directory)
        let document = try document()
        let first = try session(mode: nil, document: document, memory: memory)
        first.carryOut(first.state.apply(.screenDown))
        first.carryOut(first.state.apply(.cycleAppearanceMode))
        XCTAssertEqual(first.state.currentPageIndex, 1)
        first.remember()

        let second = try session(mode: nil, document: document, memory: memory)
        XCTAssertEqual(second.state.currentPageIndex, 1)
        XCTAssertEqual(second.appearance.appearanceMode, .sepia)
        let explicit = try session(mode: .night, document: document, memory: memory)
        XCTAssertEqual(explicit.appearance.appearanceMode, .night, "--mode wins over the remembered mode")
    }

    func testAFlickTurnsThePageAndAPinchZooms() throws {
        let session = try session()
        XCTAssertTrue(session.settle(timeout: 10))
        func finger(_ type: SDL_EventType, _ id: Int64, x: Float, y: Float, at milliseconds: UInt32) {
            var event = SDL_Event()
            event.tfinger.type = type.rawValue
            event.tfinger.timestamp = milliseconds
            event.tfinger.fingerId = id
            event.tfinger.x = x
            event.tfinger.y = y
            session.handle(event)
        }
        finger(SDL_FINGERDOWN, 1, x: 0.8, y: 0.5, at: 1000)
        finger(SDL_FINGERMOTION, 1, x: 0.5, y: 0.5, at: 1080)
        finger(SDL_FINGERUP, 1, x: 0.3, y: 0.5, at: 1150)
        XCTAssertEqual(session.state.currentPageIndex, 1, "a flick to the left shows the next page")

        let zoom = session.state.zoom
        finger(SDL_FINGERDOWN, 2, x: 0.4, y: 0.5, at: 2000)
        finger(SDL_FINGERDOWN, 3, x: 0.6, y: 0.5, at: 2010)
        finger(SDL_FINGERMOTION, 3, x: 0.8, y: 0.5, at: 2050)
        XCTAssertEqual(session.state.zoom / zoom, 2, accuracy: 0.01, "spreading two fingers to twice the distance zooms 2×")
    }
}
