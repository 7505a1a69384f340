/// What a window screenshot shows along its middle row when a page of a
/// `TestDocument.coloredSquares` document is in view: the colored square at
/// the center, with runs of paper to its left and right.
struct SquareRowProfile: CustomStringConvertible {
    /// Paper pixels directly left of the square on the middle row.
    let leftPaper: Int
    /// Paper pixels directly right of the square on the middle row.
    let rightPaper: Int

    /// Antialiased edge pixels allowed between the square and the paper.
    private static let edgeWidth = 3

    /// Nil unless the center pixel has the `square` color; paper runs are 0
    /// when no `paper`-colored pixels follow the square's edge.
    init?(_ image: RGBImage, square: RGB, paper: RGB, tolerance: Int) {
        guard image.width > 0, image.center.isClose(to: square, tolerance: tolerance) else { return nil }
        let row = image.height / 2, middle = image.width / 2
        func paperRun(step: Int) -> Int {
            let squareRun = image.runLength(row: row, from: middle, step: step) { $0.isClose(to: square, tolerance: tolerance) }
            let edge = middle + step * squareRun
            let runs = (0...Self.edgeWidth).map { skipped in
                image.runLength(row: row, from: edge + step * skipped, step: step) { $0.isClose(to: paper, tolerance: tolerance) }
            }
            return runs.max() ?? 0
        }
        leftPaper = paperRun(step: -1)
        rightPaper = paperRun(step: 1)
    }

    /// Whether at least `minimum` paper pixels show on both sides of the square.
    func showsPaperOnBothSides(minimum: Int = 8) -> Bool { leftPaper >= minimum && rightPaper >= minimum }

    var description: String { "paper left of the square: \(leftPaper) px, right: \(rightPaper) px" }
}
