/// What `DocumentLayout` computes from the grouping of pages into spreads
/// instead of storing it per page.

/// The spread of each page, from the grouping alone.
struct SpreadOfPage: Sendable {
    let pagesPerSpread: PagesPerSpread

    subscript(page: Int) -> Int {
        pagesPerSpread == .one ? page : (page + 1) / 2
    }
}

/// The page ranges of the spreads in reading order (each as `PagesPerSpread.spread(containing:pageCount:)`).
struct SpreadRanges: RandomAccessCollection, Sendable {
    let pagesPerSpread: PagesPerSpread
    let pageCount: Int

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch pagesPerSpread {
        case .one: return pageCount
        case .two: return pageCount == 0 ? 0 : 1 + pageCount / 2
        }
    }

    subscript(index: Int) -> Range<Int> {
        switch pagesPerSpread {
        case .one: return index..<(index + 1)
        case .two: return index == 0 ? 0..<1 : (2 * index - 1)..<Swift.min(2 * index + 1, pageCount)
        }
    }

    /// How many spreads from `index` on hold only pages below `end` and
    /// as many pages as spread `index` (at least 1): with pages of one size
    /// up to `end`, spreads of one shape.
    func spreadsOfOneShape(from index: Int, pagesBelow end: Int) -> Int {
        let pages = self[index]
        switch pagesPerSpread {
        case .one: return end - index
        case .two:
            // Spread j ≥ 1 holds pages 2j-1 and 2j; both below `end` while 2j < end.
            guard pages.count == 2 else { return 1 }
            return (end - 1) / 2 - index + 1
        }
    }
}
