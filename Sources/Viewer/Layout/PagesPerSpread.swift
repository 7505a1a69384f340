/// How pages are grouped into spreads once `PageMode.automatic` is decided.
enum PagesPerSpread: Sendable {
    case one
    /// Book order: the cover alone on the right, then facing pairs (see `PageMode`).
    case two

    /// The pages of the spread that holds `page` (0..<pageCount).
    func spread(containing page: Int, pageCount: Int) -> Range<Int> {
        switch self {
        case .one: return page..<(page + 1)
        case .two:
            guard page > 0 else { return 0..<1 }
            let first = page % 2 == 1 ? page : page - 1
            return first..<min(first + 2, pageCount)
        }
    }

    /// The pages left and right of the spine in a spread of `.two`: the
    /// first page is alone on the right, any other lone page on the left.
    /// For `.one` the page is on neither side (it is centred).
    func sides(of spread: Range<Int>) -> (left: Int?, right: Int?) {
        switch self {
        case .one: return (nil, nil)
        case .two:
            if spread.count == 2 { return (spread.lowerBound, spread.lowerBound + 1) }
            return spread.lowerBound == 0 ? (nil, 0) : (spread.lowerBound, nil)
        }
    }

    /// The extent across the spine of a spread whose pages have the given
    /// widths (any unit): for `.two` each side is as wide as its page, an
    /// empty side as wide as the page opposite. Returns the widths of the
    /// left and right sides (`.one`: the page width and 0).
    func sideWidths(of spread: Range<Int>, pageWidth: (Int) -> Double) -> (left: Double, right: Double) {
        let sides = sides(of: spread)
        switch self {
        case .one: return (pageWidth(spread.lowerBound), 0)
        case .two:
            let left = (sides.left ?? sides.right).map(pageWidth) ?? 0
            let right = (sides.right ?? sides.left).map(pageWidth) ?? 0
            return (left, right)
        }
    }

    /// Gaps between the pages of one spread.
    var gapsWithinSpread: Int { self == .two ? 1 : 0 }
}
