import Foundation
import XCTest

/// A damaged JPEG is drawn as well as it can be, without libjpeg's own
/// warnings ("Corrupt JPEG data: …") on the terminal.
final class DamagedImageTests: EndToEndTestCase {
    /// A 64×48 JPEG made by ImageMagick with 20 bytes of its compressed
    /// picture zeroed: libjpeg reads "bad Huffman code" and warns.
    private func damagedJPEG() throws -> URL {
        try TestEnvironment.requireTools("convert")
        let sound = workDirectory.appendingPathComponent("sound.jpg")
        try Command.check("convert", ["-size", "64x48", "gradient:red-blue", "-quality", "90", sound.path])
        var bytes = [UInt8](try Data(contentsOf: sound))
        let startOfScan = try XCTUnwrap((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        let scanData = startOfScan + 2 + (Int(bytes[startOfScan + 2]) << 8 | Int(bytes[startOfScan + 3]))
        let middle = (scanData + bytes.count - 2) / 2
        XCTAssertLessThan(middle + 20, bytes.count - 2, "the damage stays inside the compressed picture")
        bytes.replaceSubrange(middle..<middle + 20, with: [UInt8](repeating: 0, count: 20))
        let damaged = workDirectory.appendingPathComponent("damaged.jpg")
        try Data(bytes).write(to: damaged)
        return damaged
    }

    private func assertQuietExport(_ document: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let exported = workDirectory.appendingPathComponent("\(document.lastPathComponent).png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path])
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)",
                       file: file, line: line)
        XCTAssertEqual(result.standardError, "", "nothing but sdlpdf's own messages on stderr", file: file, line: line)
        XCTAssertTrue(FileManager.default.fileExists(atPath: exported.path), "the damaged picture is still exported",
                      file: file, line: line)
    }

    /// MuPDF opens a .jpg file as an image document (its JPEG loader).
    func testDamagedJPEGFileExportsWithoutLibjpegWarnings() throws {
        try assertQuietExport(try damagedJPEG())
    }

    /// The same picture inside a PDF, decoded by MuPDF's DCTDecode filter.
    func testDamagedJPEGInAPDFExportsWithoutLibjpegWarnings() throws {
        let picture = try damagedJPEG()
        let page = workDirectory.appendingPathComponent("page.txt")
        try "%%MediaBox 0 0 200 150\n%%Image Im0 \(picture.path)\nq 200 0 0 150 0 0 cm /Im0 Do Q\n"
            .write(to: page, atomically: true, encoding: .utf8)
        let pdf = workDirectory.appendingPathComponent("picture.pdf")
        try Command.check("mutool", ["create", "-o", pdf.path, page.path])
        try assertQuietExport(pdf)
    }
}
