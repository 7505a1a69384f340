import PDFAppearance
import Viewer

/// Rectangles a program outside the window pointed at (D-Bus
/// HighlightRects, SyncTeX forward search), highlighted through the
/// appearance so a night page gets a night-coloured highlight: shown at full
/// strength for `holdMilliseconds`, then faded out over `fadeMilliseconds`.
/// It takes no input.
final class PointedHighlightLayer: SessionLayer {
    /// The highlight in Default mode: the find's current-hit orange.
    static let color = FindHighlightLayer.currentHitColor
    static let holdMilliseconds: UInt64 = 1000
    static let fadeMilliseconds: UInt64 = 500
    /// How often the fade redraws.
    private static let fadeStep: UInt64 = 33

    private var rects: [Int: [PageRect]] = [:]
    private var shownAt: UInt64 = 0
    /// 1 while held, falling to 0 as it fades.
    private var strength = 0.0
    private let highlights = HighlightPainter()

    /// Highlights `rects` on `page` from `now` (SDL ticks), replacing what was highlighted.
    func show(_ rects: [PageRect], onPage page: Int, now: UInt64) {
        show([page: rects], now: now)
    }

    /// Highlights boxes on several pages from `now`.
    func show(_ rectsByPage: [Int: [PageRect]], now: UInt64) {
        rects = rectsByPage
        shownAt = now
        strength = rectsByPage.isEmpty ? 0 : 1
        nextWakeUp = strength > 0 ? now + Self.holdMilliseconds : nil
    }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool { false }

    var isBlank: Bool { strength == 0 }

    private(set) var nextWakeUp: UInt64?

    func tick(now: UInt64, in host: LayerHost) {
        let elapsed = now > shownAt ? now - shownAt : 0
        guard elapsed >= Self.holdMilliseconds else { return }
        strength = max(0, 1 - Double(elapsed - Self.holdMilliseconds) / Double(Self.fadeMilliseconds))
        if strength == 0 { rects = [:] }
        nextWakeUp = strength > 0 ? now + Self.fadeStep : nil
        host.requestRedraw()
    }

    func draw(in canvas: LayerCanvas) {
        guard strength > 0 else { return }
        var color = Self.color
        color.alpha *= strength
        for page in canvas.geometry.visiblePages() {
            guard let pageRects = rects[page.index] else { continue }
            highlights.add(pageRects, onPage: page.index, color, in: canvas)
        }
        highlights.draw(in: canvas)
    }
}
