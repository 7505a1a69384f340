import Foundation
import PDFEngine
import XCTest

/// MuPDF's memory limit (`MemoryLimit`): a page that needs more becomes
/// `page N needs more memory than allowed`, the document's other pages still render.
final class MemoryLimitTests: FixtureTestCase {
    override func tearDown() {
        MemoryLimit.set(bytes: nil)
        super.tearDown()
    }

    /// Page 1 a red box; page 2 uses `resources` (objects 7 on are `resourceObjects`).
    private func document(page2Resources: String, page2Content: String, resourceObjects: [String]) throws -> String {
        let box = "1 0 0 rg 20 20 100 50 re f"
        return try fixtures.rawPDF("limit.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 5 0 R >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Resources \(page2Resources) /Contents 6 0 R >>",
            "<< /Length \(box.utf8.count) >>\nstream\n\(box)\nendstream",
            "<< /Length \(page2Content.utf8.count) >>\nstream\n\(page2Content)\nendstream",
        ] + resourceObjects)
    }

    private func assertPageTwoNeedsTooMuchMemory(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let document = try Document(path: path)
        XCTAssertThrowsError(try document.renderDayPixels(page: 1, scale: 1), file: file, line: line) { error in
            XCTAssertEqual(error as? DocumentError, .memoryLimitExceeded(path: path, page: 1), file: file, line: line)
            XCTAssertEqual("\(error)", "\(path): page 2 needs more memory than allowed", file: file, line: line)
        }
        let first = try document.renderDayPixels(page: 0, scale: 1)
        XCTAssertTrue(first.pixel(x: 60, y: 355) == (255, 0, 0, 255), "page 1 still renders", file: file, line: line)
    }

    func testTheDefaultIsAQuarterOfRAMAtMostTwoGiB() {
        let ram = Int(sysconf(Int32(_SC_PHYS_PAGES))) * Int(sysconf(Int32(_SC_PAGESIZE)))
        XCTAssertEqual(MemoryLimit.defaultBytes, min(ram / 4, 2 << 30))
        XCTAssertEqual(MemoryLimit.bytes, MemoryLimit.defaultBytes)
        MemoryLimit.set(bytes: 300 << 20)
        XCTAssertEqual(MemoryLimit.bytes, 300 << 20)
    }

    /// A `side` × `side` gray image from a few bytes of data on page 2.
    private func hugeImage(side: Int) throws -> String {
        let image = "<< /Type /XObject /Subtype /Image /Width \(side) /Height \(side) /ColorSpace /DeviceGray "
            + "/BitsPerComponent 8 /Length 4 >>\nstream\n0000\nendstream"
        return try document(page2Resources: "<< /XObject << /Im1 7 0 R >> >>",
                            page2Content: "q 200 0 0 200 50 100 cm /Im1 Do Q", resourceObjects: [image])
    }

    /// 100,000 × 100,000 pixels (10 GB decoded), at the default limit: MuPDF refuses a side over
    /// 65,536 pixels itself, before asking for the memory.
    func testAHundredThousandPixelSquareImageIsAnErrorPage() throws {
        try assertPageTwoNeedsTooMuchMemory(try hugeImage(side: 100_000))
    }

    /// A TrueType font program of 120 MB of zeros, deflated to 0.8 MB, under a 96 MiB limit: reading it
    /// grows one buffer past the limit (MuPDF alone would fall back to a substitute font).
    func testADecompressionBombIsAnErrorPage() throws {
        let bomb = ZeroDeflateStream.hex(zeroBytes: 120_000_000)
        let font = "<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 65 /LastChar 65 /Widths [600] "
            + "/FontDescriptor << /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 600 700] /ItalicAngle 0 "
            + "/Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >> >>"
        let fontFile = "<< /Filter [/ASCIIHexDecode /FlateDecode] /Length \(bomb.utf8.count) >>\nstream\n\(bomb)\nendstream"
        let path = try document(page2Resources: "<< /Font << /F9 7 0 R >> >>", page2Content: "BT /F9 24 Tf 50 200 Td (A) Tj ET",
                                resourceObjects: [font, fontFile])
        MemoryLimit.set(bytes: 96 << 20)
        try assertPageTwoNeedsTooMuchMemory(path)
        MemoryLimit.set(bytes: nil)
        XCTAssertNoThrow(try Document(path: path).renderDayPixels(page: 1, scale: 1), "the default limit lets it through")
    }

    /// A page whose MediaBox is an array of `numbers` more numbers, which MuPDF keeps parsed (about
    /// 35 bytes each as glibc counts them, 27 under AddressSanitizer) for as long as the document is open.
    private func memoryHolder(_ name: String, numbers: Int) throws -> String {
        try fixtures.rawPDF(name, objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox 4 0 R >>",
            "[0 0 300 400 \(String(repeating: "0 ", count: numbers))]",
        ])
    }

    /// Two documents open in one process, each under its own 96 MiB budget: the first holds
    /// nearly all of its budget (2.6 million numbers) for as long as it is open, yet the second
    /// still loads its page of 1.4 million numbers, which a budget shared by the process would refuse.
    func testEachDocumentHasABudgetOfItsOwn() throws {
        MemoryLimit.set(bytes: 96 << 20)
        let first = try Document(path: try memoryHolder("first.pdf", numbers: 2_600_000))
        XCTAssertNoThrow(try first.renderDayPixels(page: 0, scale: 1))
        let second = try Document(path: try memoryHolder("second.pdf", numbers: 1_400_000))
        let page = try second.renderDayPixels(page: 0, scale: 1)
        XCTAssertTrue(page.pixel(x: 150, y: 200) == (255, 255, 255, 255), "the second document's page is drawn")
        XCTAssertGreaterThan(first.memoryInUse + second.memoryInUse, MemoryLimit.bytes,
                             "together they hold more than one budget would allow")
        XCTAssertNoThrow(try first.renderDayPixels(page: 0, scale: 1), "the first document still renders")
    }
}

/// A zlib stream of `n` zero bytes, hex-encoded for a PDF written as text: one
/// literal zero, then back-references of 258 bytes at distance 1 in deflate's
/// fixed Huffman codes (13 bits each, so 8 of them fill 13 whole bytes).
enum ZeroDeflateStream {
    static func hex(zeroBytes n: Int) -> String {
        var bits = BitWriter()
        bits.write(0b1, count: 1)           // BFINAL
        bits.write(0b01, count: 2)          // BTYPE: fixed Huffman codes
        bits.writeCode(0x30, length: 8)     // literal 0
        var remaining = n - 1
        while remaining >= 258 {
            bits.writeCode(0xC5, length: 8) // length symbol 285: 258 bytes
            bits.writeCode(0, length: 5)    // distance symbol 0: distance 1
            remaining -= 258
        }
        for _ in 0..<remaining { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)        // end of block (symbol 256)
        let adler = UInt32(n % 65521) << 16 | 1
        let bytes = [0x78, 0x01] + bits.bytes + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self) + ">"
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        /// `count` bits of `value`, least significant first (header fields).
        mutating func write(_ value: Int, count: Int) {
            for i in 0..<count { append(bit: (value >> i) & 1) }
        }

        /// A Huffman code, most significant bit first.
        mutating func writeCode(_ code: Int, length: Int) {
            for i in stride(from: length - 1, through: 0, by: -1) { append(bit: (code >> i) & 1) }
        }

        private mutating func append(bit: Int) {
            if used == 8 { bytes.append(0); used = 0 }
            bytes[bytes.count - 1] |= UInt8(bit << used)
            used += 1
        }
    }
}
