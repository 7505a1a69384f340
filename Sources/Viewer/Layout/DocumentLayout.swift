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
    let pageSizes: PageRuns<PageSize>
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
    /// Consecutive spreads of one shape, in order: as many as the runs of
    /// equal page sizes (about twice as many with two-page spreads), not
    /// one a page, so laying out costs the same for 10 and 20,000 pages of
    /// one size.
    private let spreadRuns: [SpreadRun]
    /// The shapes the runs refer to, each once.
    private let shapes: [SpreadShape]
    /// Size of the whole strip.
    let width: Int
    let height: Int

    init(pageSizes: PageRuns<PageSize>, rotation: Rotation, scale: Double, gap: Int,
         direction: ScrollDirection = .vertical, pagesPerSpread: PagesPerSpread = .one) {
        self.pageSizes = pageSizes
        self.rotation = rotation
        self.scale = scale
        self.gap = gap
        self.direction = direction
        self.pagesPerSpread = pagesPerSpread
        let pixelSizes = pageSizes.map { size in
            let rotated = size.rotated(by: rotation)
            return PixelSize(width: DocumentLayout.pixelExtent(rotated.width, scale: scale),
                             height: DocumentLayout.pixelExtent(rotated.height, scale: scale))
        }
        let spreads = SpreadRanges(pagesPerSpread: pagesPerSpread, pageCount: pageSizes.count)
        self.spreads = spreads
        spreadOfPage = SpreadOfPage(pagesPerSpread: pagesPerSpread)

        // The runs of spreads whose pages have one pixel size, and their shapes.
        var shapes: [SpreadShape] = [], shapeIndex: [SpreadShape: Int32] = [:]
        var runs: [(firstSpread: Int, count: Int, shape: Int32)] = []
        var spread = 0
        while spread < spreads.count {
            let pages = spreads[spread]
            let run = pixelSizes.run(pixelSizes.runIndex(containing: pages.lowerBound))
            let count = pages.upperBound <= run.pages.upperBound
                ? spreads.spreadsOfOneShape(from: spread, pagesBelow: run.pages.upperBound) : 1
            let shape = Self.shape(of: pages, pagesPerSpread: pagesPerSpread, gap: gap) { pixelSizes[$0] }
            let index = shapeIndex[shape] ?? {
                shapes.append(shape)
                shapeIndex[shape] = Int32(shapes.count - 1)
                return Int32(shapes.count - 1)
            }()
            runs.append((spread, count, index))
            spread += count
        }

        // Place the boxes: across the strip by the widest (tallest) spread, along it one after another.
        let spine = shapes.map(\.leftSide).max() ?? 0
        let columnWidth = shapes.map(\.width).max() ?? 0, stripHeight = shapes.map(\.height).max() ?? 0
        for index in shapes.indices {
            switch direction {
            case .vertical:
                shapes[index].across = pagesPerSpread == .two ? spine - shapes[index].leftSide : (columnWidth - shapes[index].width) / 2
            case .horizontal:
                shapes[index].across = (stripHeight - shapes[index].height) / 2
            }
        }
        var position = 0
        spreadRuns = runs.map { run in
            defer { position += run.count * (shapes[Int(run.shape)].extent(along: direction) + gap) }
            return SpreadRun(firstSpread: Int32(run.firstSpread), shape: run.shape, start: position)
        }
        self.shapes = shapes
        let length = spreads.isEmpty ? 0 : position - gap
        switch direction {
        case .vertical:
            width = shapes.map { Int($0.across) + Int($0.width) }.max() ?? 0
            height = length
        case .horizontal:
            width = length
            height = Int(stripHeight)
        }
    }

    /// The box of a spread holding `pages` of the given pixel sizes, with
    /// its pages placed: side by side with `gap` between them on one spine
    /// (two-page spreads), each vertically centred in the box.
    private static func shape(of pages: Range<Int>, pagesPerSpread: PagesPerSpread, gap: Int,
                              pixelSize: (Int) -> PixelSize) -> SpreadShape {
        let sideWidths = pagesPerSpread.sideWidths(of: pages) { Double(pixelSize($0).width) }
        let leftSide = Int(sideWidths.left)
        let boxWidth = Int(sideWidths.left + sideWidths.right) + pagesPerSpread.gapsWithinSpread * gap
        let boxHeight = pages.map { pixelSize($0).height }.max() ?? 0
        let sides = pagesPerSpread.sides(of: pages)
        let slots = pages.map { page in
            let size = pixelSize(page)
            let x = page == sides.left ? leftSide - size.width : page == sides.right ? leftSide + gap : 0
            return SpreadShape.Slot(x: Int32(clamping: x), y: Int32(clamping: (boxHeight - size.height) / 2),
                                    width: Int32(clamping: size.width), height: Int32(clamping: size.height))
        }
        return SpreadShape(leftSide: Int32(clamping: leftSide), width: Int32(clamping: boxWidth),
                           height: Int32(clamping: boxHeight), slots: slots)
    }

    /// Pixel size of a page side as MuPDF rounds a transformed page rectangle
    /// starting at 0 (`fz_round_rect`: ceil(x - 0.001)), at least 1.
    static func pixelExtent(_ points: Double, scale: Double) -> Int {
        max(1, Int((points * scale - 0.001).rounded(.up)))
    }

    var pageCount: Int { pageSizes.count }

    /// How many runs of spreads of one shape the layout stores.
    var spreadRunCount: Int { spreadRuns.count }

    /// The index in `spreadRuns` of the run holding spread `index`.
    private func runIndex(ofSpread index: Int) -> Int {
        var low = 0, high = spreadRuns.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(spreadRuns[middle].firstSpread) <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Spread `index`'s box, including the empty side beside a lone page of
    /// a two-page layout, and its shape.
    private func placement(ofSpread index: Int) -> (box: DocumentPixelRect, shape: SpreadShape) {
        let run = spreadRuns[runIndex(ofSpread: index)], shape = shapes[Int(run.shape)]
        let along = run.start + (index - Int(run.firstSpread)) * (shape.extent(along: direction) + gap)
        let box = direction == .vertical
            ? DocumentPixelRect(x: Int(shape.across), y: along, width: Int(shape.width), height: Int(shape.height))
            : DocumentPixelRect(x: along, y: Int(shape.across), width: Int(shape.width), height: Int(shape.height))
        return (box, shape)
    }

    /// Spread `index`'s box, including the empty side beside a lone page of
    /// a two-page layout.
    func spreadFrame(_ index: Int) -> DocumentPixelRect {
        placement(ofSpread: index).box
    }

    /// The page's rectangle in document pixels.
    func pageFrame(_ index: Int) -> DocumentPixelRect {
        let spread = spreadOfPage[index]
        let (box, shape) = placement(ofSpread: spread)
        let slot = shape.slots[index - spreads[spread].lowerBound]
        return DocumentPixelRect(x: box.x + Int(slot.x), y: box.y + Int(slot.y), width: Int(slot.width), height: Int(slot.height))
    }

    /// The smallest rectangle around the pages of spread `index` (without
    /// the empty side beside a lone page).
    func pagesFrame(ofSpread index: Int) -> DocumentPixelRect {
        let frames = spreads[index].map(pageFrame)
        let left = frames.map(\.x).min() ?? 0, top = frames.map(\.y).min() ?? 0
        let right = frames.map(\.maxX).max() ?? 0, bottom = frames.map(\.maxY).max() ?? 0
        return DocumentPixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The spread whose band along the strip (the spread plus half of each
    /// adjacent gap) contains the document coordinate `position` along the
    /// scroll direction; positions before or after the strip give the first
    /// or last spread. Requires at least one page.
    func spreadIndex(nearest position: Double) -> Int {
        let bandStart = { (run: SpreadRun) in Double(run.start) - Double(self.gap) / 2 }
        var low = 0, high = spreadRuns.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if position >= bandStart(spreadRuns[middle]) { low = middle } else { high = middle - 1 }
        }
        let run = spreadRuns[low]
        let first = Int(run.firstSpread)
        let last = (low + 1 < spreadRuns.count ? Int(spreadRuns[low + 1].firstSpread) : spreads.count) - 1
        let step = Double(shapes[Int(run.shape)].extent(along: direction) + gap)
        let steps = ((position - bandStart(run)) / step).rounded(.down)
        return steps <= 0 ? first : first + Int(Swift.min(steps, Double(last - first)))
    }

    /// Indices of the spreads that overlap `start..<end` along the strip.
    func spreadIndices(overlapping start: Double, to end: Double) -> Range<Int> {
        guard !spreads.isEmpty, end > start else { return 0..<0 }
        var first = spreadIndex(nearest: start)
        let firstSpan = spreadFrame(first).span(along: direction)
        if Double(firstSpan.start + firstSpan.length) <= start { first += 1 }
        var last = spreadIndex(nearest: end)
        if Double(spreadFrame(last).span(along: direction).start) >= end { last -= 1 }
        return first <= last ? first..<(last + 1) : first..<first
    }

    /// The page of spread `spread` nearest to document x (its pages sit side
    /// by side; the boundary is the middle of the gap between them).
    func pageIndex(nearestX x: Double, inSpread spread: Int) -> Int {
        let pages = spreads[spread]
        guard pages.count == 2 else { return pages.lowerBound }
        let left = pages.lowerBound, right = left + 1
        let boundary = Double(pageFrame(left).maxX + pageFrame(right).x) / 2
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
        let rotated = rotation.rotate(point, pageSize: pageSizes[index]), frame = pageFrame(index)
        return (Double(frame.x) + rotated.x * scale, Double(frame.y) + rotated.y * scale)
    }

    /// The page point at a document pixel position, measured on page `index`
    /// (it may lie outside that page).
    func pagePoint(atDocumentX x: Double, y: Double, onPage index: Int) -> PagePoint {
        let frame = pageFrame(index)
        let rotated = PagePoint(x: (x - Double(frame.x)) / scale, y: (y - Double(frame.y)) / scale)
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

/// A page's rendered size in whole device pixels.
struct PixelSize: Hashable, Sendable {
    var width: Int
    var height: Int
}
