/// How the viewer moves between pages (Nutrient's "Page Transition").
/// The raw value is the name used in configuration files.
public enum PageTransition: String, CaseIterable, Hashable, Sendable, Codable {
    /// All pages (or spreads) form one strip that scrolls continuously.
    case continuous
    /// One page — or one spread — at a time. A page larger than the window
    /// scrolls within itself; Page Down/Space at its end and the wheel at
    /// its end go on to the start of the next one (Page Up/Backspace and the
    /// wheel at its start go back to the end of the previous one), while
    /// line steps (j/k, arrows) and dragging stay on the page.
    case jump
}
