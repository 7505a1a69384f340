/// Layout of all pages at one scale and rotation, in "document pixels":
/// output pixels with the origin at the top-left corner of the whole strip.
///
/// Pages are grouped into spreads (`PagesPerSpread`); the pages of a spread
/// sit side by side with `gap` pixels between them, vertically centred on
/// each other. Spreads follow each other along the scroll direction with
/// `gap` pixels between them:
/// - vertical: top to bottom; single pages are centred in the column's
///   width, two-page spreads share one spine (every left page ends and every
///   right page starts at the same x);
/// - horizontal: left to right, each spread vertically centred on the strip.
/// All page origins and sizes are whole pixels so tiles meet without seams.
struct DocumentLayout: Sendable {
    /// Unrotated page sizes in points.
    let pageSizes: [PageSize]
    let rotation: Rotation
    /// Output pixels per point.
    let scale: Double
    let gap: Int
    let direction: ScrollDirection
    let pagesPerSpread: PagesPerSpread
    /// Page ranges of the spreads in reading order.
    let spreads: SpreadRanges
    /// Per page: index of its spread.
    let spreadOfPage: SpreadOfPage
    /// Per page: rendered image size in device pixels.
    let pixelWidths: PixelExtents
    let pixelHeights: PixelExtents
    /// Per page: top-left corner in document pixels.
    let lefts: [Int]
    let tops: [Int]
    /// Per spread: its box, including the empty side beside a lone page of a
    /// two-page layout.
    let spreadFrames: SpreadFrames
    /// Size of the whole strip.
    let width: Int
    let height: Int

    init(pageSizes: [PageSize], rotation: Rotation, scale: Double, gap: Int,
         direction: ScrollDirection = .vertical, pagesPerSpread: PagesPerSpread = .one) {
        self.pageSizes = pageSizes
        self.rotation = rotation
        self.scale = scale
        self.gap = gap
        self.direction = direction
        self.pagesPerSpread = pagesPerSpread
        let rotated = pageSizes.map { $0.rotated(by: rotation) }
        let pixelWidths = rotated.map { DocumentLayout.pixelExtent($0.width, scale: scale) }
        let pixelHeights = rotated.map { DocumentLayout.pixelExtent($0.height, scale: scale) }
        self.pixelWidths = PixelExtents(pixelWidths)
        self.pixelHeights = PixelExtents(pixelHeights)
        let spreads = SpreadRanges(pagesPerSpread: pagesPerSpread, pageCount: pageSizes.count)
        self.spreads = spreads
        let spreadOfPage = SpreadOfPage(pagesPerSpread: pagesPerSpread)
        self.spreadOfPage = spreadOfPage

        // Each spread's box size and the x of each page inside it.
        let sideWidths = spreads.map { spread in
            pagesPerSpread.sideWidths(of: spread) { Double(pixelWidths[$0]) }
        }
        let boxWidths = sideWidths.map { Int($0.left + $0.right) + pagesPerSpread.gapsWithinSpread * gap }
        let boxHeights = spreads.map { spread in spread.reduce(0) { Swift.max($0, pixelHeights[$1]) } }
        var offsetsInBox = Array(repeating: 0, count: pageSizes.count)
        for (index, spread) in spreads.enumerated() {
            let sides = pagesPerSpread.sides(of: spread)
            let leftSide = Int(sideWidths[index].left)
            if let left = sides.left { offsetsInBox[left] = leftSide - pixelWidths[left] }
            if let right = sides.right { offsetsInBox[right] = leftSide + gap }
        }

        // Place the boxes.
        var boxes: [DocumentPixelRect] = []
        boxes.reserveCapacity(spreads.count)
        var position = 0
        switch direction {
        case .vertical:
            let spine = sideWidths.map { Int($0.left) }.max() ?? 0
            let columnWidth = boxWidths.max() ?? 0
            for index in spreads.indices {
                let x = pagesPerSpread == .two ? spine - Int(sideWidths[index].left) : (columnWidth - boxWidths[index]) / 2
                boxes.append(DocumentPixelRect(x: x, y: position, width: boxWidths[index], height: boxHeights[index]))
                position += boxHeights[index] + gap
            }
            width = boxes.map(\.maxX).max() ?? 0
            height = spreads.isEmpty ? 0 : position - gap
        case .horizontal:
            let stripHeight = boxHeights.max() ?? 0
            for index in spreads.indices {
                boxes.append(DocumentPixelRect(x: position, y: (stripHeight - boxHeights[index]) / 2,
                                               width: boxWidths[index], height: boxHeights[index]))
                position += boxWidths[index] + gap
            }
            width = spreads.isEmpty ? 0 : position - gap
            height = stripHeight
        }
        let lefts = pageSizes.indices.map { boxes[spreadOfPage[$0]].x + offsetsInBox[$0] }
        let tops = pageSizes.indices.map { page in
            let box = boxes[spreadOfPage[page]]
            return box.y + (box.height - pixelHeights[page]) / 2
        }
        self.lefts = lefts
        self.tops = tops
        spreadFrames = SpreadFrames(boxes: boxes, pagesPerSpread: pagesPerSpread, lefts: lefts, tops: tops,
                                    widths: self.pixelWidths, heights: self.pixelHeights)
    }

