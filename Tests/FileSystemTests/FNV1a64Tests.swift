import FileSystem
import XCTest

final class FNV1a64Tests: XCTestCase {
    func testMatchesPublishedValues() {
        XCTAssertEqual(FNV1a64(hashing: "").value, 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(FNV1a64(hashing: "a").value, 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(FNV1a64(hashing: "foobar").value, 0x8594_4171_f739_67e8)
    }

    func testCombiningInPiecesEqualsHashingAtOnce() {
        var hash = FNV1a64()
        Array("foo".utf8).withUnsafeBytes { hash.combine($0) }
        Array("bar".utf8).withUnsafeBytes { hash.combine($0) }
        XCTAssertEqual(hash, FNV1a64(hashing: "foobar"))
    }

    func testHexDigitsKeepLeadingZeros() {
        XCTAssertEqual(FNV1a64(hashing: "foobar").hexDigits, "85944171f73967e8")
        XCTAssertEqual(FNV1a64(hashing: "").hexDigits.count, 16)
    }
}
