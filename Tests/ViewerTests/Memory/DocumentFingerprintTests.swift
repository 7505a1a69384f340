import Foundation
import XCTest
@testable import Viewer

final class DocumentFingerprintTests: XCTestCase {
    func testIdenticalContentGivesTheSameFingerprint() throws {
        let directory = try TemporaryDirectory()
        let first = try directory.writeDocument("a.pdf", content: "same")
        let second = try directory.writeDocument("elsewhere/b.pdf", content: "same")
        let other = try directory.writeDocument("c.pdf", content: "diff")
        let fingerprint = try XCTUnwrap(DocumentFingerprint(fileAt: first))
        XCTAssertEqual(fingerprint, DocumentFingerprint(fileAt: second))
        XCTAssertNotEqual(fingerprint, DocumentFingerprint(fileAt: other))
        XCTAssertEqual(fingerprint.byteCount, UInt64("%PDF-1.7\nsame\n%%EOF\n".utf8.count))
        XCTAssertEqual(fingerprint.sampleHash.count, 16)
    }

    func testLargeFilesAreSampledAtBothEnds() throws {
        let directory = try TemporaryDirectory()
        let size = 3 * DocumentFingerprint.sampleLength
        let original = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let base = try XCTUnwrap(DocumentFingerprint(fileAt: directory.write(original, to: "original.pdf")))

        func fingerprint(changingByteAt index: Int) throws -> DocumentFingerprint? {
            var changed = original
            changed[index] ^= 0xff
            return DocumentFingerprint(fileAt: try directory.write(changed, to: "changed-\(index).pdf"))
        }
        XCTAssertNotEqual(try fingerprint(changingByteAt: 10), base, "head is hashed")
        XCTAssertNotEqual(try fingerprint(changingByteAt: size - 10), base, "tail (PDF trailer) is hashed")
        XCTAssertEqual(try fingerprint(changingByteAt: size / 2), base, "the middle is not read")
    }

    func testEmptyFilesDirectoriesPipesAndMissingFilesHaveNoFingerprint() throws {
        let directory = try TemporaryDirectory()
        XCTAssertNil(DocumentFingerprint(fileAt: try directory.write(Data(), to: "empty.pdf")))
        XCTAssertNil(DocumentFingerprint(fileAt: directory.url.path))
        XCTAssertNil(DocumentFingerprint(fileAt: directory.path("missing.pdf")))
        let fifo = directory.path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertNil(DocumentFingerprint(fileAt: fifo), "a pipe is neither waited on nor consumed")
    }
}
