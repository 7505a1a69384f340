import Foundation
import PDFEngine
import XCTest

final class ConcurrencyTests: FixtureTestCase {
    func testConcurrentRendersAndQueriesMatchSerialResults() throws {
        let pages = (0..<6).map { i in
            (300, 300, "\(Double(i) / 6) 0.2 0.5 rg \(20 + i * 10) 40 150 150 re f BT /F1 20 Tf 30 250 Td (Page \(i + 1)) Tj ET")
        }
        let document = try Document(path: try fixtures.pdf("six.pdf", pages: pages))
        let serial = try (0..<6).map { try document.renderDayPixels(page: $0, scale: 0.75) }
        let mismatches = Counter()
        DispatchQueue.concurrentPerform(iterations: 48) { i in
            let page = (i * 7) % 6
            _ = document.pageSize(at: (page + 1) % 6)
            _ = try? document.links(onPage: page)
            guard let pixels = try? document.renderDayPixels(page: page, scale: 0.75) else {
                return mismatches.increment()
            }
            if memcmp(pixels.pointer, serial[page].pointer, pixels.byteCount) != 0 { mismatches.increment() }
        }
        XCTAssertEqual(mismatches.value, 0)
    }
}

/// A thread-safe count.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