    /// Pixel size of a page side as MuPDF rounds a transformed page rectangle
    /// starting at 0 (`fz_round_rect`: ceil(x - 0.001)), at least 1.
    static func pixelExtent(_ points: Double, scale: Double) -> Int {
        max(1, Int((points * scale - 0.001).rounded(.up)))
    }

    var pageCount: Int { pageSizes.count }

    /// The page's rectangle in document pixels.
    func pageFrame(_ index: Int) -> DocumentPixelRect {
        DocumentPixelRect(x: lefts[index], y: tops[index], width: pixelWidths[index], height: pixelHeights[index])
    }

    /// The smallest rectangle around the pages of spread `index` (without
    /// the empty side beside a lone page).
    func pagesFrame(ofSpread index: Int) -> DocumentPixelRect {
        let pages = spreads[index]
        let left = pages.map { lefts[$0] }.min() ?? 0, top = pages.map { tops[$0] }.min() ?? 0
        let right = pages.map { lefts[$0] + pixelWidths[$0] }.max() ?? 0
        let bottom = pages.map { tops[$0] + pixelHeights[$0] }.max() ?? 0
        return DocumentPixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The spread whose band along the strip (the spread plus half of each
    /// adjacent gap) contains the document coordinate `position` along the
    /// scroll direction; positions before or after the strip give the first
    /// or last spread. Requires at least one page.
    func spreadIndex(nearest position: Double) -> Int {
        var low = 0, high = spreads.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            let bandStart = Double(spreadFrames[middle].span(along: direction).start) - Double(gap) / 2
            if position >= bandStart { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Indices of the spreads that overlap `start..<end` along the strip.
    func spreadIndices(overlapping start: Double, to end: Double) -> Range<Int> {
        guard !spreads.isEmpty, end > start else { return 0..<0 }
        var first = spreadIndex(nearest: start)
        let firstSpan = spreadFrames[first].span(along: direction)
        if Double(firstSpan.start + firstSpan.length) <= start { first += 1 }
        var last = spreadIndex(nearest: end)
        if Double(spreadFrames[last].span(along: direction).start) >= end { last -= 1 }
        return first <= last ? first..<(last + 1) : first..<first
    }

    /// The page of spread `spread` nearest to document x (its pages sit side
    /// by side; the boundary is the middle of the gap between them).
    func pageIndex(nearestX x: Double, inSpread spread: Int) -> Int {
        let pages = spreads[spread]
        guard pages.count == 2 else { return pages.lowerBound }
        let left = pages.lowerBound, right = left + 1
        let boundary = Double(lefts[left] + pixelWidths[left] + lefts[right]) / 2
        return x < boundary ? left : right
    }

    /// The page nearest to a document point: the spread whose band contains
    /// it along the strip, then the nearer page of that spread. Requires at
    /// least one page.
    func pageIndex(nearestX x: Double, y: Double) -> Int {
        pageIndex(nearestX: x, inSpread: spreadIndex(nearest: direction == .vertical ? y : x))
    }

    /// Document pixel position of a point on a page.
    func documentPosition(of point: PagePoint, onPage index: Int) -> (x: Double, y: Double) {
        let rotated = rotation.rotate(point, pageSize: pageSizes[index])
        return (Double(lefts[index]) + rotated.x * scale, Double(tops[index]) + rotated.y * scale)
    }

    /// The page point at a document pixel position, measured on page `index`
    /// (it may lie outside that page).
    func pagePoint(atDocumentX x: Double, y: Double, onPage index: Int) -> PagePoint {
        let rotated = PagePoint(x: (x - Double(lefts[index])) / scale, y: (y - Double(tops[index])) / scale)
        return rotation.unrotate(rotated, pageSize: pageSizes[index])
    }
}

/// An integer rectangle in document pixels (output pixels with the origin
/// at the top-left corner of the whole strip of pages).
struct DocumentPixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// Start and length along an axis: y and height for vertical, x and width for horizontal.
    func span(along direction: ScrollDirection) -> (start: Int, length: Int) {
        direction == .vertical ? (y, height) : (x, width)
    }
}
