import CSDL2
import PDFAppearance
import PDFEngine

/// One window with a software renderer showing a rendered page as streaming
/// textures in the viewer's tiles, centred, the way `SDLFrontend` draws pages.
final class FrameSetup {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct Tile {
        let texture: OpaquePointer
        let x: Int, y: Int, width: Int, height: Int
    }

    let window: OpaquePointer
    let renderer: OpaquePointer
    private let day: PixelBuffer
    private var tiles: [Tile] = []
    private let left: Int, top: Int

    /// A `width`×`height` window showing `day` in opaque (unblended) tiles: RGBA32
    /// as `SDLFrontend` makes them, or with `nativeTextures` in the window's pixel
    /// format, which spares the renderer a format conversion on every copy.
    init(day: PixelBuffer, width: Int32, height: Int32, nativeTextures: Bool) throws {
        guard let window = SDL_CreateWindow("sdlpdf-bench", 0, 0, width, height, 0) else {
            throw Failure(description: "cannot create an SDL window: \(String(cString: SDL_GetError()))")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let failure = Failure(description: "cannot create a software renderer: \(String(cString: SDL_GetError()))")
            SDL_DestroyWindow(window)
            throw failure
        }
        self.window = window
        self.renderer = renderer
        self.day = day
        left = (Int(width) - day.width) / 2
        top = (Int(height) - day.height) / 2
        let format = nativeTextures ? SDL_GetWindowPixelFormat(window) : SDL_PIXELFORMAT_RGBA32.rawValue
        let size = RenderBenchmark.tileSize
        for y in stride(from: 0, to: day.height, by: size) {
            for x in stride(from: 0, to: day.width, by: size) {
                let w = min(size, day.width - x), h = min(size, day.height - y)
                guard let texture = SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h)) else {
                    throw Failure(description: "cannot create a \(w)×\(h) texture: \(String(cString: SDL_GetError()))")
                }
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
                tiles.append(Tile(texture: texture, x: x, y: y, width: w, height: h))
            }
        }
    }

    deinit {
        tiles.forEach { SDL_DestroyTexture($0.texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    var tileCount: Int { tiles.count }

    /// What backs the window surface the software renderer draws into. SDL decides
    /// once per process: plain memory when `SDL_HINT_FRAMEBUFFER_ACCELERATION` is 0
    /// (as `SDLFrontend` sets it), else a texture of a GL renderer (llvmpipe without a GPU).
    static var windowSurface: String {
        let hint = SDL_GetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION).map { String(cString: $0) }
        return hint == "0" ? "plain memory (SDL_FRAMEBUFFER_ACCELERATION=0)" : "GL texture (SDL default)"
    }

    /// The window surface's pixel format, e.g. SDL_PIXELFORMAT_RGB888.
    var windowFormatName: String { String(cString: SDL_GetPixelFormatName(SDL_GetWindowPixelFormat(window))) }

    /// Refills every tile from the day pixels through `pipeline` (locked textures).
    func upload(_ pipeline: ColorPipeline) throws {
        for tile in tiles {
            var memory: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(tile.texture, nil, &memory, &pitch) == 0, let memory else {
                throw Failure(description: "cannot lock a texture: \(String(cString: SDL_GetError()))")
            }
            pipeline.apply(from: day.pointer + tile.y * day.stride + tile.x * 4, sourceStride: day.stride,
                           to: memory.assumingMemoryBound(to: UInt8.self), destinationStride: Int(pitch),
                           width: tile.width, height: tile.height)
            SDL_UnlockTexture(tile.texture)
        }
    }

    /// Clears to `desk`, copies the tiles and presents.
    func present(desk: Color) {
        let (r, g, b, a) = desk.rgba8
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
        SDL_RenderClear(renderer)
        for tile in tiles {
            var destination = SDL_Rect(x: Int32(left + tile.x), y: Int32(top + tile.y), w: Int32(tile.width), h: Int32(tile.height))
            SDL_RenderCopy(renderer, tile.texture, nil, &destination)
        }
        SDL_RenderPresent(renderer)
    }
}
