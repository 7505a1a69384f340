import PDFAppearance
import Viewer

/// The hits of the find on the visible pages, highlighted through the
/// appearance (a translucent yellow, the current hit a stronger orange), so
/// a night page gets night-coloured highlights. It lies over the pages,
/// with the text selection, and takes no input; Escape with the find bar
/// closed hides the highlights until the next step through the hits.
final class FindHighlightLayer: SessionLayer {
    /// Every hit, in Default mode.
    static let hitColor = Color(red: 1, green: 0.8, blue: 0, alpha: 0.45)
    /// The current hit, in Default mode.
    static let currentHitColor = Color(red: 1, green: 0.45, blue: 0, alpha: 0.55)

    /// What is highlighted; nil shows nothing.
    var results: FindResults?
    /// Whether the highlights are hidden (Escape), though the find goes on.
    var isHidden = false
    private let highlights = HighlightPainter()

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool { false }

    var isBlank: Bool { isHidden || results?.hitCount ?? 0 == 0 }

    func draw(in canvas: LayerCanvas) {
        guard let results, !isHidden else { return }
        for page in canvas.geometry.visiblePages() {
            guard let hits = results.hitsByPage[page.index] else { continue }
            for (index, rects) in hits.enumerated() {
                let isCurrent = results.current == FindHitLocation(page: page.index, index: index)
                highlights.add(rects, onPage: page.index, isCurrent ? Self.currentHitColor : Self.hitColor, in: canvas)
            }
        }
        highlights.draw(in: canvas)
    }
}
