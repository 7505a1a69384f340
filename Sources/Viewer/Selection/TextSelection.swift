/// Text the reader selected: from where the selection began (`anchor`) to
/// where the pointer is now (`focus`), both in page space, possibly on
/// different pages. Which characters lie between them is MuPDF's business
/// (reading order on each page); the selection only says, page by page,
/// from where to where (`spans`).
public struct TextSelection: Hashable, Sendable {
    /// What the ends of a selection snap to: characters (a drag), whole
    /// words (a double-click, and a drag that follows it) or lines (a
    /// triple-click).
    public typealias Unit = TextSpan.Unit

    /// Where the selection began.
    public var anchor: PageHit
    /// Where it ends now: the pointer's place during a drag.
    public var focus: PageHit
    public var unit: Unit

    public init(anchor: PageHit, focus: PageHit, unit: Unit = .characters) {
        self.anchor = anchor
        self.focus = focus
        self.unit = unit
    }

    /// A selection that begins and ends at `point`: empty for characters,
    /// the word or line there for the other units.
    public init(at point: PageHit, unit: Unit) {
        self.init(anchor: point, focus: point, unit: unit)
    }

    /// Whether it cannot hold a character: a character selection whose ends
    /// coincide (a press without a drag).
    public var isEmpty: Bool { unit == .characters && anchor == focus }

    /// The pages it touches, first to last.
    public var pages: ClosedRange<Int> {
        min(anchor.pageIndex, focus.pageIndex)...max(anchor.pageIndex, focus.pageIndex)
    }

    /// The part on page `page`, nil when the selection does not reach it.
    /// On the first page it runs from its earlier end to the page's end of
    /// text, on the last from the page's start to its later end, and pages
    /// in between are selected whole.
    public func span(onPage page: Int) -> TextSpan? {
        guard pages.contains(page) else { return nil }
        let (first, last) = anchor.pageIndex <= focus.pageIndex ? (anchor, focus) : (focus, anchor)
        if first.pageIndex == last.pageIndex {
            return TextSpan(page: page, start: .point(anchor.point), end: .point(focus.point), unit: unit)
        }
        let start: TextSpan.End = page == first.pageIndex ? .point(first.point) : .pageStart
        let end: TextSpan.End = page == last.pageIndex ? .point(last.point) : .pageEnd
        return TextSpan(page: page, start: start, end: end, unit: unit)
    }

    /// The parts on every page it touches, in page order.
    public var spans: [TextSpan] {
        pages.compactMap { span(onPage: $0) }
    }
}
