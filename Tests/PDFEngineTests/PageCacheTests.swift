import PDFEngine
import XCTest

final class PageCacheTests: XCTestCase {
    /// A 10×10 image: 400 bytes.
    private func image() -> PixelBuffer { PixelBuffer(width: 10, height: 10) }

    private func key(_ page: Int, tile: PixelRect? = nil) -> RenderKey { RenderKey(page: page, scale: 1, tile: tile) }

    func testEvictsLeastRecentlyUsedFirstToStayWithinBudget() {
        let cache = PageCache(budget: 1200)
        cache.insert(image(), for: key(0))
        cache.insert(image(), for: key(1))
        cache.insert(image(), for: key(2))
        XCTAssertEqual(cache.byteCount, 1200)
        XCTAssertNotNil(cache.pixels(for: key(0)), "touching page 0 makes page 1 the oldest")
        cache.insert(image(), for: key(3))
        XCTAssertEqual(cache.keysByAge, [key(2), key(0), key(3)])
        XCTAssertNil(cache.pixels(for: key(1)))
        XCTAssertEqual(cache.byteCount, 1200)
        XCTAssertEqual(cache.count, 3)
    }

    func testLargeInsertEvictsSeveralOldEntries() {
        let cache = PageCache(budget: 1200)
        for page in 0..<3 { cache.insert(image(), for: key(page)) }
        cache.insert(PixelBuffer(width: 10, height: 20), for: key(9))
        XCTAssertEqual(cache.keysByAge, [key(2), key(9)])
        XCTAssertLessThanOrEqual(cache.byteCount, 1200)
    }

    func testImageLargerThanTheBudgetIsNotKept() {
        let cache = PageCache(budget: 1000)
        cache.insert(image(), for: key(0))
        cache.insert(PixelBuffer(width: 100, height: 100), for: key(1))
        XCTAssertFalse(cache.contains(key(1)))
        XCTAssertTrue(cache.contains(key(0)))
    }

    func testReplacingAKeyCountsItsBytesOnce() {
        let cache = PageCache(budget: 10_000)
        cache.insert(image(), for: key(0))
        let replacement = PixelBuffer(width: 5, height: 5)
        cache.insert(replacement, for: key(0))
        XCTAssertEqual(cache.byteCount, 100)
        XCTAssertTrue(cache.pixels(for: key(0)) === replacement)
    }

    func testTilesAreDistinctKeysAndCanBeDroppedByPage() {
        let cache = PageCache()
        let a = PixelRect(x: 0, y: 0, width: 256, height: 256), b = PixelRect(x: 256, y: 0, width: 256, height: 256)
        cache.insert(image(), for: key(4, tile: a))
        cache.insert(image(), for: key(4, tile: b))
        cache.insert(image(), for: key(5))
        XCTAssertEqual(cache.count, 3)
        cache.removeAll { $0.page == 4 }
        XCTAssertEqual(cache.keysByAge, [key(5)])
        XCTAssertEqual(cache.byteCount, 400)
        cache.removeAll()
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.byteCount, 0)
    }

    func testDefaultBudgetIs256MiB() {
        XCTAssertEqual(PageCache().budget, 256 * 1024 * 1024)
    }
}
