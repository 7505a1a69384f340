import CGlibcMalloc
import XCTest
@testable import Viewer

/// What the layout of a long document costs a page (issue 15, goal 3): runs
/// of equal sizes and spreads, not an entry a page.
final class LayoutMemoryTests: XCTestCase {
    private static let pages = 20_000

    /// Heap bytes `make` leaves allocated per page while its result lives.
    private func bytesPerPage<T>(_ make: () -> T) -> Double {
        let before = mallinfo2().uordblks
        let made = make()
        let after = mallinfo2().uordblks
        withExtendedLifetime(made) {}
        return Double(Int(after) - Int(before)) / Double(Self.pages)
    }

    func testAViewOfTwentyThousandPagesCostsUnder64BytesAPage() {
        let geometry = FakePageGeometry(sizes: (0..<Self.pages).map { $0 % 3 == 0 ? FakePageGeometry.a4 : FakePageGeometry.letter })
        for settings in [ViewerLayoutSettings.default, ViewerLayoutSettings(pageMode: .double)] {
            let perPage = bytesPerPage {
                ViewerState(geometry: geometry, viewport: ViewportSize(width: 800, height: 600), layoutSettings: settings)
            }
            XCTAssertLessThan(perPage, 64, "\(settings): a run of sizes 20 bytes and a run of spreads 16 (every page of a third is a run)")
        }
    }

    /// A million pages of one size, as `DocumentGeometry` gives a long
    /// document before its sizes are read: the estimate for all but a few.
    private struct MillionPages: PageGeometrySource {
        var pageCount: Int { 1_000_000 }
        func pageSize(at index: Int) -> PageSize { index == 1 ? FakePageGeometry.a4 : FakePageGeometry.letter }
        func pageSizes() -> (sizes: PageRuns<PageSize>, estimated: PageRuns<Bool>) {
            var sizes = PageRuns(repeating: FakePageGeometry.letter, count: pageCount)
            sizes[1] = FakePageGeometry.a4
            var estimated = PageRuns(repeating: true, count: pageCount)
            (0..<3).forEach { estimated[$0] = false }
            return (sizes, estimated)
        }
    }

    func testAViewOfAMillionPagesOfOneSizeCostsWhatTenPagesCost() {
        for settings in [ViewerLayoutSettings.default, ViewerLayoutSettings(pageMode: .double),
                         ViewerLayoutSettings(direction: .horizontal)] {
            let before = mallinfo2().uordblks
            var state = ViewerState(geometry: MillionPages(), viewport: ViewportSize(width: 800, height: 600), layoutSettings: settings)
            _ = state.apply(.goToLastPage)
            let bytes = Int(mallinfo2().uordblks) - Int(before)
            XCTAssertEqual(state.currentPageIndex, 999_999, "\(settings)")
            XCTAssertLessThan(bytes, 16 * 1024, "\(settings): runs of sizes and spreads, not an entry a page")
            XCTAssertTrue(state.hasEstimatedPageSizes)
        }
    }
}
