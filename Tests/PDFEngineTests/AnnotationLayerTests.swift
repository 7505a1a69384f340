import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// Annotations drawn in their own pass (`RenderOptions.annotationHandling`), on the fixture page with
/// Text, Highlight (yellow), Square, FreeText, Ink (green) and Line annotations.
final class AnnotationLayerTests: FixtureTestCase {
    private let scale = 2.0
    /// Device pixels at `scale`: inside the Highlight (PDF rect 60 330 160 350), and free paper.
    private let highlightCenter = (x: 220, y: 120)
    private let paperSpot = (x: 300, y: 600)

    static func night(_ build: (inout RenderOptions) -> Void = { _ in }) -> RenderOptions {
        var options = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        build(&options)
        return options
    }

    /// Every night variant: plain, with sepia, the dim and tinted palettes, an off-white text, and
    /// each with the annotations' original colors.
    static let nightVariants: [(String, RenderOptions)] = {
        let variants: [(String, RenderOptions)] = [
            ("night", night()),
            ("night+sepia", night { $0.filters.insert(.sepia) }),
            ("dim paper", night { $0.nightPaperColor = AppearancePalette.dimPaper }),
            ("dim paper, off-white text", night {
                $0.nightPaperColor = AppearancePalette.dimPaper
                $0.nightTextColor = AppearancePalette.offWhiteText
            }),
            ("tinted palette + sepia", night {
                $0.nightPaperColor = Color(hex: "#1A1B26")!
                $0.nightTextColor = Color(hex: "#C0CAF5")!
                $0.filters.insert(.sepia)
            }),
        ]
        return variants + variants.map { name, options in
            var original = options
            original.annotationHandling = .keepOriginal
            return (name + ", keepOriginal", original)
        }
    }()

    private func color(_ pixels: PixelBuffer, _ spot: (x: Int, y: Int)) -> Color {
        let p = pixels.pixel(x: spot.x, y: spot.y)
        return Color(rgba8: (p.r, p.g, p.b, 255))
    }

    func testHighlightsStayVisibleInEveryNightVariant() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        for (name, options) in Self.nightVariants {
            let pixels = try document.render(page: 0, scale: scale, options: options)
            let highlight = color(pixels, highlightCenter), paper = color(pixels, paperSpot)
            XCTAssertEqual(paper, Color.white.applying(options), "\(name): the paper is the night paper")
            XCTAssertGreaterThanOrEqual(NightHighlight.contrast(highlight, paper), NightHighlight.minimumContrast,
                                        "\(name): highlight \(highlight.hexString) on paper \(paper.hexString)")
        }
    }

    /// Without the annotation pass (the page's pixels through the pipeline, one pass) the
    /// highlight all but disappears in Night with the strict rule (the contrast floor would lift
    /// its light yellow off the paper too): the test above has teeth.
    func testOnePassNightSwallowsTheHighlight() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        let options = Self.night { $0.nightMinimumContrast = 1 }
        let pixels = try document.renderDayPixels(page: 0, scale: scale)
        ColorPipeline.cached(for: options).apply(pixels: pixels.pointer, width: pixels.width, height: pixels.height,
                                                 stride: pixels.stride)
        XCTAssertLessThan(NightHighlight.contrast(color(pixels, highlightCenter), color(pixels, paperSpot)), 1.5)
    }

    /// Following the page's filters, everything but the highlight is what one pass gives.
    func testFollowingThePageFiltersChangesOnlyTheHighlight() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        let options = Self.night()
        let layered = try document.render(page: 0, scale: scale, options: options)
        let onePass = try document.renderDayPixels(page: 0, scale: scale)
        ColorPipeline.cached(for: options).apply(pixels: onePass.pointer, width: onePass.width, height: onePass.height,
                                                 stride: onePass.stride)
        var differing = 0
        for y in 0..<layered.height {
            for x in 0..<layered.width where !(100...340).contains(x) || !(40...160).contains(y) {
                let a = layered.pixel(x: x, y: y), b = onePass.pixel(x: x, y: y)
                if max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))) > 1 { differing += 1 }
            }
        }
        XCTAssertEqual(differing, 0, "pixels outside the highlight differ from the one-pass night page")
    }

    /// How many solid-ink pixels of the day page (green ink (0, 0.6, 0) only: its antialiased
    /// edges blend with the paper) `night` shows in another color, and how many there are.
    private func recoloredInkPixels(day: PixelBuffer, night: PixelBuffer) -> (changed: Int, ink: Int) {
        var ink = 0, changed = 0
        for y in 0..<day.height / 2 {  // the annotations are in the upper half
            for x in 0..<day.width {
                let d = day.pixel(x: x, y: y)
                guard d.r < 10, d.b < 10, abs(Int(d.g) - 153) < 4 else { continue }
                ink += 1
                let n = night.pixel(x: x, y: y)
                if max(abs(Int(n.r) - Int(d.r)), abs(Int(n.g) - Int(d.g)), abs(Int(n.b) - Int(d.b))) > 2 { changed += 1 }
            }
        }
        return (changed, ink)
    }

    /// `.keepOriginal`: the green ink keeps its day color on the night page; following the page's
    /// filters it is recolored.
    func testKeepOriginalKeepsTheAnnotationsDayColors() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        let day = try document.renderDayPixels(page: 0, scale: scale)
        let kept = try document.render(page: 0, scale: scale, options: Self.night { $0.annotationHandling = .keepOriginal })
        let original = recoloredInkPixels(day: day, night: kept)
        XCTAssertGreaterThan(original.ink, 100, "the fixture's ink stroke is on the page")
        XCTAssertEqual(original.changed, 0, "ink pixels changed color with keepOriginal")
        XCTAssertEqual(color(kept, paperSpot), Color.black, "the page itself is still night")
        let followed = recoloredInkPixels(day: day, night: try document.render(page: 0, scale: scale, options: Self.night()))
        XCTAssertEqual(followed.changed, followed.ink, "following the filters, every ink pixel is recolored")
    }

    /// Export (`exportPNG`) gives the library API's pixels for the layered page.
    func testExportGivesTheRenderedPixels() throws {
        let document = try Document(path: try fixtures.annotationsWithoutAppearances(alsoAsObjects: false))
        let options = Self.night { $0.annotationHandling = .keepOriginal; $0.nightPaperColor = AppearancePalette.dimPaper }
        let out = fixtures.path("layered.png")
        try document.exportPNG(page: 0, dpi: 144, options: options, to: out)
        let rendered = try document.render(page: 0, scale: scale, options: options)
        let image = try Document(path: out)
        let exported = try image.renderDayPixels(page: 0, scale: Double(rendered.width) / image.pageSize(at: 0).width)
        XCTAssertEqual([exported.width, exported.height], [rendered.width, rendered.height])
        var differing = 0
        for y in 0..<rendered.height {
            for x in 0..<rendered.width {
                let a = rendered.pixel(x: x, y: y), b = exported.pixel(x: x, y: y)
                if (a.r, a.g, a.b) != (b.r, b.g, b.b) { differing += 1 }
            }
        }
        XCTAssertEqual(differing, 0)
    }
}
