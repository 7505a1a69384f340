import PDFAppearance
import PDFEngine
import XCTest

/// Night keeps photographs: the image survey's decisions, the image mask against masks MuPDF
/// draws of reference pages (the image replaced by white on a black page), and night pixels
/// composed by the mask.
final class NightImageTests: FixtureTestCase {
    private let night = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)

    /// A diamond (a square turned 45°) clipping path around the page centre.
    private let rotatedClip = "100 40 m 160 100 l 100 160 l 40 100 l h W n\n"
    /// Black text across the image.
    private let caption = "BT /F1 24 Tf 0 0 0 rg 55 92 Td (Caption) Tj ET\n"

    /// The photo coverage MuPDF draws for `content` with the image replaced by white on black:
    /// the red channel of the day render of that page.
    private func referenceMask(_ name: String, content: String, images: [String] = [], extraObjects: [String] = [],
                               resources: String = "") throws -> PixelBuffer {
        let page = try fixtures.imagePage(name, content: "0 0 0 rg 0 0 200 200 re f\n" + content, images: images,
                                          extraObjects: extraObjects, resources: resources)
        return try Document(path: page).renderDayPixels(page: 0, scale: 1)
    }

    /// Asserts the photo mask of `document` equals `reference`'s red channel within `tolerance`,
    /// and that the night render keeps the day colours (dimmed) where it is 255 and recolours where it is 0.
    private func assertNight(_ document: Document, matches reference: PixelBuffer, tolerance: Int = 0,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let day = try document.renderDayPixels(page: 0, scale: 1, imageMask: true)
        let mask = try XCTUnwrap(day.imageMask, "a page with a photo has an image mask", file: file, line: line)
        let shown = try document.render(page: 0, scale: 1, options: night)
        let recolouring = ColorPipeline.cached(for: night)
        let keeping = try XCTUnwrap(recolouring.keptImagePipeline)
        var mismatches = 0, kept = 0, recoloured = 0
        for y in 0..<day.height {
            for x in 0..<day.width {
                let expected = Int(reference.pixel(x: x, y: y).r)
                let got = Int(mask.coverage(of: .photos, x: x, y: y))
                if abs(expected - got) > tolerance {
                    if mismatches < 5 { XCTFail("mask at \(x),\(y): \(got), MuPDF's reference \(expected)", file: file, line: line) }
                    mismatches += 1
                }
                let d = day.pixel(x: x, y: y)
                let colour = Color(rgba8: (d.r, d.g, d.b, d.a))
                let s = shown.pixel(x: x, y: y)
                if expected == 255 {
                    kept += 1
                    XCTAssertTrue(s == keeping.apply(to: colour).rgba8, "kept pixel \(x),\(y)", file: file, line: line)
                } else if expected == 0 {
                    recoloured += 1
                    XCTAssertTrue(s == recolouring.apply(to: colour).rgba8, "recoloured pixel \(x),\(y)", file: file, line: line)
                }
            }
        }
        XCTAssertEqual(mismatches, 0, "mask pixels off MuPDF's reference", file: file, line: line)
        XCTAssertGreaterThan(kept, 1000, "the photo keeps its colours somewhere", file: file, line: line)
        XCTAssertGreaterThan(recoloured, 1000, "the paper is recoloured", file: file, line: line)
    }

    func testPhotoUnderARotatedClipWithTextOnTopKeepsItsColoursExactlyWhereVisible() throws {
        let draw = "q\n" + rotatedClip + "100 0 0 100 50 50 cm /Im1 Do\nQ\n" + caption
        let document = try Document(path: try fixtures.imagePage("photo.pdf", content: draw, images: [Fixtures.photoObject()]))
        XCTAssertEqual(try document.images(onPage: 0).map(\.kind), [.photo])
        let reference = try referenceMask("photo-ref.pdf", content: "q\n" + rotatedClip + "1 1 1 rg 50 50 100 100 re f\nQ\n" + caption)
        try assertNight(document, matches: reference)
    }

    /// A photograph at a fractional offset and size: the mask's edge pixels are MuPDF's own coverage of the
    /// image (the reference draws a white image in its place), so the edge column mixes kept and recoloured
    /// pixels by exactly the share of the pixel the photo paints, and no half-recoloured seam shows.
    func testPhotoAtAFractionalOffsetHasMuPDFsOwnEdgeCoverage() throws {
        let white = Fixtures.imageObject(width: 32, height: 32) { _, _ in [255, 255, 255] }
        for transform in ["100.3 0 0 99.6 50.4 50.7 cm", "-80.6 0 0 70.2 150.5 30.25 cm", "90.5 0 0 -60.7 20.7 140.45 cm", "70 40 -30 80 80.3 30.6 cm", "0 90.3 -80.2 0 150.6 20.4 cm"] {
            let document = try Document(path: try fixtures.imagePage("fractional.pdf", content: "q \(transform) /Im1 Do Q\n",
                                                                     images: [Fixtures.photoObject()]))
            let reference = try referenceMask("fractional-ref.pdf", content: "q \(transform) /Im1 Do Q\n", images: [white])
            try assertNight(document, matches: reference)
        }
    }

    func testShearedAndRotatedPhotoMaskFollowsTheImage() throws {
        let transform = "70 40 -30 80 80 30 cm"
        let document = try Document(path: try fixtures.imagePage("sheared.pdf", content: "q \(transform) /Im1 Do Q\n",
                                                                 images: [Fixtures.photoObject()]))
        let reference = try referenceMask("sheared-ref.pdf", content: "q \(transform) 1 1 1 rg 0 0 1 1 re f Q\n")
        try assertNight(document, matches: reference, tolerance: 255)
        let day = try document.renderDayPixels(page: 0, scale: 1, imageMask: true)
        let mask = try XCTUnwrap(day.imageMask)
        var differing = 0
        for y in 0..<200 { for x in 0..<200 where abs(Int(mask.coverage(of: .photos, x: x, y: y)) - Int(reference.pixel(x: x, y: y).r)) > 128 { differing += 1 } }
        XCTAssertLessThan(differing, 200, "only the image's edge pixels may differ from a path's antialiasing")
    }

    func testSoftMaskedImageCoverageIsItsSoftMask() throws {
        let softMask = Fixtures.imageObject(width: 32, height: 32, colorSpace: "/DeviceGray", components: 1) { x, _ in
            [UInt8(x < 16 ? 255 : 0)]
        }
        let white = Fixtures.imageObject(width: 32, height: 32, extra: " /SMask 6 0 R") { _, _ in [255, 255, 255] }
        let draw = "q 128 0 0 128 36 36 cm /Im1 Do Q\n"
        let document = try Document(path: try fixtures.imagePage("smask.pdf", content: draw,
                                                                 images: [Fixtures.photoObject(extra: " /SMask 6 0 R"), softMask]))
        let reference = try referenceMask("smask-ref.pdf", content: draw, images: [white, softMask])
        try assertNight(document, matches: reference, tolerance: 1)
    }

    func testImageMaskAndTextOverAPhotoAreRecoloured() throws {
        let stencil = "<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ImageMask true /BitsPerComponent 1 "
            + "/Decode [1 0] /Filter /ASCIIHexDecode /Length 18 >>\nstream\nF0F0F0F0F0F0F0F0>\nendstream"
        let draw = "q 120 0 0 120 40 40 cm /Im1 Do Q\nq 0 0 1 rg 80 0 0 80 60 60 cm /Im2 Do Q\n" + caption
        let document = try Document(path: try fixtures.imagePage("stencil.pdf", content: draw, images: [Fixtures.photoObject(), stencil]))
        XCTAssertEqual(try document.images(onPage: 0).map(\.kind), [.photo], "an image mask is no image of its own")
        let reference = try referenceMask("stencil-ref.pdf", content: "1 1 1 rg 40 40 120 120 re f\nq 0 0 0 rg 80 0 0 80 60 60 cm /Im2 Do Q\n"
                                          + caption, images: [Fixtures.photoObject(), stencil])
        try assertNight(document, matches: reference)
    }

    func testScansAndLineArtAreRecolouredLikeText() throws {
        let draw = "q 90 0 0 90 5 100 cm /Im1 Do Q q 90 0 0 90 105 100 cm /Im2 Do Q\n"
        let path = try fixtures.imagePage("scan.pdf", content: draw, images: [Fixtures.scanObject(), Fixtures.lineArtObject()])
        let document = try Document(path: path)
        XCTAssertEqual(try document.images(onPage: 0).map(\.kind), [.scan, .lineArt])
        try assertRecolouredWhole(document)
    }

    /// Night shows `document` exactly as `.recolor` does: nothing is kept.
    private func assertRecolouredWhole(_ document: Document, file: StaticString = #filePath, line: UInt = #line) throws {
        var recolor = night
        recolor.imageHandling = .recolor
        let smart = try document.render(page: 0, scale: 1, options: night)
        let plain = try document.render(page: 0, scale: 1, options: recolor)
        XCTAssertEqual(Data(bytes: smart.pointer, count: smart.byteCount - (smart.imageMask?.byteCount ?? 0)),
                       Data(bytes: plain.pointer, count: plain.byteCount), file: file, line: line)
    }

    func testKeepAllKeepsScansToo() throws {
        let path = try fixtures.imagePage("scan-all.pdf", content: "q 100 0 0 100 50 50 cm /Im1 Do Q\n", images: [Fixtures.scanObject()])
        let document = try Document(path: path)
        var all = night
        all.imageHandling = .keepAll
        let day = try document.renderDayPixels(page: 0, scale: 1)
        let shown = try document.render(page: 0, scale: 1, options: all)
        let keeping = try XCTUnwrap(ColorPipeline.cached(for: all).keptImagePipeline)
        let d = day.pixel(x: 100, y: 100)
        XCTAssertTrue(shown.pixel(x: 100, y: 100) == keeping.apply(to: Color(rgba8: (d.r, d.g, d.b, d.a))).rgba8)
        XCTAssertTrue(shown.pixel(x: 5, y: 5) == (0, 0, 0, 255), "paper outside the scan is recoloured")
    }

    /// A small photograph gets a mask of its own size, one byte a pixel, which still gives MuPDF's coverage
    /// pixel for pixel; a tile the photograph does not reach gets an empty one.
    func testASmallPhotoGetsASmallMask() throws {
        let draw = "q 40.5 0 0 40.5 140.25 20.75 cm /Im1 Do Q\n" + caption
        let document = try Document(path: try fixtures.imagePage("small.pdf", content: draw, images: [Fixtures.photoObject()]))
        let mask = try XCTUnwrap(try document.renderDayPixels(page: 0, scale: 1, imageMask: true).imageMask)
        XCTAssertLessThanOrEqual(mask.byteCount, 44 * 44, "a 41×41-pixel photo on a 200×200 tile: \(mask.bounds)")
        XCTAssertGreaterThanOrEqual(mask.byteCount, 41 * 41)
        let white = Fixtures.imageObject(width: 32, height: 32) { _, _ in [255, 255, 255] }
        try assertNight(document, matches: try referenceMask("small-ref.pdf", content: draw, images: [white]))
        let away = try XCTUnwrap(try document.renderDayPixels(page: 0, scale: 1, region: PixelRect(x: 0, y: 0, width: 100, height: 100),
                                                              imageMask: true).imageMask)
        XCTAssertEqual(away.byteCount, 0, "the photo is not on this tile")
        XCTAssertEqual(away.coverage(of: .photos, x: 50, y: 50), 0)
    }

    /// A photograph beside a scan keeps both coverages (photographs, any image), over their box only.
    func testAPhotoBesideAScanKeepsBothCoverages() throws {
        let draw = "q 60 0 0 60 20 20 cm /Im1 Do Q q 60 0 0 60 100 20 cm /Im2 Do Q\n"
        let document = try Document(path: try fixtures.imagePage("mixed.pdf", content: draw,
                                                                 images: [Fixtures.photoObject(), Fixtures.scanObject()]))
        XCTAssertEqual(Set(try document.images(onPage: 0).map(\.kind)), [.photo, .scan])
        let mask = try XCTUnwrap(try document.renderDayPixels(page: 0, scale: 1, imageMask: true).imageMask)
        XCTAssertLessThanOrEqual(mask.byteCount, 144 * 64 * 3, "the box of both images: \(mask.bounds)")
        XCTAssertEqual(mask.coverage(of: .photos, x: 50, y: 150), 255)
        XCTAssertEqual(mask.coverage(of: .all, x: 50, y: 150), 255)
        XCTAssertEqual(mask.coverage(of: .photos, x: 130, y: 150), 0, "the scan is no photograph")
        XCTAssertEqual(mask.coverage(of: .all, x: 130, y: 150), 255)
        XCTAssertEqual(mask.coverage(of: .all, x: 100, y: 50), 0, "above the images")
    }

    func testPageWithoutImagesHasNoMaskPass() throws {
        let document = try Document(path: try fixtures.pdf("text.pdf", pages: [(200, 200, "BT /F1 20 Tf 20 100 Td (Text only) Tj ET")]))
        XCTAssertNil(try document.renderDayPixels(page: 0, scale: 1, imageMask: true).imageMask)
        XCTAssertEqual(try document.images(onPage: 0), [])
    }

    func testExportEqualsLibraryRender() throws {
        let draw = "q\n" + rotatedClip + "100 0 0 100 50 50 cm /Im1 Do\nQ\n" + caption
        let document = try Document(path: try fixtures.imagePage("export.pdf", content: draw, images: [Fixtures.photoObject()]))
        let out = fixtures.path("night.png")
        try document.exportPNG(page: 0, dpi: 72, options: night, to: out)
        let exported = try Document(path: out).renderDayPixels(page: 0, scale: 1)
        let rendered = try document.render(page: 0, scale: 1, options: night)
        for y in 0..<200 {
            for x in 0..<200 where !(exported.pixel(x: x, y: y) == rendered.pixel(x: x, y: y)) {
                return XCTFail("export and render differ at \(x),\(y)")
            }
        }
    }

    /// The survey decodes a JPEG scaled down: a 2400×1800 photograph (13 MB decoded whole) leaves
    /// MuPDF's store holding its quarter-size decode, not the whole picture beside the render's.
    func testSurveyOfALargeJPEGKeepsOnlyAScaledDownDecode() throws {
        let picture = fixtures.path("photo.jpg"), page = fixtures.path("jpeg-page.txt")
        try Fixtures.run("convert", ["-size", "2400x1800", "gradient:orange-navy", "-quality", "85", picture])
        try "%%MediaBox 0 0 400 300\n%%Image Im0 \(picture)\nq 400 0 0 300 0 0 cm /Im0 Do Q\n"
            .write(toFile: page, atomically: true, encoding: .utf8)
        let pdf = fixtures.path("jpeg-photo.pdf")
        try Fixtures.run("mutool", ["create", "-o", pdf, page])
        let document = try Document(path: pdf)
        let before = document.memoryInUse
        let images = try document.images(onPage: 0)
        XCTAssertEqual(images.map(\.width), [2400], "the survey saw the JPEG")
        XCTAssertNotNil(images.first?.lightFraction, "and decoded it to classify it")
        let wholeDecode = 2400 * 1800 * 3
        XCTAssertLessThan(document.memoryInUse - before, wholeDecode / 8,
                          "MuPDF holds \(document.memoryInUse - before) bytes after the survey")
    }

    // MARK: Bad input

    func testImageThatFailsToDecodeIsRecoloured() throws {
        let broken = "<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8 "
            + "/Filter /DCTDecode /Length 12 >>\nstream\nnot a jpeg!!\nendstream"
        let path = try fixtures.imagePage("broken.pdf", content: "q 100 0 0 100 50 50 cm /Im1 Do Q\n", images: [broken])
        let document = try Document(path: path)
        XCTAssertEqual(try document.images(onPage: 0).map(\.kind), [.lineArt])
        try assertRecolouredWhole(document)
    }

    func testOnePixelImageStretchedOverThePageIsRecoloured() throws {
        let pixel = Fixtures.imageObject(width: 1, height: 1) { _, _ in [250, 250, 240] }
        let path = try fixtures.imagePage("stretched.pdf", content: "q 200 0 0 200 0 0 cm /Im1 Do Q\n" + caption, images: [pixel])
        let document = try Document(path: path)
        XCTAssertEqual(try document.images(onPage: 0).map(\.kind), [.lineArt])
        try assertRecolouredWhole(document)
    }

    func testThousandsOfTinyImagesStayBoundedAndRender() throws {
        let tiny = (0..<300).map { index in
            Fixtures.imageObject(width: 2, height: 2) { x, y in [UInt8(index % 256), UInt8(x * 100), UInt8(y * 100)] }
        }
        var draw = ""
        for index in 0..<3000 {
            draw += "q 4 0 0 4 \((index % 50) * 4) \((index / 50) * 3) cm /Im\(index % 300 + 1) Do Q\n"
        }
        let document = try Document(path: try fixtures.imagePage("tiny.pdf", content: draw, images: tiny))
        let images = try document.images(onPage: 0)
        XCTAssertEqual(images.count, 300)
        XCTAssertTrue(images.dropFirst(64).allSatisfy { $0.kind == .lineArt && $0.lightFraction == nil },
                      "past the decoded ones, images are recoloured undecoded")
        let shown = try document.render(page: 0, scale: 1, options: night)
        XCTAssertLessThanOrEqual(try XCTUnwrap(shown.imageMask).byteCount, 200 * 200 * 3, "the mask is at most tile-sized")
    }

    func testImagesInATiledPatternRender() throws {
        let pattern = "<< /Type /Pattern /PatternType 1 /PaintType 1 /TilingType 1 /BBox [0 0 4 4] /XStep 4 /YStep 4 "
            + "/Resources << /XObject << /P1 5 0 R >> >> /Length 22 >>\nstream\nq 4 0 0 4 0 0 cm /P1 Do Q\nendstream"
        let path = try fixtures.imagePage("pattern.pdf", content: "/Pattern cs /Tile scn 0 0 200 200 re f\n", images: [Fixtures.photoObject()],
                                          extraObjects: [pattern], resources: "/Pattern << /Tile 6 0 R >>")
        let document = try Document(path: path)
        let shown = try document.render(page: 0, scale: 1, options: night)
        XCTAssertEqual(shown.width, 200)
        XCTAssertEqual(try document.images(onPage: 0).count, 1)
    }
}
