import CSDL2
import PDFAppearance
import Viewer

/// What a layer draws with, besides what it sees as a `LayerHost`: filled
/// rectangles, shapes, text and triangles in output pixels, the
/// appearance's colours, and the pages still waiting for their pixels. Layers
/// draw panels, icons and text through `painter`, which draws through
/// these. `ViewerSession` is the canvas; a fake one records what a layer
/// draws in tests without a window.
protocol LayerCanvas: LayerHost {
    /// `color` as the current appearance mode shows page content (ink, highlights).
    func displayColor(for color: Color) -> Color
    /// `color` as the current appearance mode shows the overlays (without
    /// Night's contrast floor for content).
    func chromeColor(for color: Color) -> Color
    /// Fills `rect` with `color` as the overlays show it; translucent colours blend.
    func fill(_ rect: ScreenRect, _ color: Color)
    /// Draws `shape` into the square of side `side` pixels at (`x`, `y`) in
    /// `color` (a display colour); `part` is the piece of that square to
    /// draw, in its pixels (all of it when nil).
    func drawShape(_ shape: ShapeMasks.Shape, side: Int, x: Int, y: Int, color: Color, part: SDL_Rect?)
    /// The size in pixels of `text` drawn at `pixels` per em in `color` (a
    /// display colour); nil when it cannot be drawn.
    func textSize(of text: String, pixels: Double, color: Color) -> (width: Int, height: Int)?
    /// Draws `text` at `pixels` per em in `color` (a display colour) with its
    /// top-left corner at (`x`, `y`).
    func drawText(_ text: String, pixels: Double, color: Color, x: Double, y: Double)
    /// Draws triangles in output pixels, blended over the frame: each three
    /// of `indices` name three of `vertices`, each with its own colour.
    func fillTriangles(_ vertices: [SDL_Vertex], indices: [Int32])
    /// Pages the frame shows without all of their current pixels.
    var pagesAwaitingPixels: Set<Int> { get }
    /// Output pixels at the bottom of the window the find bar covers; 0 while it is closed.
    var findBarCoveredHeight: Double { get }
    /// The quads (MuPDF's) that highlight a selected span, in page space.
    func textHighlight(_ span: TextSpan) -> [PageQuad]
}

extension LayerCanvas {
    /// Panels, icons and text in the overlays' style, at the window's pixel density.
    var painter: OverlayPainter { OverlayPainter(canvas: self) }
}
