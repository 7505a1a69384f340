/// How the zoom is chosen. Fit modes are re-applied whenever the viewport
/// size or rotation changes; any explicit zoom switches to `.custom`.
public enum FitMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// The current page is shown whole (both sides fit).
    case page
    /// The current page's width fills the viewport width.
    case width
    /// The user chose the zoom.
    case custom
}
