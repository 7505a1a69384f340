/// One range of a PDF's /PageLabels number tree, as the document has it:
/// pages from `firstPage` (0-based) on are labelled `prefix` followed by a
/// number counted from `start` in `style` ("D", "R", "r", "A", "a"; nil for
/// no number).
public struct PageLabelRange: Hashable, Sendable {
    public var firstPage: Int
    public var style: Character?
    public var prefix: String
    public var start: Int

    public init(firstPage: Int, style: Character?, prefix: String, start: Int) {
        self.firstPage = firstPage
        self.style = style
        self.prefix = prefix
        self.start = start
    }
}
