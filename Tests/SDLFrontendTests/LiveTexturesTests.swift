import CSDL2
import PDFEngine
import XCTest
@testable import SDLFrontend

/// `SDL_DestroyRenderer` frees the renderer's textures: a texture its
/// renderer took with it is never handed to `SDL_DestroyTexture` again (a
/// session's window goes before its texture caches).
final class LiveTexturesTests: DummyVideoTestCase {
    func testTexturesFreedWithTheirRendererAreNotDestroyedAgain() throws {
        let window = try XCTUnwrap(SDL_CreateWindow("textures", 0, 0, 64, 64, SDL_WINDOW_HIDDEN.rawValue))
        defer { SDL_DestroyWindow(window) }
        let renderer = try XCTUnwrap(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue))
        let before = LiveTextures.count
        let format = UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)
        let first = try XCTUnwrap(LiveTextures.create(renderer, format: format, access: SDL_TEXTUREACCESS_STREAMING,
                                                      width: 16, height: 16))
        let second = try XCTUnwrap(LiveTextures.create(renderer, format: format, access: SDL_TEXTUREACCESS_STATIC,
                                                       width: 16, height: 16))
        LiveTextures.destroy(second)
        XCTAssertEqual(LiveTextures.count, before + 1)

        LiveTextures.destroyRenderer(renderer)
        XCTAssertEqual(LiveTextures.count, before, "the renderer freed its texture")
        SDL_ClearError()
        LiveTextures.destroy(first)
        XCTAssertEqual(LiveTextures.count, before)
        XCTAssertEqual(String(cString: SDL_GetError()), "", "SDL_DestroyTexture was called on a freed texture")
    }

    /// A session released with tiles on its window destroys each of its
    /// textures once: SDL reports no invalid texture (`SDL_DestroyTexture` on
    /// one already freed with the renderer), and none stays counted.
    func testASessionReleasedWithTilesDestroysNoTextureTwice() throws {
        let before = LiveTextures.count
        let file = try TestDocument(pages: ["%%MediaBox 0 0 400 400\n1 0 0 rg 100 100 200 200 re f\n"], in: self)
        var options = SessionOptions()
        options.windowWidth = 500
        options.windowHeight = 500
        var session: ViewerSession? = try ViewerSession(document: Document(path: file.path), options: options)
        XCTAssertTrue(try XCTUnwrap(session).settle(timeout: 10), "the first frame never completed")
        // The first frame drew the tiles into the window surface; their textures are filled while idle.
        let deadline = Date().addingTimeInterval(5)
        while LiveTextures.count <= before && Date() < deadline {
            session?.idle(for: 0.05)
        }
        XCTAssertGreaterThan(LiveTextures.count, before, "the page's tiles have textures")
        SDL_ClearError()
        session = nil
        XCTAssertEqual(String(cString: SDL_GetError()), "", "SDL_DestroyTexture was called on a texture its renderer freed")
        XCTAssertEqual(LiveTextures.count, before)
    }
}
