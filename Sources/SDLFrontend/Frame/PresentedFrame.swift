import Viewer

/// What the window shows, so that a new frame updates only the part of the
/// window it changes: a page turn or a scroll sends the pages' area to the
/// display, not the desk beside them, which stays the same.
struct PresentedFrame: Equatable {
    /// Where the pages are, in output pixels.
    var pages: [ScreenRect]
    /// Everything else that decides the pixels outside the pages: the
    /// colour pipeline, the dimming, the output size, and whether any
    /// layer (message, toolbar, prompt, overlay, ink) draws.
    var surroundings: Surroundings

    struct Surroundings: Equatable {
        var pipeline: ObjectIdentifier
        var dimming: Double
        var outputWidth: Int
        var outputHeight: Int
        var layersBlank: Bool
    }

    /// The part of the window that changes from `shown` to this frame: the
    /// box around the pages of both, when nothing outside the pages can
    /// differ; nil when the whole window has to go (nothing shown yet, a
    /// layer drawn before or now, another mode, dimming or size).
    func changedRegion(since shown: PresentedFrame?) -> ScreenRect? {
        guard let shown, shown.surroundings == surroundings, surroundings.layersBlank,
              let first = (pages + shown.pages).first else { return nil }
        var left = first.x, top = first.y, right = first.maxX, bottom = first.maxY
        for page in pages + shown.pages {
            left = min(left, page.x)
            top = min(top, page.y)
            right = max(right, page.maxX)
            bottom = max(bottom, page.maxY)
        }
        let window = ScreenRect(x: 0, y: 0, width: Double(surroundings.outputWidth), height: Double(surroundings.outputHeight))
        return ScreenRect(x: left, y: top, width: right - left, height: bottom - top).intersection(window)
    }
}
