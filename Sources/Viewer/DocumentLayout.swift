/// Continuous vertical layout of all pages at one scale and rotation, in
/// "document pixels": output pixels with the origin at the top-left corner of
/// the whole column of pages. Pages are stacked top to bottom with `gap`
/// pixels between them and centred in the column's width. All page origins
/// and sizes are whole pixels so tiles meet without seams.
struct DocumentLayout: Sendable {
    /// Unrotated page sizes in points.
    let pageSizes: [PageSize]
    let rotation: Rotation
    /// Output pixels per point.
    let scale: Double
    let gap: Int
    /// Per page: rendered image size in device pixels.
    let pixelWidths: [Int]
    let pixelHeights: [Int]
    /// Per page: top-left corner in document pixels.
    let lefts: [Int]
    let tops: [Int]
    /// Size of the whole column.
    let width: Int
    let height: Int

    init(pageSizes: [PageSize], rotation: Rotation, scale: Double, gap: Int) {
        self.pageSizes = pageSizes
        self.rotation = rotation
        self.scale = scale
        self.gap = gap
        let rotated = pageSizes.map { $0.rotated(by: rotation) }
        pixelWidths = rotated.map { DocumentLayout.pixelExtent($0.width, scale: scale) }
        pixelHeights = rotated.map { DocumentLayout.pixelExtent($0.height, scale: scale) }
        let columnWidth = pixelWidths.max() ?? 0
        width = columnWidth
        lefts = pixelWidths.map { (columnWidth - $0) / 2 }
        var tops: [Int] = []
        tops.reserveCapacity(pageSizes.count)
        var y = 0
        for height in pixelHeights {
            tops.append(y)
            y += height + gap
        }
        self.tops = tops
        height = pageSizes.isEmpty ? 0 : y - gap
    }

    /// Pixel size of a page side as MuPDF rounds a transformed page rectangle
    /// starting at 0 (`fz_round_rect`: ceil(x - 0.001)), at least 1.
    static func pixelExtent(_ points: Double, scale: Double) -> Int {
        max(1, Int((points * scale - 0.001).rounded(.up)))
    }

    var pageCount: Int { pageSizes.count }

    /// The page's rectangle in document pixels.
    func pageFrame(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (lefts[index], tops[index], pixelWidths[index], pixelHeights[index])
    }

    /// The page whose vertical band (the page plus half of each adjacent gap)
    /// contains document y; y above or below the column gives the first or
    /// last page. Requires at least one page.
    func pageIndex(nearestY y: Double) -> Int {
        var low = 0, high = pageCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            let bandTop = Double(tops[middle]) - Double(gap) / 2
            if y >= bandTop { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Indices of the pages that overlap the document rows `top..<bottom`.
    func pageIndices(overlappingRowsFrom top: Double, to bottom: Double) -> Range<Int> {
        guard pageCount > 0, bottom > top else { return 0..<0 }
        var first = pageIndex(nearestY: top)
        if Double(tops[first] + pixelHeights[first]) <= top { first += 1 }
        var last = pageIndex(nearestY: bottom)
        if Double(tops[last]) >= bottom { last -= 1 }
        return first <= last ? first..<(last + 1) : first..<first
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
