import XCTest
@testable import Viewer

/// The layout stores runs of spreads of one shape instead of every page
/// (issue 15, goal 3): every page, spread and position must land exactly
/// where a page-by-page layout puts it, for runs of any length, both page
/// modes, both directions and every rotation.
final class SpreadRunLayoutTests: XCTestCase {
    /// Page frames, spread boxes and strip size laid out one page at a
    /// time, with the rules `DocumentLayout` documents.
    struct PageByPageLayout {
        var pages: [DocumentPixelRect] = []
        var boxes: [DocumentPixelRect] = []
        var width = 0
        var height = 0

        init(_ sizes: [PageSize], rotation: Rotation, scale: Double, gap: Int, direction: ScrollDirection,
             pagesPerSpread: PagesPerSpread) {
            let pixels = sizes.map { size -> (width: Int, height: Int) in
                let rotated = size.rotated(by: rotation)
                return (DocumentLayout.pixelExtent(rotated.width, scale: scale), DocumentLayout.pixelExtent(rotated.height, scale: scale))
            }
            let spreads = SpreadRanges(pagesPerSpread: pagesPerSpread, pageCount: sizes.count)
            let sides = spreads.map { pagesPerSpread.sideWidths(of: $0) { Double(pixels[$0].width) } }
            let boxWidths = sides.map { Int($0.left + $0.right) + pagesPerSpread.gapsWithinSpread * gap }
            let boxHeights = spreads.map { $0.map { pixels[$0].height }.max()! }
            let spine = sides.map { Int($0.left) }.max() ?? 0
            let columnWidth = boxWidths.max() ?? 0, stripHeight = boxHeights.max() ?? 0
            var position = 0
            for (index, spread) in spreads.enumerated() {
                let box: DocumentPixelRect
                switch direction {
                case .vertical:
                    let x = pagesPerSpread == .two ? spine - Int(sides[index].left) : (columnWidth - boxWidths[index]) / 2
                    box = DocumentPixelRect(x: x, y: position, width: boxWidths[index], height: boxHeights[index])
                    position += boxHeights[index] + gap
                case .horizontal:
                    box = DocumentPixelRect(x: position, y: (stripHeight - boxHeights[index]) / 2,
                                            width: boxWidths[index], height: boxHeights[index])
                    position += boxWidths[index] + gap
                }
                boxes.append(box)
                let placed = pagesPerSpread.sides(of: spread)
                for page in spread {
                    let x = page == placed.left ? Int(sides[index].left) - pixels[page].width
                        : page == placed.right ? Int(sides[index].left) + gap : 0
                    pages.append(DocumentPixelRect(x: box.x + x, y: box.y + (box.height - pixels[page].height) / 2,
                                                   width: pixels[page].width, height: pixels[page].height))
                }
            }
            let length = spreads.isEmpty ? 0 : position - gap
            width = direction == .vertical ? boxes.map(\.maxX).max() ?? 0 : length
            height = direction == .vertical ? length : stripHeight
        }

        /// The spread whose band (the spread and half of each gap beside it) holds `position`.
        func spreadIndex(nearest position: Double, gap: Int, direction: ScrollDirection) -> Int {
            boxes.indices.last { $0 == 0 || position >= Double(boxes[$0].span(along: direction).start) - Double(gap) / 2 } ?? 0
        }
    }

    /// Pages in runs of sizes that repeat, with single odd pages between
    /// them and runs of odd and even lengths (so two-page spreads straddle
    /// the runs' ends on both sides).
    static func runs(seed: Int) -> [PageSize] {
        let sizes = [FakePageGeometry.letter, FakePageGeometry.a4, FakePageGeometry.landscape, PageSize(width: 300.5, height: 401.25)]
        var pages: [PageSize] = []
        var run = 0
        while pages.count < 120 {
            let length = [1, 1, 2, 3, 7, 24][(run * 7 + seed * 5) % 11 % 6]
            pages += Array(repeating: sizes[(run * 3 + seed) % 5 % 4], count: length)
            run += 1
        }
        return pages
    }

    func testEveryPageSpreadAndPositionIsWhereAPageByPageLayoutPutsIt() {
        for seed in 1...6 {
            let sizes = Self.runs(seed: seed)
            for pagesPerSpread in [PagesPerSpread.one, .two] {
                for direction in [ScrollDirection.vertical, .horizontal] {
                    for rotation in [Rotation.upright, .clockwise90] {
                        let context = "seed \(seed), \(pagesPerSpread), \(direction), \(rotation)"
                        let scale = 0.37 + Double(seed) / 10, gap = 2 * seed - 1
                        let layout = DocumentLayout(pageSizes: PageRuns(sizes), rotation: rotation, scale: scale, gap: gap,
                                                    direction: direction, pagesPerSpread: pagesPerSpread)
                        let reference = PageByPageLayout(sizes, rotation: rotation, scale: scale, gap: gap,
                                                         direction: direction, pagesPerSpread: pagesPerSpread)
                        XCTAssertEqual(sizes.indices.map(layout.pageFrame), reference.pages, context)
                        XCTAssertEqual(layout.spreads.indices.map(layout.spreadFrame), reference.boxes, context)
                        XCTAssertEqual(layout.width, reference.width, context)
                        XCTAssertEqual(layout.height, reference.height, context)
                        let length = direction == .vertical ? layout.height : layout.width
                        for position in stride(from: -40.0, through: Double(length) + 40, by: 7.5) {
                            XCTAssertEqual(layout.spreadIndex(nearest: position),
                                           reference.spreadIndex(nearest: position, gap: gap, direction: direction),
                                           "\(context), position \(position)")
                        }
                    }
                }
            }
        }
    }

    func testPagesOfOneSizeAreOneRunOfSpreadsWhateverTheirNumber() {
        for count in [1, 2, 3, 10, 20_000, 1_000_001] {
            for pagesPerSpread in [PagesPerSpread.one, .two] {
                let layout = DocumentLayout(pageSizes: PageRuns(repeating: FakePageGeometry.letter, count: count), rotation: .upright,
                                            scale: 1, gap: 10, direction: .vertical, pagesPerSpread: pagesPerSpread)
                // One page: 792 high; single pages: one 802-pixel step each; spreads: the cover, then pairs.
                let spreads = pagesPerSpread == .one ? count : 1 + count / 2
                XCTAssertEqual(layout.height, spreads * 802 - 10, "\(count) pages, \(pagesPerSpread)")
                XCTAssertLessThanOrEqual(layout.spreadRunCount, pagesPerSpread == .one ? 1 : 3, "\(count) pages, \(pagesPerSpread)")
                XCTAssertEqual(layout.pageFrame(count - 1).maxY, layout.height, "the last page ends the strip")
                XCTAssertEqual(layout.spreadIndex(nearest: Double(layout.height)), spreads - 1)
            }
        }
    }
}
