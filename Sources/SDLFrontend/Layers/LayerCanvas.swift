import PDFAppearance
import Viewer

/// What a layer draws with, besides what it sees as a `LayerHost`: the
/// overlays' painter, the renderer (for ink strokes), the appearance's
/// colours and the pages still waiting for their pixels. `ViewerSession`
/// is the canvas.
protocol LayerCanvas: LayerHost {
    /// Panels, icons and text in the overlays' style, through the appearance.
    var painter: OverlayPainter { get }
    /// The SDL renderer of the frame being drawn.
    var renderer: OpaquePointer { get }
    /// `color` as the current appearance mode shows it.
    func displayColor(for color: Color) -> Color
    /// Pages the frame shows without all of their current pixels.
    var pagesAwaitingPixels: Set<Int> { get }
    /// Output pixels at the bottom of the window the find bar covers; 0 while it is closed.
    var findBarCoveredHeight: Double { get }
    /// The quads (MuPDF's) that highlight a selected span, in page space.
    func textHighlight(_ span: TextSpan) -> [PageQuad]
}
