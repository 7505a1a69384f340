import Foundation
import PDFEngine
import XCTest

final class PNGExportTests: FixtureTestCase {
    private func samplePDF() throws -> String {
        var content = "BT /F1 30 Tf 40 700 Td (Exported with MuPDF's PNG writer) Tj ET\n"
        for i in 0..<40 {
            content += "\(Double(i) / 40) 0.4 0.6 rg \(30 + i * 13) \(100 + (i * 37) % 400) 40 40 re f\n"
        }
        content += "0 0 0 RG 2 w 20 20 m 580 760 l S\n"
        return try fixtures.pdf("sample.pdf", pages: [(612, 792, "0 0 1 rg 0 0 10 10 re f"), (612, 792, content)])
    }

    /// Decodes a PNG by opening it as an image document and drawing it 1:1.
    private func decode(_ png: String, width: Int) throws -> PixelBuffer {
        let image = try Document(path: png)
        return try image.renderDayPixels(page: 0, scale: Double(width) / image.pageSize(at: 0).width)
    }

    func testExportedPixelsEqualMutoolDraw() throws {
        let source = try samplePDF()
        let document = try Document(path: source)
        for dpi in [72.0, 144] {
            let out = fixtures.path("page2-\(Int(dpi)).png")
            try document.exportPNG(page: 1, dpi: dpi, to: out)
            let reference = try ReferenceImage.mutoolDraw(source, page: 1, dpi: dpi, fixtures: fixtures)
            let exported = try decode(out, width: reference.width)
            XCTAssertLessThanOrEqual(reference.maximumDifference(to: exported), 2, "at \(dpi) dpi")
        }
    }

