import Foundation

/// Decoding of binary PPM ("P6") files, the format ImageMagick and MuPDF
/// write for the harness.
enum PortablePixmap {
    /// Decodes a P6 file with 8- or 16-bit samples into an 8-bit image.
    static func decode(_ data: Data, path: String) throws -> RGBImage {
        let bytes = [UInt8](data)
        var index = 0
        func fail(_ reason: String) -> HarnessError { .malformedImage(path: path, reason: reason) }
        func skipWhitespaceAndComments() {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if [9, 10, 13, 32].contains(bytes[index]) {
                    index += 1
                } else {
                    return
                }
            }
        }
        func readNumber() throws -> Int {
            skipWhitespaceAndComments()
            var value = 0, digits = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            guard digits > 0 else { throw fail("expected a number in the header at byte \(index)") }
            return value
        }
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else {
            throw fail("not a binary PPM (P6) file")
        }
        index = 2
        let width = try readNumber(), height = try readNumber(), maximum = try readNumber()
        index += 1  // the single whitespace byte ending the header
        guard maximum > 0 && maximum < 65536 else { throw fail("bad maximum sample value \(maximum)") }
        let bytesPerSample = maximum < 256 ? 1 : 2
        let sampleCount = width * height * 3
        guard bytes.count - index >= sampleCount * bytesPerSample else {
            throw fail("expected \(sampleCount * bytesPerSample) bytes of samples, found \(bytes.count - index)")
        }
        var samples = [UInt8](repeating: 0, count: sampleCount)
        for sample in 0..<sampleCount {
            let offset = index + sample * bytesPerSample
            let value = bytesPerSample == 1 ? Int(bytes[offset]) : Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            samples[sample] = UInt8((value * 255 + maximum / 2) / maximum)
        }
        return RGBImage(width: width, height: height, samples: samples)
    }
}
