/// How the zoom is chosen when the user has not zoomed by hand (Nutrient's
/// "Page Fitting"). It applies to each spread (a page, or two facing pages,
/// see `PageMode`): in the jump transition to the spread on screen, in the
/// continuous one to every spread of the strip at once — its one zoom is
/// the smallest any spread needs, so the largest spread fits exactly and
/// the others are smaller. The raw value is the name used in configuration
/// files.
public enum PageFitting: String, CaseIterable, Hashable, Sendable, Codable {
    /// The whole spread is visible (both sides fit): "fit page", key z.
    case fit
    /// The spread fills the viewport across the strip: the width with
    /// vertical scrolling, the height with horizontal scrolling; it may
    /// extend beyond the viewport along the strip. "Fit width", key w.
    case fill
    /// `.fill` when both the viewport and the spread are portrait (taller
    /// than wide, the spread as displayed: after rotation, both pages of a
    /// two-page spread together), `.fit` otherwise — so a landscape window
    /// or a landscape spread is always shown whole.
    case adaptive

    /// `.fit` or `.fill`: what this fitting does for a spread of the given
    /// displayed size (points) in `viewport`.
    func resolved(spreadWidth: Double, spreadHeight: Double, viewport: ViewportSize) -> PageFitting {
        switch self {
        case .fit, .fill: return self
        case .adaptive:
            let portraitViewport = viewport.height > viewport.width
            let portraitSpread = spreadHeight > spreadWidth
            return portraitViewport && portraitSpread ? .fill : .fit
        }
    }
}
