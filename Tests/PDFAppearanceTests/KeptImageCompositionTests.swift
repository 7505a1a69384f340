@testable import PDFAppearance
import XCTest

final class KeptImageCompositionTests: XCTestCase {
    private let night = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)

    func testOnlyNightKeepsImagesAndRecolorKeepsNone() {
        XCTAssertEqual(night.keptImages, .photos, "keeping photographs is Night's default")
        XCTAssertNil(RenderOptions(filters: .sepia).keptImages, "without inversion nothing is kept")
        var all = night
        all.imageHandling = .keepAll
        XCTAssertEqual(all.keptImages, .all)
        var recolor = night
        recolor.imageHandling = .recolor
        XCTAssertNil(recolor.keptImages)
        XCTAssertNil(recolor.keptImageOptions)
    }

    func testKeptImagesAreDimmedAndGetFiltersOnlyWhenAsked() throws {
        let red = ColorFilter.matrix(name: "no green", ColorMatrix(red: [1, 0, 0, 0], green: [0, 0, 0, 0], blue: [0, 0, 1, 0]))
        var options = night
        options.additionalColorFilters = [red]
        let kept = try XCTUnwrap(options.keptImageOptions)
        let grey = Color(rgba8: (200, 200, 200, 255))
        XCTAssertTrue(ColorPipeline(options: kept).apply(to: grey).rgba8 == (170, 170, 170, 255), "0.15 dimming: 85 %")
        options.filtersApplyToImages = true
        let filtered = ColorPipeline(options: try XCTUnwrap(options.keptImageOptions)).apply(to: grey).rgba8
        XCTAssertTrue(filtered == (170, 0, 170, 255), "filters apply to kept images when asked: \(filtered)")
    }

    func testCompositionFollowsTheMaskPixelByPixel() throws {
        try assertCompositionFollowsTheMask(pixelStride: 3, width: 40) { x in x < 10 ? 0 : x < 20 ? 255 : x < 30 ? 128 : 0 }
    }

    /// One coverage byte a pixel (`ImageMask`'s one-channel masks), with runs long enough for the eight-at-a-time
    /// skips and their ends at every offset.
    func testCompositionFollowsAOneByteMaskPixelByPixel() throws {
        try assertCompositionFollowsTheMask(pixelStride: 1, width: 160) { x in
            x < 37 ? 0 : x < 90 ? 255 : x == 90 ? 7 : x < 101 ? 0 : x < 109 ? 255 : x < 120 ? 200 : 0
        }
    }

    /// Composes one row of `width` pixels through a mask of `pixelStride` bytes a pixel whose first byte is
    /// `coverage(x)`, and checks each pixel is recoloured, kept or mixed by exactly that coverage.
    private func assertCompositionFollowsTheMask(pixelStride: Int, width: Int, coverage: (Int) -> UInt8,
                                                 file: StaticString = #filePath, line: UInt = #line) throws {
        var pixels = [UInt8](repeating: 0, count: width * 4)
        for x in 0..<width { pixels.replaceSubrange(x * 4 ..< x * 4 + 4, with: [UInt8(x * 6 % 256), 90, 200, 255]) }
        var mask = [UInt8](repeating: 0, count: width * pixelStride)
        for x in 0..<width { mask[x * pixelStride] = coverage(x) }
        let recolouring = ColorPipeline.cached(for: night)
        let keeping = try XCTUnwrap(recolouring.keptImagePipeline)
        var output = [UInt8](repeating: 0, count: width * 4)
        mask.withUnsafeBufferPointer { maskBytes in
            pixels.withUnsafeBufferPointer { source in
                output.withUnsafeMutableBufferPointer { destination in
                    recolouring.apply(from: source.baseAddress!, sourceStride: width * 4, to: destination.baseAddress!,
                                      destinationStride: width * 4, width: width, height: 1,
                                      keeping: KeptImageMask(coverage: maskBytes.baseAddress!, rowStride: width * pixelStride,
                                                             pixelStride: pixelStride),
                                      through: keeping)
                }
            }
        }
        for x in 0..<width {
            let colour = Color(rgba8: (pixels[x * 4], pixels[x * 4 + 1], pixels[x * 4 + 2], 255))
            let r = recolouring.apply(to: colour).rgba8, k = keeping.apply(to: colour).rgba8
            let got = (output[x * 4], output[x * 4 + 1], output[x * 4 + 2], output[x * 4 + 3])
            let c = Int(coverage(x))
            switch c {
            case 0: XCTAssertTrue(got == r, "pixel \(x) recoloured", file: file, line: line)
            case 255: XCTAssertTrue(got == k, "pixel \(x) kept", file: file, line: line)
            default:
                let mix = { (a: UInt8, b: UInt8) in UInt8((Int(a) * (255 - c) + Int(b) * c + 127) / 255) }
                XCTAssertTrue(got == (mix(r.0, k.0), mix(r.1, k.1), mix(r.2, k.2), 255), "pixel \(x) mixed: \(got)",
                              file: file, line: line)
            }
        }
    }

    /// Kept photographs are dimmed by a plain multiply (no table interpolation, no tables): every opaque level
    /// becomes the rounded product on the buffer path (SSE2, four pixels a step, and the scalar rest)
    /// and the single-colour path alike; a translucent pixel in the run is still transformed.
    func testDimmingIsAPlainMultiplyOnEveryPath() throws {
        let kept = ColorPipeline(options: try XCTUnwrap(night.keptImageOptions))
        XCTAssertNil(kept.pixelKernel.tables, "a multiply builds no interpolation tables")
        let brightness = 1 - night.photoDimming
        let count = 256 + 3
        var pixels = [UInt8](repeating: 0, count: count * 4)
        for index in 0..<count {
            let level = UInt8(index % 256)
            pixels.replaceSubrange(index * 4 ..< index * 4 + 4, with: [level, 255 - level, level / 2, 255])
        }
        pixels.replaceSubrange(130 * 4 ..< 131 * 4, with: [60, 60, 60, 128])
        var output = [UInt8](repeating: 0, count: count * 4)
        kept.apply(from: pixels, sourceStride: count * 4, to: &output, destinationStride: count * 4, width: count, height: 1)
        for index in 0..<count where index != 130 {
            let (r, g, b) = (pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2])
            let single = kept.apply(to: Color(rgba8: (r, g, b, 255))).rgba8
            let got = (output[index * 4], output[index * 4 + 1], output[index * 4 + 2], output[index * 4 + 3])
            XCTAssertTrue(got == single, "pixel \(index): buffer \(got), single colour \(single)")
            for (channel, value) in [(0, r), (1, g), (2, b)] {
                let exact = Double(value) * brightness
                XCTAssertLessThanOrEqual(abs(Double(output[index * 4 + channel]) - exact), 0.5 + 1.0 / 256,
                                         "pixel \(index) channel \(channel): \(output[index * 4 + channel]) for \(exact)")
            }
            XCTAssertEqual(got.3, 255, "alpha stays opaque")
        }
        XCTAssertEqual(Array(output[130 * 4 ..< 131 * 4]), [51, 51, 51, 128], "a translucent pixel is dimmed too")
    }
}
