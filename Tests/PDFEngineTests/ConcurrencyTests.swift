import Foundation
@testable import PDFEngine
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

extension ConcurrencyTests {
    /// A worker recording a display list holds the document lock for as long
    /// as MuPDF parses the page; the test holds that lock itself, so the
    /// answers that must not wait for it are asked while it is surely taken.
    func testCachedAnswersDoNotWaitForARecordingsDocumentLock() throws {
        let document = try Document(path: try fixtures.pdf("two.pdf", pages: [(100, 100, ""), (200, 200, "")]))
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 100, height: 100))
        _ = try document.renderDayPixels(page: 0, scale: 1)

        document.documentLock.lock()
        let cached = Answer {
            let size = document.pageSize(at: 0)
            let width = (try? document.renderDayPixels(page: 0, scale: 1).width) ?? 0
            return "\(document.pageCount) pages, page 1 \(size.width)x\(size.height), rendered \(width) wide"
        }
        let recording = Answer { (try? document.renderDayPixels(page: 1, scale: 1).width).map(String.init) ?? "failed" }
        let cachedAnswer = cached.value(within: 10)
        let recordedWhileLocked = recording.value(within: 0.2)
        document.documentLock.unlock()

        XCTAssertEqual(cachedAnswer, "2 pages, page 1 100.0x100.0, rendered 100 wide",
                       "cached answers waited for the document lock")
        XCTAssertNil(recordedWhileLocked, "recording page 2 did not need the document lock, so the test shows nothing")
        XCTAssertEqual(recording.value(within: 10), "200")
    }
}

/// A value computed on a thread of its own, for asking whether it came in time.
private final class Answer: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: String?

    init(_ compute: @escaping @Sendable () -> String) {
        Thread { [self] in
            let value = compute()
            condition.withLock {
                result = value
                condition.broadcast()
            }
        }.start()
    }

    /// The value, waiting at most `seconds` for it; nil if it has not come by then.
    func value(within seconds: Double) -> String? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return condition.withLock {
            while result == nil && condition.wait(until: deadline) {}
            return result
        }
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
