import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// `Document.exportRecoloredPDF`: a PDF whose pages look as the window shows them in Night or
/// Sepia, with text kept as text and colours through the window's own colour function.
final class RecoloredPDFExportTests: FixtureTestCase {
    private let night = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
    /// Night without its contrast floor (`nightMinimumContrast` 1): grays map linearly, so
    /// colours blended in the page (a mesh between its vertices, an image's samples filtered
    /// as it is scaled) map as the window maps the blend. With the floor a blend of mapped
    /// colours differs from the mapped blend where light grays are lifted.
    private var strictNight: RenderOptions {
        var options = night
        options.nightMinimumContrast = 1
        return options
    }
    private let sepia = RenderOptions(filters: .sepia)

    /// Text in several colours and fills in Gray, RGB, CMYK, a Separation and an Indexed space.
    private func colourSpacesPage() throws -> String {
        let content = """
        BT /F1 18 Tf 20 170 Td (Black text) Tj ET
        BT /F1 18 Tf 0.8 0 0 rg 20 145 Td (Red text) Tj ET
        0 0 1 0 k 20 20 40 40 re f
        0.3 g 70 20 40 40 re f
        /CS0 cs 0.7 scn 120 20 40 40 re f
        /CS1 cs 2 scn 170 20 25 40 re f
        0 0.5 0 RG 4 w 20 100 m 180 100 l S

        """
        let spaces = "/ColorSpace << /CS0 [/Separation /Spot /DeviceRGB << /FunctionType 2 /Domain [0 1] /C0 [1 1 1] "
            + "/C1 [1 0 0] /N 1 >>] /CS1 [/Indexed /DeviceRGB 3 <ff000000ff000000ffffff00>] >>"
        return try rawPage("colours.pdf", content: content, resources: spaces)
    }

