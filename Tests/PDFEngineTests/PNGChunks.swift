import Foundation

/// The chunks of a PNG file, read as the PNG specification frames them, for
/// tests that check the framing sdlpdf writes itself (chunk CRCs, the zlib
/// header and Adler-32 around the IDAT data) independently of any decoder.
struct PNGChunks {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crcMatches: Bool
    }

    let chunks: [Chunk]

    /// Reads `path`; throws when it is not a PNG or a chunk runs past the end.
    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw FixtureError(message: "\(path) has no PNG signature")
        }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(Self.uint32(bytes, at: i))
            guard i + 12 + length <= bytes.count else { throw FixtureError(message: "\(path): a chunk runs past the end") }
            let typed = Array(bytes[(i + 4)..<(i + 8 + length)])
            chunks.append(Chunk(type: String(decoding: typed.prefix(4), as: UTF8.self), data: Array(typed.dropFirst(4)),
                                crcMatches: Self.crc32(typed) == Self.uint32(bytes, at: i + 8 + length)))
            i += 12 + length
        }
        self.chunks = chunks
    }

    /// The IDAT chunks' data joined: the image's zlib stream.
    var zlibStream: [UInt8] { chunks.filter { $0.type == "IDAT" }.flatMap(\.data) }

    static func uint32(_ bytes: [UInt8], at i: Int) -> UInt32 {
        bytes[i..<(i + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 as PNG and zlib define it (polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 (RFC 1950) of the image data an 8-bit RGB PNG with filter
    /// type 0 on every row decompresses to: each row is a 0 byte and its pixels.
    static func adler32(unfilteredRGB rgb: [UInt8], width: Int, height: Int) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for y in 0..<height {
            b = (b + a) % 65521 // the row's filter byte, 0
            for byte in rgb[(y * width * 3)..<((y + 1) * width * 3)] {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
        }
        return b << 16 | a
    }
}
