import Foundation
import PDFEngine
import XCTest

/// RGB pixels read from a binary PPM (P6) such as `mutool draw -o x.ppm` writes.
struct ReferenceImage {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    init(ppm path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var fields: [String] = []
        var i = 0
        while fields.count < 4 {
            while i < data.count && (data[i] == 0x20 || data[i] == 0x0A || data[i] == 0x0D || data[i] == 0x09) { i += 1 }
            if data[i] == UInt8(ascii: "#") {
                while data[i] != 0x0A { i += 1 }
                continue
            }
            var token = ""
            while i < data.count && !(data[i] == 0x20 || data[i] == 0x0A || data[i] == 0x0D || data[i] == 0x09) {
                token.append(Character(UnicodeScalar(data[i])))
                i += 1
            }
            fields.append(token)
        }
        guard fields[0] == "P6", let w = Int(fields[1]), let h = Int(fields[2]), fields[3] == "255" else {
            throw FixtureError(message: "\(path) is not an 8-bit P6 PPM")
        }
        width = w
        height = h
        rgb = Array(data[(i + 1)...])
        guard rgb.count >= w * h * 3 else { throw FixtureError(message: "\(path) is truncated") }
    }

    /// `mutool draw -r dpi` of page `page` (0-based) as PPM.
    static func mutoolDraw(_ document: String, page: Int, dpi: Double, fixtures: Fixtures) throws -> ReferenceImage {
        let out = fixtures.path("mutool-\(UUID().uuidString.prefix(6)).ppm")
        try Fixtures.run("mutool", ["draw", "-q", "-r", String(dpi), "-o", out, document, String(page + 1)])
        return try ReferenceImage(ppm: out)
    }

    /// The largest difference of any colour component against `buffer` (alpha
    /// ignored), failing the test when the sizes differ.
    func maximumDifference(to buffer: PixelBuffer, file: StaticString = #filePath, line: UInt = #line) -> Int {
        guard buffer.width == width && buffer.height == height else {
            XCTFail("size \(buffer.width)×\(buffer.height) differs from the reference \(width)×\(height)", file: file, line: line)
            return 255
        }
        var worst = 0
        for y in 0..<height {
            let row = buffer.pointer + y * buffer.stride
            for x in 0..<width {
                for c in 0..<3 {
                    worst = max(worst, abs(Int(row[x * 4 + c]) - Int(rgb[(y * width + x) * 3 + c])))
                }
            }
        }
        return worst
    }
}
