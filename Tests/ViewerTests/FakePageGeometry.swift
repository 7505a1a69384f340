import Viewer

/// A document made of fixed page sizes, standing in for a PDF.
struct FakePageGeometry: PageGeometrySource {
    var sizes: [PageSize]

    var pageCount: Int { sizes.count }
    func pageSize(at index: Int) -> PageSize { sizes[index] }

    static let letter = PageSize(width: 612, height: 792)
    static let a4 = PageSize(width: 595, height: 842)
    static let landscape = PageSize(width: 792, height: 612)
    static let huge = PageSize(width: 14_400, height: 14_400)

    /// Ten pages: mostly Letter/A4, a landscape page at index 3, a huge
    /// 200×200 inch page at index 6.
    static let mixed = FakePageGeometry(sizes: [
        letter, a4, letter, landscape, letter, a4, huge, letter, a4, letter,
    ])

    /// Ten pages of Letter, A4 and a landscape page at index 3: `mixed`
    /// without its huge page, which (fit page fitting every page of the
    /// continuous strip) would shrink every other page to a few pixels.
    static let varied = FakePageGeometry(sizes: [
        letter, a4, letter, landscape, letter, a4, letter, letter, a4, letter,
    ])

    /// Thirty Letter pages.
    static let uniform = FakePageGeometry(sizes: Array(repeating: letter, count: 30))
}

extension ViewerState {
    /// A state over `geometry` in an 800×600 window (no HiDPI).
    static func make(_ geometry: FakePageGeometry = .mixed, width: Double = 800, height: Double = 600,
                     startPage: Int = 0) -> ViewerState {
        ViewerState(geometry: geometry, viewport: ViewportSize(width: width, height: height), startPage: startPage)
    }
}
