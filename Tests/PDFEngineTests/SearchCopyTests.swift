import Foundation
import PDFEngine
import XCTest

final class SearchCopyTests: FixtureTestCase {
    private func pages() -> [(width: Int, height: Int, content: String)] {
        (0..<6).map { page in
            let lines = (0..<12).map { "BT /F1 10 Tf 50 \(740 - $0 * 20) Td (the cat and The dog, page \(page) line \($0)) Tj ET\n" }
            return (612, 792, lines.joined())
        }
    }

    /// A copy with a MuPDF context of its own finds on every page exactly what the document itself finds.
    func testACopyFindsWhatTheDocumentFinds() throws {
        let document = try Document(path: try fixtures.pdf("pages.pdf", pages: pages()))
        let copy = try SearchCopy(of: document, password: nil)
        XCTAssertEqual(copy.pageCount, 6)
        for page in 0..<6 {
            let own = try document.search(page: page, for: "the", details: [.text, .line])
            let copied = try copy.search(page: page, for: "the", details: [.text, .line])
            XCTAssertTrue(copied.hasText)
            XCTAssertEqual(copied.hits.count, 24, "page \(page)")
            XCTAssertEqual(copied.hits, own.hits, "page \(page)")
        }
        XCTAssertThrowsError(try copy.search(page: 6, for: "the", details: [])) {
            XCTAssertEqual($0 as? DocumentError, .pageOutOfRange(path: document.path, page: 6, pageCount: 6))
        }
    }

    /// Copies on threads of their own search at once and each finds every hit.
    func testCopiesSearchOnTwoThreadsAtOnce() throws {
        let document = try Document(path: try fixtures.pdf("pages.pdf", pages: pages()))
        let copies = [try SearchCopy(of: document, password: nil), try SearchCopy(of: document, password: nil)]
        let counts = Counts()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for _ in 0..<5 {
                for page in 0..<6 {
                    counts.add((try? copies[thread].search(page: page, for: "dog", details: [.text]).hits.count) ?? -1000)
                }
            }
        }
        XCTAssertEqual(counts.total, 2 * 5 * 6 * 12)
    }

    func testACopyOfAnEncryptedDocumentNeedsItsPassword() throws {
        let plain = try fixtures.pdf("plain.pdf", pages: pages())
        let path = try fixtures.encrypted(plain, name: "locked.pdf", method: "aes-256", user: "user", owner: "owner")
        let document = try Document(path: path, password: "user")
        XCTAssertThrowsError(try SearchCopy(of: document, password: nil)) {
            XCTAssertEqual($0 as? DocumentError, .passwordRequired(path: path))
        }
        XCTAssertThrowsError(try SearchCopy(of: document, password: "nope")) {
            XCTAssertEqual($0 as? DocumentError, .wrongPassword(path: path))
        }
        XCTAssertEqual(try SearchCopy(of: document, password: "user").search(page: 2, for: "cat", details: []).hits.count, 12)
    }

    private final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var sum = 0
        func add(_ count: Int) { lock.withLock { sum += count } }
        var total: Int { lock.withLock { sum } }
    }
}
