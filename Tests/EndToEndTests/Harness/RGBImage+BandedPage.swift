extension RGBImage {
    /// The first and last column of row `y` where `matches` holds, or nil.
    func columnRange(row y: Int, where matches: (RGB) -> Bool) -> ClosedRange<Int>? {
        let columns = (0..<width).filter { matches(self[$0, y]) }
        guard let left = columns.first, let right = columns.last else { return nil }
        return left...right
    }

    /// Whether the image shows a `TestDocument.bandedPages` page of `color`
    /// and `pageHeight` points whole: on the middle row the colour does not
    /// touch the sides, and in its middle column the black band above and
    /// below the colour is inside the image.
    func showsWholeBandedPage(of color: RGB, pageHeight: Int = 792) -> Bool {
        let isColor = { (pixel: RGB) in pixel.isClose(to: color, tolerance: 8) }
        guard let columns = columnRange(row: height / 2, where: isColor),
              columns.lowerBound > 0, columns.upperBound < width - 1 else { return false }
        let column = (columns.lowerBound + columns.upperBound) / 2
        guard let top = firstRow(inColumn: column, where: isColor),
              let bottom = (0..<height).last(where: { isColor(self[column, $0]) }) else { return false }
        // The band's height on screen, from the colour's height between the bands.
        let colorPoints = Double(pageHeight - 2 * TestDocument.bandHeight)
        let band = Int(Double(bottom - top) * Double(TestDocument.bandHeight) / colorPoints)
        guard top - band / 2 >= 0, bottom + band / 2 < height else { return false }
        let isBand = { (pixel: RGB) in pixel.isClose(to: RGB(0, 0, 0), tolerance: 8) }
        return isBand(self[column, top - band / 2]) && isBand(self[column, bottom + band / 2])
    }
}