    /// Annotations drawn in transparency groups (a Highlight's Multiply, a
    /// Square at half opacity over coloured content) export to exactly
    /// mutool draw's pixels in the default appearance.
    func testTranslucentAnnotationsExportToExactlyMutoolDrawsPixels() throws {
        let content = "0.2 0.5 0.9 rg 40 300 220 80 re f 0.9 0.3 0.1 rg 150 200 120 150 re f"
        let source = try fixtures.rawPDF("translucent.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R /Annots [5 0 R 6 0 R] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Annot /Subtype /Highlight /Rect [50 310 250 370] /QuadPoints [50 370 250 370 50 310 250 310] /C [1 1 0] >>",
            "<< /Type /Annot /Subtype /Square /Rect [120 180 290 330] /C [0 0.6 0] /IC [0.4 0.9 0.5] /CA 0.5 /BS << /W 6 >> >>",
        ])
        let document = try Document(path: source)
        let out = fixtures.path("translucent.png")
        try document.exportPNG(page: 0, dpi: 100, to: out)
        let reference = try ReferenceImage.mutoolDraw(source, page: 0, dpi: 100, fixtures: fixtures)
        let decodedPath = fixtures.path("translucent.ppm")
        try Fixtures.run("mutool", ["draw", "-q", "-r", "100", "-o", decodedPath, out])
        let decoded = try ReferenceImage(ppm: decodedPath)
        let differing = zip(decoded.rgb, reference.rgb).filter { $0 != $1 }.count
        XCTAssertEqual(decoded.rgb.count, reference.rgb.count)
        XCTAssertEqual(differing, 0, "colour components that differ from mutool draw's")
    }

    func testParallelBandsExportDiffersFromOnePassOnlyAtAntialiasedEdges() throws {
        let source = try samplePDF()
        let document = try Document(path: source)
        let out = fixtures.path("banded.png")
        try document.exportPNG(page: 1, dpi: 120, to: out, strategy: .parallelBands)
        let whole = try document.renderDayPixels(page: 1, scale: 120.0 / 72)
        let banded = try decode(out, width: whole.width)
        var differing = 0
        for y in 0..<whole.height {
            for x in 0..<whole.width {
                let a = whole.pixel(x: x, y: y), b = banded.pixel(x: x, y: y)
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                XCTAssertLessThanOrEqual(d, 64)
                if d > 2 { differing += 1 }
            }
        }
        XCTAssertLessThan(differing, whole.width * whole.height / 200, "only edge pixels may differ")
    }

    /// Bands are deflated on several threads and joined into one zlib stream
    /// (several IDAT chunks): `mutool` decodes it to exactly the pixels of
    /// `mutool draw`, every chunk's CRC holds and the stream's Adler-32 is the
    /// one of the decoded image, in both strategies.
    func testBandsDeflatedInParallelDecodeToTheExactPixels() throws {
        let source = try samplePDF()
        let document = try Document(path: source)
        let dpi = 144.0
        let reference = try ReferenceImage.mutoolDraw(source, page: 1, dpi: dpi, fixtures: fixtures)
        for strategy in [PNGExportStrategy.exact, .parallelBands] {
            let out = fixtures.path("bands-\(strategy).png")
            try document.exportPNG(page: 1, dpi: dpi, to: out, strategy: strategy)
            let decodedPath = fixtures.path("bands-\(strategy).ppm")
            try Fixtures.run("mutool", ["draw", "-q", "-r", String(dpi), "-o", decodedPath, out])
            let decoded = try ReferenceImage(ppm: decodedPath)
            XCTAssertEqual(decoded.width, reference.width, "\(strategy)")
            XCTAssertEqual(decoded.height, reference.height, "\(strategy)")
            if strategy == .exact {
                XCTAssertTrue(decoded.rgb == reference.rgb, "the one-pass export decodes to mutool draw's pixels")
            }
            let png = try PNGChunks(path: out)
            XCTAssertEqual(png.chunks.first?.type, "IHDR")
            XCTAssertEqual(png.chunks.last?.type, "IEND")
            XCTAssertEqual(png.chunks.filter { !$0.crcMatches }.map(\.type), [], "\(strategy): chunks with a wrong CRC")
            XCTAssertGreaterThanOrEqual(png.chunks.filter { $0.type == "IDAT" }.count, 3, "\(strategy): bands joined")
            let stream = png.zlibStream
            XCTAssertEqual(Array(stream.prefix(2)), [0x78, 0x9C], "\(strategy): zlib header")
            XCTAssertEqual(PNGChunks.uint32(stream, at: stream.count - 4),
                           PNGChunks.adler32(unfilteredRGB: Array(decoded.rgb.prefix(decoded.width * decoded.height * 3)),
                                             width: decoded.width, height: decoded.height),
                           "\(strategy): the combined Adler-32 is the decoded image's")
        }
    }

    func testExportReplacesAnExistingFileAndLeavesNoTemporaryFiles() throws {
        let document = try Document(path: try samplePDF())
        let out = try fixtures.write("existing.png", "old contents")
        try document.exportPNG(page: 0, dpi: 50, to: out)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixtures.directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testFailedExportLeavesTheExistingFileIntact() throws {
        let document = try Document(path: try samplePDF())
        let out = try fixtures.write("keep.png", "previous export")
        let cookie = RenderCookie()
        cookie.abort()
        XCTAssertThrowsError(try document.exportPNG(page: 1, dpi: 300, to: out, cookie: cookie)) {
            XCTAssertEqual($0 as? DocumentError, .cancelled(path: document.path, page: 1))
        }
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "previous export")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixtures.directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testCancelledBandedExportLeavesTheExistingFileIntact() throws {
        let document = try Document(path: try samplePDF())
        _ = try document.renderDayPixels(page: 1, scale: 0.1) // the page's display list is cached: the bands see the abort
        let out = try fixtures.write("keep-banded.png", "previous export")
        let cookie = RenderCookie()
        cookie.abort()
        XCTAssertThrowsError(try document.exportPNG(page: 1, dpi: 300, to: out, cookie: cookie, strategy: .parallelBands)) {
            XCTAssertEqual($0 as? DocumentError, .cancelled(path: document.path, page: 1))
        }
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "previous export")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixtures.directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testExportIntoMissingDirectoryNamesTheDestination() throws {
        let document = try Document(path: try samplePDF())
        let out = fixtures.path("no/such/dir/page.png")
        XCTAssertThrowsError(try document.exportPNG(page: 0, dpi: 72, to: out)) { error in
            guard case .exportFailed(_, let destination, _)? = error as? DocumentError else {
                return XCTFail("expected .exportFailed, got \(error)")
            }
            XCTAssertEqual(destination, out)
            XCTAssertTrue("\(error)".contains(out))
        }
    }

    /// An image over `maximumExportPixels` is refused before rendering, naming
    /// its size and the largest resolution that fits; nothing is written.
    func testExportOverAGigapixelIsRefusedWithTheResolutionThatFits() throws {
        let document = try Document(path: try fixtures.pdf("large.pdf", pages: [(1200, 1200, "0 0 1 rg 0 0 10 10 re f")]))
        let out = try fixtures.write("existing.png", "old contents")
        XCTAssertThrowsError(try document.exportPNG(page: 0, dpi: 4800, to: out)) { error in
            guard case .exportTooLarge(_, 0, 4800, 80_000, 80_000, let fitting) = error as? DocumentError else {
                return XCTFail("expected exportTooLarge for 80000×80000 px, got \(error)")
            }
            XCTAssertEqual(fitting, 1897)
            XCTAssertTrue("\(error)".hasSuffix("page 1 at 4800 dpi would be 80,000 × 80,000 px (6.4 gigapixels), "
                                                + "more than the 1 gigapixel an export may have; --dpi 1897 or less fits"), "\(error)")
            let pixels = { (dpi: Int) in document.pixelBounds(page: 0, scale: Double(dpi) / 72) }
            XCTAssertLessThanOrEqual(pixels(fitting).width * pixels(fitting).height, Document.maximumExportPixels)
            XCTAssertGreaterThan(pixels(fitting + 1).width * pixels(fitting + 1).height, Document.maximumExportPixels)
        }
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "old contents")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixtures.directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }
}
