import CSDL2
import PDFAppearance
import PDFEngine

/// Tiles drawn straight into the window surface, for the window's first
/// frame, whose tiles have no textures yet.
///
/// SDL's software renderer draws into the window surface. A tile without a
/// texture gets one first: `SDL_CreateTexture` allocates and zeroes the
/// texture's memory (1 MiB of new pages for a 512-px tile, 0.3–0.7 ms each on
/// the main thread, perf uprobes), the colour pipeline writes it, and
/// `SDL_RenderCopy` copies it into the surface. The first frame has no
/// texture at all, so its tiles go through the pipeline into the surface in
/// one pass, and their textures are filled while idle once the frame is on
/// screen (`FrameComposer.warmNextTexture`).
struct WindowSurfaceTiles {
    let window: OpaquePointer
    let renderer: OpaquePointer
    let layout: TileLayout

    /// Writes a tile's day `pixels` in `pipeline`'s colours at `destination`
    /// (output pixels) of the window surface, after what the renderer drew
    /// before; false, with nothing written, when the surface is not in the
    /// tiles' layout or the tile does not lie inside it pixel for pixel.
    func draw(_ pixels: PixelBuffer, pipeline: ColorPipeline, at destination: SDL_Rect) -> Bool {
        guard let surface = SDL_GetWindowSurface(window), let format = surface.pointee.format,
              format.pointee.format == layout.textureFormat, format.pointee.BytesPerPixel == 4,
              destination.w == Int32(pixels.width), destination.h == Int32(pixels.height),
              destination.x >= 0, destination.y >= 0,
              destination.x + destination.w <= surface.pointee.w, destination.y + destination.h <= surface.pointee.h
        else { return false }
        SDL_RenderFlush(renderer)
        guard SDL_LockSurface(surface) == 0 else { return false }
        defer { SDL_UnlockSurface(surface) }
        guard let base = surface.pointee.pixels else { return false }
        let pitch = Int(surface.pointee.pitch)
        layout.write(pixels, through: pipeline, to: base + Int(destination.y) * pitch + Int(destination.x) * 4, pitch: pitch)
        return true
    }
}
