/// What `DocumentLayout` keeps per page and per spread, in as few bytes as
/// a long document needs (20,000 pages): what follows from the grouping of
/// pages into spreads is computed, not stored.

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
}

/// Whole-pixel page extents in 32 bits.
struct PixelExtents: RandomAccessCollection, Sendable {
    private let values: [Int32]

    init(_ values: [Int]) {
        self.values = values.map { Int32(clamping: $0) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { values.count }
    subscript(index: Int) -> Int { Int(values[index]) }
}

/// The box of each spread. A single page's box is the page's own frame, so
/// only the boxes of two-page spreads (which keep the empty side beside a
/// lone page) are stored.
struct SpreadFrames: RandomAccessCollection, Sendable {
    private let boxes: [DocumentPixelRect]
    private let lefts: [Int]
    private let tops: [Int]
    private let widths: PixelExtents
    private let heights: PixelExtents

    init(boxes: [DocumentPixelRect], pagesPerSpread: PagesPerSpread, lefts: [Int], tops: [Int],
         widths: PixelExtents, heights: PixelExtents) {
        self.boxes = pagesPerSpread == .one ? [] : boxes
        self.lefts = lefts
        self.tops = tops
        self.widths = widths
        self.heights = heights
    }

    var startIndex: Int { 0 }
    var endIndex: Int { boxes.isEmpty ? lefts.count : boxes.count }

    subscript(index: Int) -> DocumentPixelRect {
        guard boxes.isEmpty else { return boxes[index] }
        return DocumentPixelRect(x: lefts[index], y: tops[index], width: widths[index], height: heights[index])
    }
}
