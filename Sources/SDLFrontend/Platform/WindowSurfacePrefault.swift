import CSDL2
import CX11Window

/// Faults in the pages of a new window surface on a thread of its own, while
/// the first frame is still being prepared.
///
/// Under X11 the software renderer draws into a new MIT-SHM segment (the
/// 829×921 window measure.sh sees is 750 pages), which the kernel allocates
/// page by page on first write: the first frame's desk fill, the first thing
/// drawn into it, took 3.4 ms on the main thread after the last tile (perf
/// uprobes on `SDL_RenderFillRects`, median of 8 launches) and 1.0 ms on
/// populated pages. `MADV_POPULATE_WRITE` allocates the pages a chunk at a
/// time and leaves what they hold as it is; a kernel without it (Linux before
/// 5.14) refuses and the pages fault in on first use as before. Populating on
/// the main thread instead costs about what the faults cost.
enum WindowSurfacePrefault {
    /// Starts populating the surface of `window` (`SDL_GetWindowSurface`,
    /// which the software renderer draws into) in the background.
    static func start(for window: OpaquePointer) {
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else { return }
        sdlpdf_surface_prefault_start(pixels, Int(surface.pointee.pitch) * Int(surface.pointee.h))
    }
}
