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

extension ConcurrencyTests {
    func testCachedAnswersDoNotWaitForASlowRecording() throws {
        let slow = String(repeating: "0 0 1 1 re f 2 2 1 1 re f 4 4 1 1 re f 6 6 1 1 re f\n", count: 120_000)
        let path = try fixtures.rawPDF("slow-to-parse.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 5 0 R >>",
            "<< /Length \(slow.utf8.count) >>\nstream\n\(slow)\nendstream",
        ])
        let document = try Document(path: path)
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 100, height: 100))
        _ = try document.renderDayPixels(page: 0, scale: 1)
        let recording = Thread { _ = try? document.renderDayPixels(page: 1, scale: 0.01) }
        let started = Date()
        recording.start()
        Thread.sleep(forTimeInterval: 0.05)
        let asked = Date()
        XCTAssertEqual(document.pageCount, 2)
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 100, height: 100))
        XCTAssertEqual(try document.renderDayPixels(page: 0, scale: 1).width, 100, "page 1's display list is cached")
        let answered = Date().timeIntervalSince(asked)
        while recording.isExecuting || !recording.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        let recorded = Date().timeIntervalSince(started)
        XCTAssertLessThan(answered, recorded / 2, "answers took \(answered) s while the recording took \(recorded) s")
    }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
