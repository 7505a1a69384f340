import CSDL2
import PDFAppearance
import PDFEngine

/// One SDL streaming texture holding a rendered tile of a page, in display
/// colours. Uploads write straight into the texture's memory at its pitch,
/// running the colour pipeline on the way (`SDL_LockTexture`).
final class StreamingTexture {
    let texture: OpaquePointer
    let width: Int
    let height: Int
    let layout: TileLayout

    /// Creates a streaming texture in `layout` (`LiveTextures.create`), copied
    /// without blending: page tiles are opaque.
    init(renderer: OpaquePointer, width: Int, height: Int, layout: TileLayout) throws {
        guard let texture = LiveTextures.create(renderer, format: layout.textureFormat, access: SDL_TEXTUREACCESS_STREAMING,
                                                width: width, height: height) else {
            throw SDLError("create a \(width)×\(height) texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        self.texture = texture
        self.width = width
        self.height = height
        self.layout = layout
    }

    /// Memory the texture holds, for the texture budget.
    var byteCount: Int { width * height * 4 }

    deinit {
        LiveTextures.destroy(texture)
    }

    /// Copies a tile's RGBA8 day pixels (the texture's size) into the texture,
    /// in display colours and the texture's layout (`TileLayout.write`).
    func upload(from pixels: PixelBuffer, pipeline: ColorPipeline) throws {
        var memory: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &memory, &pitch) == 0, let memory else {
            throw SDLError("lock a texture for upload")
        }
        defer { SDL_UnlockTexture(texture) }
        layout.write(pixels, through: pipeline, to: memory, pitch: Int(pitch))
    }
}
