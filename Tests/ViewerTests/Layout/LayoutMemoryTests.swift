import CGlibcMalloc
import XCTest
@testable import Viewer

/// What the layout of a long document costs a page (issue 15, goal 3): its
/// sizes and frames, not arrays of what follows from the grouping of pages.
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
            XCTAssertLessThan(perPage, 64, "\(settings): sizes 16 bytes, frames 24, two-page spread boxes 16")
        }
    }
}
