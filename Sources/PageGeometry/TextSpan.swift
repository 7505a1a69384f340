/// The part of a text selection on one page (the viewer's `TextSelection`):
/// the text from `start` to `end` in the page's reading order, each end
/// snapped to `unit`. Two points may come in either order (MuPDF orders
/// them); the engine turns a span into highlight quads and text.
public struct TextSpan: Hashable, Sendable {
    /// One end of the span.
    public enum End: Hashable, Sendable {
        /// The character nearest a point on the page.
        case point(PagePoint)
        /// Before the page's first character (in reading order).
        case pageStart
        /// After the page's last character.
        case pageEnd
    }

    /// What the ends snap to.
    public enum Unit: Hashable, Sendable {
        /// The characters nearest the ends.
        case characters
        /// Whole words.
        case words
        /// Whole lines.
        case lines
    }

    /// 0-based page.
    public var page: Int
    public var start: End
    public var end: End
    public var unit: Unit

    public init(page: Int, start: End, end: End, unit: Unit) {
        self.page = page
        self.start = start
        self.end = end
        self.unit = unit
    }
}
