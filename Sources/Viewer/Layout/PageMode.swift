/// How many pages are shown side by side (Nutrient's "Page Mode").
/// The raw value is the name used in configuration files.
///
/// Two-page spreads follow a printed book: the first page (the cover) is
/// alone on the right of the spine, then pages 2–3, 4–5, … face each other
/// (0-based: [0], [1, 2], [3, 4], …), and a last page without a partner is
/// alone on the left. A lone page keeps the place of a whole spread: the
/// empty side is as wide as the page, so the lone page is shown at the same
/// size as its neighbours, on its own side of the spine. A spread is the
/// unit of the jump transition and of fitting.
public enum PageMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// One page per spread.
    case single
    /// Two facing pages per spread (see above).
    case double
    /// `.double` while the viewport is wider than it is tall (landscape),
    /// `.single` otherwise (portrait or square); re-decided on every resize.
    case automatic

    /// The mode actually shown in a viewport: `.single` or `.double`.
    public func resolved(for viewport: ViewportSize) -> PageMode {
        switch self {
        case .single, .double: return self
        case .automatic: return viewport.width > viewport.height ? .double : .single
        }
    }

    /// Pages per spread in a viewport.
    func pagesPerSpread(for viewport: ViewportSize) -> PagesPerSpread {
        resolved(for: viewport) == .double ? .two : .one
    }
}
