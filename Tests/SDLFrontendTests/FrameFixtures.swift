import CSDL2
import Foundation
import PDFAppearance
import PDFEngine
import XCTest
@testable import SDLFrontend

/// Documents and comparisons the frame tests share.
enum FrameFixtures {
    /// A 400×400 pt page: a photograph (50…350 × 50…300) and a yellow Highlight above it.
    static func photoWithHighlight(in testCase: XCTestCase) throws -> Document {
        var hex = ""
        for y in 0..<32 {
            for x in 0..<32 { hex += String(format: "%02x%02x%02x", 40 + x * 5, 30 + y * 6, (x * y) % 180) }
            hex += "\n"
        }
        hex += ">"
        let photo = "<< /Type /XObject /Subtype /Image /Width 32 /Height 32 /ColorSpace /DeviceRGB /BitsPerComponent 8"
            + " /Filter /ASCIIHexDecode /Length \(hex.utf8.count) >>\nstream\n\(hex)\nendstream"
        let content = "q 300 0 0 250 50 50 cm /Im1 Do Q"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >>"
                + " /Annots [6 0 R] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            photo,
            "<< /Type /Annot /Subtype /Highlight /Rect [80 320 320 360] /QuadPoints [80 360 320 360 80 320 320 320] /C [1 1 0] >>",
        ]
        var text = "%PDF-1.7\n", offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-toggle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("photo-highlight.pdf").path
        try text.write(toFile: path, atomically: true, encoding: .isoLatin1)
        return try Document(path: path)
    }

    /// Pixels of the visible tiles in `frame` that differ from `Document.render` under `options`.
    static func pixelsDifferingFromRender(_ frame: (width: Int, height: Int, pixels: [UInt8]), session: ViewerSession,
                                          options: RenderOptions) throws -> Int {
        var differing = 0
        for tile in session.state.visibleTiles() {
            let rendered = try session.document.render(page: tile.pageIndex, scale: tile.scale, region: tile.pixelRect,
                                                       options: options)
            let destination = tile.screenRect.sdlRect
            XCTAssertEqual(Int(destination.w), rendered.width, "the tile is copied 1:1 (the comparison is exact)")
            for y in 0..<rendered.height {
                for x in 0..<rendered.width {
                    let (sx, sy) = (Int(destination.x) + x, Int(destination.y) + y)
                    guard sx >= 0, sy >= 0, sx < frame.width, sy < frame.height else { continue }
                    let offset = (sy * frame.width + sx) * 4
                    let p = rendered.pixel(x: x, y: y)
                    if (frame.pixels[offset], frame.pixels[offset + 1], frame.pixels[offset + 2]) != (p.r, p.g, p.b) {
                        differing += 1
                    }
                }
            }
        }
        return differing
    }
}
