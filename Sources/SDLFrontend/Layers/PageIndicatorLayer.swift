import Viewer

/// The page indicator at the bottom right: "12 / 352", or with a page label
/// "xii (12 / 352)". It shows while the reader scrolls or turns pages and
/// hides `visibleMilliseconds` after the last move, like the toolbar; it
/// takes no input. While the find bar is open it stands above the bar.
final class PageIndicatorLayer: SessionLayer {
    static let visibleMilliseconds: UInt64 = 2000

    /// What it shows.
    private(set) var text = ""
    /// When it hides; nil while hidden.
    private(set) var hideTime: UInt64?

    var isVisible: Bool { hideTime != nil }

    /// Shows `text` for `visibleMilliseconds` from `now`.
    func show(_ text: String, now: UInt64) {
        self.text = text
        hideTime = now + Self.visibleMilliseconds
    }

    var nextWakeUp: UInt64? { hideTime }
    var isBlank: Bool { !isVisible }

    func tick(now: UInt64, in host: LayerHost) {
        if let hideTime, hideTime <= now { self.hideTime = nil }
    }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool { false }

    /// The pill's frame in a viewport, for a text `textWidth` pixels wide,
    /// above the bottom `bottomInset` pixels (what the find bar covers).
    static func frame(textWidth: Double, style: OverlayStyle, viewport: ScreenRect, bottomInset: Double = 0) -> ScreenRect {
        let width = (textWidth + 2 * style.pixels(14)).rounded(.up), height = style.pixels(30)
        let margin = style.pixels(OverlayStyle.windowMargin)
        let bottom = bottomInset > 0 ? viewport.maxY - bottomInset : viewport.maxY - margin
        return ScreenRect(x: viewport.maxX - margin - width, y: bottom - height, width: width, height: height)
    }

    func draw(in canvas: LayerCanvas) {
        guard isVisible, !text.isEmpty else { return }
        let painter = canvas.painter, style = painter.style
        let frame = Self.frame(textWidth: painter.width(of: text, size: OverlayStyle.labelSize), style: style,
                               viewport: canvas.geometry.viewport.bounds, bottomInset: canvas.findBarCoveredHeight)
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        painter.text(text, size: OverlayStyle.labelSize, OverlayStyle.primaryText, in: frame, centered: true)
    }
}