    /// A one-page 200×200-point PDF drawing `content` with /F1 Helvetica and `resources`.
    private func rawPage(_ name: String, content: String, resources: String = "", extraObjects: [String] = []) throws -> String {
        try fixtures.rawPDF(name, objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R "
                + "/Resources << /Font << /F1 5 0 R >> \(resources) >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ] + extraObjects)
    }

    private func export(_ path: String, options: RenderOptions? = nil, pages: [Int]? = nil, labels: [String]? = nil,
                        password: String? = nil, cookie: RenderCookie? = nil) throws -> String {
        let output = fixtures.path("night-\(UUID().uuidString).pdf")
        try Document(path: path, password: password).exportRecoloredPDF(
            to: output, password: password, pages: pages, pageLabels: labels, options: options ?? night,
            producer: "sdlpdf test (Night export)", cookie: cookie)
        return output
    }

    /// Asserts that page `page` of `exported`, drawn as it is, shows what the window shows of
    /// `original`'s page `source` under `options`: at least `share` of the pixels within
    /// `tolerance` levels. Returns both renders.
    @discardableResult
    private func assertLooksLikeTheWindow(_ exported: String, _ original: String, page: Int = 0, source: Int? = nil,
                                          options: RenderOptions? = nil, scale: Double = 2, tolerance: Int = 8,
                                          share: Double = 0.99, file: StaticString = #filePath,
                                          line: UInt = #line) throws -> (shown: PixelBuffer, exported: PixelBuffer) {
        let shown = try Document(path: original).render(page: source ?? page, scale: scale, options: options ?? night)
        let drawn = try Document(path: exported).renderDayPixels(page: page, scale: scale)
        XCTAssertEqual([drawn.width, drawn.height], [shown.width, shown.height], "page size", file: file, line: line)
        var close = 0
        for y in 0..<min(shown.height, drawn.height) {
            for x in 0..<min(shown.width, drawn.width) {
                let a = shown.pixel(x: x, y: y), b = drawn.pixel(x: x, y: y)
                let difference = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                close += difference <= tolerance ? 1 : 0
            }
        }
        let fraction = Double(close) / Double(shown.width * shown.height)
        XCTAssertGreaterThanOrEqual(fraction, share, "share of pixels within \(tolerance) levels of the window's", file: file, line: line)
        return (shown, drawn)
    }

    private func texts(_ path: String, password: String? = nil) throws -> [String] {
        let document = try Document(path: path, password: password)
        return try (0..<document.pageCount).map { try document.textPage(at: $0).text() }
    }

    /// The value `mutool show` prints for `path` (such as `trailer/Info/Producer`) in `file`.
    private func mutoolShow(_ path: String, in file: String) throws -> String {
        try Fixtures.run("mutool", ["show", file, path]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testTextStaysTextAndEveryColourSpaceMapsAsTheWindowMapsIt() throws {
        let original = try colourSpacesPage()
        let exported = try export(original)

        XCTAssertEqual(try texts(exported), try texts(original))
        XCTAssertEqual(try texts(exported).first?.contains("Red text"), true)
        let (shown, drawn) = try assertLooksLikeTheWindow(exported, original)
        let pipeline = ColorPipeline.cached(for: night)
        let day = try Document(path: original).renderDayPixels(page: 0, scale: 2)
        // The centres of the CMYK, gray, separation and indexed fills (page y up, pixels y down).
        for x in [40, 90, 140, 182] {
            let (px, py) = (x * 2, (200 - 40) * 2)
            let d = day.pixel(x: px, y: py)
            let expected = pipeline.apply(to: Color(rgba8: (d.r, d.g, d.b, 255))).rgba8
            let got = drawn.pixel(x: px, y: py)
            XCTAssertEqual([got.r, got.g, got.b], [expected.0, expected.1, expected.2], "fill at x \(x)")
            let window = shown.pixel(x: px, y: py)
            XCTAssertEqual([got.r, got.g, got.b], [window.r, window.g, window.b], "the window's pixel at x \(x)")
        }
        XCTAssertEqual(try mutoolShow("trailer/Info/Producer", in: exported), "(sdlpdf test \\(Night export\\))")
    }

    func testSepiaMapsTextFillsAndTheLineArtImage() throws {
        let original = try fixtures.imagePage("sepia.pdf", content: "q 100 0 0 100 50 50 cm /Im1 Do Q\n"
                                              + "BT /F1 14 Tf 1 0 0 rg 10 20 Td (Sepia) Tj ET\n",
                                              images: [Fixtures.lineArtObject()])
        let exported = try export(original, options: sepia)
        XCTAssertEqual(try texts(exported), try texts(original))
        try assertLooksLikeTheWindow(exported, original, options: sepia)
    }

    /// Axial and radial shadings, drawn by `sh` and as a shading pattern fill, and a triangle
    /// mesh with colours at its vertices keep their geometry with mapped colours.
    func testShadingsAreMapped() throws {
        let axial = "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 200 0] /Extend [true true] "
            + "/Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> >>"
        let radial = "<< /ShadingType 3 /ColorSpace /DeviceCMYK /Coords [100 150 0 100 150 40] "
            + "/Function << /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [0 1 1 0] /N 1 >> >>"
        // A free-form triangle mesh with its colours at the vertices: flag, x, y, r, g, b bytes each.
        // Grays, which Night maps linearly: the mapped vertices blend as the mapped blends do.
        let vertices = "00 00 8c 20 20 20  00 3c 8c c0 c0 c0  00 1e c8 80 80 80  00 3c 8c c0 c0 c0  00 1e c8 80 80 80  00 3c c8 ff ff ff"
        let mesh = "<< /ShadingType 4 /ColorSpace /DeviceRGB /BitsPerCoordinate 8 /BitsPerComponent 8 /BitsPerFlag 8 "
            + "/Decode [0 255 0 255 0 1 0 1 0 1] /Filter /ASCIIHexDecode /Length \(vertices.utf8.count + 1) >>\nstream\n\(vertices)>\nendstream"
        let content = "q 0 0 200 100 re W n /Sh1 sh Q\n/Pattern cs /P1 scn 60 110 80 80 re f\n/Sh2 sh\n"
        let original = try rawPage("shadings.pdf", content: content,
                                   resources: "/Shading << /Sh1 6 0 R /Sh2 8 0 R >> /Pattern << /P1 << /PatternType 2 /Shading 7 0 R >> >>",
                                   extraObjects: [axial, radial, mesh])
        try assertLooksLikeTheWindow(try export(original, options: strictNight), original, options: strictNight)
    }

    /// A photograph keeps its colours (dimmed by its /Decode), a gray scan and RGB line art are
    /// recoloured; the scan keeps its compressed samples under a new palette.
    func testImagesAreTreatedAsTheWindowTreatsThem() throws {
        let content = "q 60 0 0 60 10 130 cm /Im1 Do Q q 60 0 0 60 70 130 cm /Im2 Do Q q 60 0 0 60 130 130 cm /Im3 Do Q\n"
            + "BT /F1 12 Tf 10 100 Td (Three images) Tj ET\n"
        let original = try fixtures.imagePage("images.pdf", content: content,
                                              images: [Fixtures.photoObject(), Fixtures.scanObject(), Fixtures.lineArtObject()])
        XCTAssertEqual(try Document(path: original).images(onPage: 0).map(\.kind).sorted { "\($0)" < "\($1)" },
                       [.lineArt, .photo, .scan].sorted { "\($0)" < "\($1)" })
        let exported = try export(original, options: strictNight)
        try assertLooksLikeTheWindow(exported, original, options: strictNight, scale: 1)
        let resources = try mutoolShow("pages/1/Resources/XObject", in: exported)
        XCTAssertTrue(resources.contains("/Im2"), resources)
        XCTAssertTrue(try mutoolShow("pages/1/Resources/XObject/Im2/ColorSpace", in: exported).contains("/Indexed"))
        XCTAssertTrue(try mutoolShow("pages/1/Resources/XObject/Im2/Filter", in: exported).contains("/ASCIIHexDecode"),
                      "the scan keeps its own compressed samples")
        XCTAssertTrue(try mutoolShow("pages/1/Resources/XObject/Im1/Decode", in: exported).contains(".85 0 .85"),
                      "the photograph is dimmed by its Decode array")
    }

    /// Annotations written without appearance streams (as pypdf writes them) get MuPDF's
    /// synthesized appearance in the night colours, Highlights screened onto the dark page.
    func testAnnotationsWithoutAppearancesGetNightAppearances() throws {
        let original = try fixtures.annotationsWithoutAppearances(alsoAsObjects: false)
        let exported = try export(original)
        let annotations = try fixtures.mutoolAnnotationObjects(exported)
        XCTAssertEqual(annotations.count, Fixtures.annotationsWithoutAppearances.count)
        for annotation in annotations {
            XCTAssertTrue(annotation.dictionary.contains("/AP"), "annotation \(annotation.index) has an appearance: \(annotation.dictionary)")
        }
        try assertLooksLikeTheWindow(exported, original, scale: 1)
        XCTAssertEqual(try fixtures.mutoolRenderingProblems(exported), [])
    }

    /// A three-page document with labels, an outline and links; pages 2 and 3 are kept.
    private func navigationDocument() throws -> String {
        let pages = (1...3).map { "BT /F1 24 Tf 20 100 Td (Page \($0)) Tj ET" }
        func page(_ index: Int, contents: Int, annots: String = "") -> String {
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents \(contents) 0 R /Resources << /Font << /F1 12 0 R >> >> \(annots) >>"
        }
        let link = { (rect: String, target: Int) in "<< /Type /Annot /Subtype /Link /Rect [\(rect)] /Dest [\(target) 0 R /Fit] >>" }
        return try fixtures.rawPDF("navigation.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R /Outlines 13 0 R /PageLabels << /Nums [0 << /S /r >> 2 << /S /D >>] >> >>",
            "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>",
            page(0, contents: 6),
            page(1, contents: 7, annots: "/Annots [\(link("0 0 50 50", 3)) \(link("50 0 100 50", 5))]"),
            page(2, contents: 8),
        ] + pages.map { "<< /Length \($0.utf8.count) >>\nstream\n\($0)\nendstream" } + [
            "<< >>", "<< >>", "<< >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            "<< /Type /Outlines /First 14 0 R /Last 15 0 R /Count 2 >>",
            "<< /Title (First) /Parent 13 0 R /Next 15 0 R /Dest [3 0 R /Fit] >>",
            "<< /Title (Third) /Parent 13 0 R /Prev 14 0 R /Dest [5 0 R /Fit] >>",
        ], info: "<< /Title (Navigation) >>")
    }

    func testKeptPagesKeepTheirLabelsOutlineAndLinks() throws {
        let original = try navigationDocument()
        let exported = try export(original, pages: [1, 2], labels: ["ii", "1"])
        let document = try Document(path: exported)

        XCTAssertEqual(document.pageCount, 2)
        XCTAssertEqual(try texts(exported), Array(try texts(original)[1...]))
        XCTAssertEqual(try document.pageLabelRanges().map(\.prefix), ["ii", "1"])
        XCTAssertEqual(try document.title, "Navigation")
        let outline = try document.outline()
        XCTAssertEqual(outline.map(\.title), ["First", "Third"], "entries stay, as headings where their page went")
        let first = try mutoolShow("trailer/Root/Outlines/First", in: exported)
        XCTAssertFalse(first.contains("/Dest") || first.contains("/A"), "the entry of the dropped page leads nowhere: \(first)")
        guard case .page(index: 1, _) = outline[1].destination else {
            return XCTFail("the entry of the third page leads to the second kept page, not to \(outline[1].destination)")
        }
        XCTAssertEqual(try document.links(onPage: 0).map(\.destination).map { if case .page(let index, _) = $0 { index } else { -1 } },
                       [1], "the link to the third page stays, the one to the dropped first page goes")
    }

    func testAnEncryptedDocumentStaysEncryptedWithItsPassword() throws {
        let plain = try colourSpacesPage()
        let locked = try fixtures.encrypted(plain, name: "locked.pdf", method: "aes-256", user: "user", owner: "owner")
        let exported = try export(locked, password: "user")

        XCTAssertThrowsError(try Document(path: exported)) { error in
            XCTAssertEqual(error as? DocumentError, .passwordRequired(path: exported))
        }
        XCTAssertEqual(try texts(exported, password: "user"), try texts(plain))
    }

    func testOtherFormatsAreWrittenAsPDFFirst() throws {
        let picture = try fixtures.picture("picture.png")
        let exported = try export(picture)
        XCTAssertEqual(try Document(path: exported).pageCount, 1)
        try assertLooksLikeTheWindow(exported, picture, scale: 1)
    }

    func testAFailedExportLeavesTheDestinationAndNoTemporaryFile() throws {
        let original = try colourSpacesPage()
        let destination = fixtures.path("existing.pdf")
        try Data("the previous export".utf8).write(to: URL(fileURLWithPath: destination))
        let cookie = RenderCookie()
        cookie.abort()

        XCTAssertThrowsError(try Document(path: original).exportRecoloredPDF(to: destination, password: nil, options: night,
                                                                            producer: "sdlpdf", cookie: cookie)) { error in
            XCTAssertEqual(error as? DocumentError,
                           .exportFailed(path: original, destination: destination, reason: "the export was stopped"))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: destination)), Data("the previous export".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixtures.directory.path).filter { $0.hasSuffix(".tmp") }, [])

        let missing = fixtures.path("no/such/folder/out.pdf")
        XCTAssertThrowsError(try Document(path: original).exportRecoloredPDF(to: missing, password: nil, options: night,
                                                                            producer: "sdlpdf")) { error in
            XCTAssertEqual(error as? DocumentError,
                           .exportFailed(path: original, destination: missing, reason: "no such folder: \(fixtures.path("no"))"))
        }
    }
}
