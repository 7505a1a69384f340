import CSDL2
import PDFAppearance
import PDFEngine

/// How page tiles lie in texture memory.
///
/// The colour pipeline writes R, G, B, A bytes. Windows under X11 (and SDL's
/// offscreen and dummy drivers) are B, G, R, X in memory, and SDL's software
/// renderer converts every tile with a byte-by-byte loop each time it draws
/// it (about 1 ns a pixel: 0.8 ms for a page on every frame). Tiles in the
/// window's own format are drawn with a plain copy instead; red and blue are
/// swapped once, when a tile is filled.
enum TileLayout: Equatable {
    /// `SDL_PIXELFORMAT_RGBA32`, as the pipeline writes it.
    case rgba
    /// The window's `SDL_PIXELFORMAT_RGB888` or `ARGB8888`: B, G, R, X bytes.
    case windowBGRX(format: UInt32)

    /// The layout that draws fastest into a window of pixel format `windowFormat`
    /// (`SDL_GetWindowPixelFormat`).
    init(windowFormat: UInt32) {
        switch windowFormat {
        case SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue:
            self = .windowBGRX(format: windowFormat)
        default:
            self = .rgba
        }
    }

    /// The SDL pixel format of textures in this layout.
    var textureFormat: UInt32 {
        switch self {
        case .rgba: UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)
        case .windowBGRX(let format): format
        }
    }

    /// Writes a tile's RGBA8 day `pixels` at `memory` (rows `pitch` bytes
    /// apart) in display colours and in this layout: through `pipeline`
    /// (keeping the images its options keep where their image mask says
    /// they are, composing their annotation layers as `Document.render`
    /// does), then arranged.
    func write(_ pixels: PixelBuffer, through pipeline: ColorPipeline, to memory: UnsafeMutableRawPointer, pitch: Int) {
        pipeline.apply(from: pixels, to: memory.assumingMemoryBound(to: UInt8.self), destinationStride: pitch)
        arrange(memory, width: pixels.width, height: pixels.height, pitch: pitch)
    }

    /// Turns R, G, B, A pixels written by the pipeline into this layout, in place.
    func arrange(_ memory: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int) {
        guard case .windowBGRX = self else { return }
        for y in 0..<height {
            let row = (memory + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                row[x] = pixel & 0xFF00_FF00 | pixel >> 16 & 0xFF | (pixel & 0xFF) << 16
            }
        }
    }
}
