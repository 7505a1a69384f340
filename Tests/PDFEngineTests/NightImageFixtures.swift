import Foundation

/// Pages with raster images for the Night image tests, written as raw PDF objects with
/// ASCIIHex image streams, so they need no image tools.
extension Fixtures {
    /// An image XObject body: `width`×`height` samples of `components` bytes each from `sample`,
    /// with `extra` dictionary entries (such as an /SMask reference).
    static func imageObject(width: Int, height: Int, colorSpace: String = "/DeviceRGB", components: Int = 3,
                            extra: String = "", sample: (Int, Int) -> [UInt8]) -> String {
        var hex = ""
        for y in 0..<height {
            for x in 0..<width {
                for byte in sample(x, y).prefix(components) { hex += String(format: "%02x", byte) }
            }
            hex += "\n"
        }
        hex += ">"
        return "<< /Type /XObject /Subtype /Image /Width \(width) /Height \(height) /ColorSpace \(colorSpace) "
            + "/BitsPerComponent 8 /Filter /ASCIIHexDecode\(extra) /Length \(hex.utf8.count) >>\nstream\n\(hex)\nendstream"
    }

    /// A photograph: smooth colours everywhere, no paper.
    static func photoObject(extra: String = "") -> String {
        imageObject(width: 32, height: 32, extra: extra) { x, y in
            [UInt8(40 + x * 5), UInt8(30 + y * 6), UInt8((x * y) % 180)]
        }
    }

    /// A grey scan: noisy light paper with dark lines of "text".
    static func scanObject() -> String {
        var seed: UInt32 = 12345
        return imageObject(width: 64, height: 64, colorSpace: "/DeviceGray", components: 1) { x, y in
            seed = seed &* 1_103_515_245 &+ 12345
            let noise = Int((seed >> 16) % 56)
            let ink = y % 8 < 2 && x > 4 && x < 60
            return [UInt8(ink ? 5 + noise : 199 + noise)]
        }
    }

    /// Line art: mostly paper with a blue and a red stroke.
    static func lineArtObject() -> String {
        imageObject(width: 64, height: 64) { x, y in
            if abs(x - y) < 2 { return [0, 0, 200] }
            if y == 40 { return [200, 0, 0] }
            return [255, 255, 255]
        }
    }

    /// A one-page 200×200 pt PDF drawing `content` with images /Im1, /Im2, … (`images`, object
    /// bodies, each may refer to `extraObjects` as objects 4 + images.count + index) and /F1 Helvetica.
    func imagePage(_ name: String, content: String, images: [String], extraObjects: [String] = [],
                   resources: String = "") throws -> String {
        let firstImage = 5
        let names = images.indices.map { "/Im\($0 + 1) \(firstImage + $0) 0 R" }.joined(separator: " ")
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /XObject << \(names) >> "
                + "/Font << /F1 \(firstImage + images.count + extraObjects.count) 0 R >> \(resources) >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ] + images + extraObjects + ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        return try rawPDF(name, objects: objects)
    }
}
