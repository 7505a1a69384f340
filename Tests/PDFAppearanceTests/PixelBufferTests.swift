import XCTest
@testable import PDFAppearance

final class PixelBufferTests: XCTestCase {
    private static let optionSets: [(String, RenderOptions)] = [
        ("night", RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)),
        ("sepia", RenderOptions(filters: .sepia)),
        ("night+sepia", RenderOptions(invertRenderColor: true, filters: [.colorCorrectInverted, .sepia])),
        ("invert+grayscale", RenderOptions(invertRenderColor: true, filters: .grayscale)),
        ("page color night", RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted,
                                           pageColor: Color(hex: "#FFF4E0"))),
        ("custom filter", RenderOptions(additionalColorFilters: [ColorFilter(name: "square") {
            Color(red: $0.red * $0.red, green: $0.green, blue: 1 - $0.blue)
        }])),
    ]

    /// Pixels of random colors with runs of repeats, in a buffer whose rows have padding.
    private struct TestImage {
        let width = 67, height = 61, stride = 67 * 4 + 12
        var bytes: [UInt8]
        var colors: [Color]

        init(seed: UInt64) {
            var generator = SeededGenerator(seed: seed)
            bytes = Array(repeating: 0xAB, count: stride * height)
            colors = []
            var color = generator.opaqueColor()
            for index in 0..<(width * height) {
                if UInt8.random(in: 0...3, using: &generator) == 0 {
                    color = generator.opaqueColor()
                } else if UInt8.random(in: 0...3, using: &generator) == 0 {
                    color = Color(rgba8: (0xFF, 0xFF, 0xFF, 0xFF))
                }
                colors.append(color)
                let (r, g, b, a) = color.rgba8
                let offset = index / width * stride + index % width * 4
                bytes.replaceSubrange(offset..<offset + 4, with: [r, g, b, a])
            }
        }

        func pixel(_ buffer: [UInt8], _ index: Int) -> [UInt8] {
            let offset = index / width * stride + index % width * 4
            return Array(buffer[offset..<offset + 4])
        }

        func assertPadding(_ buffer: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
            for row in 0..<height {
                let padding = buffer[(row * stride + width * 4)..<((row + 1) * stride)]
                XCTAssertTrue(padding.allSatisfy { $0 == 0xAB }, "row \(row) padding changed", file: file, line: line)
            }
        }
    }

    /// The single-color path gives exactly the pixel the buffer paths give, for thousands of colors.
    func testColorApplyingIsBitExactWithBothBufferPaths() {
        for (seed, (name, options)) in Self.optionSets.enumerated() {
            let image = TestImage(seed: UInt64(seed + 100))
            let pipeline = ColorPipeline.cached(for: options)
            var inPlace = image.bytes
            inPlace.withUnsafeMutableBufferPointer {
                pipeline.apply(pixels: $0.baseAddress!, width: image.width, height: image.height, stride: image.stride)
            }
            var copied = Array(repeating: UInt8(0xAB), count: image.bytes.count)
            image.bytes.withUnsafeBufferPointer { source in
                copied.withUnsafeMutableBufferPointer { destination in
                    pipeline.apply(from: source.baseAddress!, sourceStride: image.stride, to: destination.baseAddress!,
                                   destinationStride: image.stride, width: image.width, height: image.height)
                }
            }
            var mismatches = 0
            for (index, color) in image.colors.enumerated() {
                let (r, g, b, a) = color.applying(options).rgba8
                let expected = [r, g, b, a]
                if image.pixel(inPlace, index) != expected || image.pixel(copied, index) != expected {
                    mismatches += 1
                }
            }
            XCTAssertEqual(mismatches, 0, "\(name): pixels that differ from Color.applying")
            image.assertPadding(inPlace)
            image.assertPadding(copied)
        }
    }

    func testLargeBuffersSplitIntoBandsGiveTheSameResult() {
        let options = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        let width = 640, height = 480
        var generator = SeededGenerator(seed: 42)
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            let (r, g, b, _) = generator.opaqueColor().rgba8
            pixels += [r, g, b, 255]
        }
        var output = pixels
        output.withUnsafeMutableBufferPointer {
            ColorPipeline.cached(for: options).apply(pixels: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
        for index in Swift.stride(from: 0, to: width * height, by: 97) {
            let input = Color(rgba8: (pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2], 255))
            let (r, g, b, a) = input.applying(options).rgba8
            XCTAssertEqual(Array(output[index * 4..<index * 4 + 4]), [r, g, b, a], "pixel \(index)")
        }
    }

    /// Rows made for the block path: blocks of white, gray strokes inside a block, one color for a
    /// whole row, translucent blocks, a block equal to the color computed just before it, and a
    /// width that leaves a partial block at the end of each row.
    func testBlocksOfOneColorAndMixedBlocksMatchThePixelFunction() {
        let width = 100, height = 9, stride = width * 4 + 8
        let red: UInt32 = 0xFF00_00E0, gray: UInt32 = 0xFF40_4040, white: UInt32 = 0xFFFF_FFFF
        let halfBlue: UInt32 = 0x8080_0000, transparent: UInt32 = 0
        var rows: [[UInt32]] = [
            Array(repeating: white, count: width),
            (0..<width).map { (20..<23).contains($0) ? gray : white },
            Array(repeating: red, count: width),
            Array(repeating: halfBlue, count: width),
            (0..<width).map { $0 % 2 == 0 ? gray : 0xFF20_A0C0 },
            (0..<width).map { $0 < 15 ? 0xFF10_2030 : 0xFF30_2010 },
            (0..<width).map { $0 < 40 ? transparent : $0 < 97 ? red : white },
        ]
        rows.append((0..<width).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0xFF00_0000 })
        // Antialiased text: runs of opaque grays, and a translucent gray that must not take the gray lookup.
        rows.append((0..<width).map { column -> UInt32 in
            let level = UInt32(column % 11 * 40)
            if column % 37 == 0 { return 0x8060_6060 }
            return column % 11 < 6 ? 0xFF00_0000 | level | level << 8 | level << 16 : white
        })
        var bytes = [UInt8](repeating: 0xAB, count: stride * height)
        for (row, pixels) in rows.enumerated() {
            for (column, pixel) in pixels.enumerated() {
                withUnsafeBytes(of: pixel.littleEndian) { bytes.replaceSubrange(row * stride + column * 4 ..< row * stride + column * 4 + 4, with: $0) }
            }
        }
        var withFill = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        withFill.backgroundFill = Color(hex: "#202020")
        let fillOnly = RenderOptions(backgroundFill: Color(hex: "#202020"))
        for options in [RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted), withFill, RenderOptions(filters: .sepia), fillOnly] {
            let pipeline = ColorPipeline(options: options)
            var copied = [UInt8](repeating: 0xAB, count: bytes.count)
            var inPlace = bytes
            bytes.withUnsafeBufferPointer { source in
                copied.withUnsafeMutableBufferPointer { destination in
                    pipeline.apply(from: source.baseAddress!, sourceStride: stride, to: destination.baseAddress!,
                                   destinationStride: stride, width: width, height: height)
                }
            }
            inPlace.withUnsafeMutableBufferPointer {
                pipeline.apply(pixels: $0.baseAddress!, width: width, height: height, stride: stride)
            }
            for (row, pixels) in rows.enumerated() {
                for (column, pixel) in pixels.enumerated() {
                    let expected = pipeline.pixelKernel.transform(pixel)
                    let offset = row * stride + column * 4
                    for (name, buffer) in [("copy", copied), ("in place", inPlace)] {
                        let actual = buffer[offset..<offset + 4].withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }
                        XCTAssertEqual(actual, expected, "\(name), row \(row), column \(column)")
                    }
                    if pixel >> 24 == 255 {
                        let (r, g, b, a) = Color(rgba8: (UInt8(pixel & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel >> 16 & 0xFF), 255))
                            .applying(options).rgba8
                        XCTAssertEqual(UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24, expected, "Color.applying, row \(row)")
                    }
                }
                XCTAssertTrue(copied[(row * stride + width * 4)..<((row + 1) * stride)].allSatisfy { $0 == 0xAB }, "row \(row) padding")
            }
        }
    }

    func testDefaultOptionsLeavePixelsAlone() {
        let pipeline = ColorPipeline.cached(for: RenderOptions())
        XCTAssertTrue(pipeline.isIdentity)
        let image = TestImage(seed: 1)
        var copied = Array(repeating: UInt8(0xAB), count: image.bytes.count)
        image.bytes.withUnsafeBufferPointer { source in
            copied.withUnsafeMutableBufferPointer { destination in
                pipeline.apply(from: source.baseAddress!, sourceStride: image.stride, to: destination.baseAddress!,
                               destinationStride: image.stride, width: image.width, height: image.height)
            }
        }
        XCTAssertEqual(copied, image.bytes)
    }

    func testTranslucentPixelsAreTransformedPremultipliedAndDrawnOverTheFill() {
        var pixels: [UInt8] = [0, 0, 0, 128, /* half-transparent black */ 0, 0, 0, 0 /* transparent */]
        let night = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        pixels.withUnsafeMutableBufferPointer {
            ColorPipeline.cached(for: night).apply(pixels: $0.baseAddress!, width: 2, height: 1, stride: 8)
        }
        XCTAssertEqual(pixels, [128, 128, 128, 128, 0, 0, 0, 0], "white at half alpha, transparent stays")

        var filled: [UInt8] = [0, 0, 0, 128, 0, 0, 0, 0]
        var onGray = night
        onGray.backgroundFill = Color(hex: "#404040")
        XCTAssertFalse(ColorPipeline(options: RenderOptions(backgroundFill: .white)).isIdentity)
        filled.withUnsafeMutableBufferPointer {
            ColorPipeline.cached(for: onGray).apply(pixels: $0.baseAddress!, width: 2, height: 1, stride: 8)
        }
        XCTAssertEqual(filled, [160, 160, 160, 255, 64, 64, 64, 255])
    }

    /// In place, a block of grays (black text) followed by a block of white paper: the white is
    /// mapped, not taken for a repeat of the black just overwritten (it was left white, as
    /// stripes of day paper in a night page).
    func testInPlaceGraysThenPaperAreBothMapped() {
        let pipeline = ColorPipeline.cached(for: RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted))
        let width = 48
        var pixels = [UInt8](repeating: 0, count: width * 4)
        for index in 0..<width {
            let level: UInt8 = index < 16 ? 0 : 255
            pixels.replaceSubrange(index * 4..<index * 4 + 4, with: [level, level, level, 255])
        }
        pixels.withUnsafeMutableBufferPointer {
            pipeline.apply(pixels: $0.baseAddress!, width: width, height: 1, stride: width * 4)
        }
        let (r, g, b, a) = pipeline.apply(to: .white).rgba8
        for index in 16..<width {
            XCTAssertEqual(Array(pixels[index * 4..<index * 4 + 4]), [r, g, b, a], "pixel \(index)")
        }
    }
}
