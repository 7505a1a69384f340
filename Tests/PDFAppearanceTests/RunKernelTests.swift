import CPixelKernels
import XCTest
@testable import PDFAppearance

/// The C run kernels (portable, and AVX2 and AVX-512 where the CPU has them) against the single-pixel function
/// they must equal bit for bit, on random colors, on every combination of first and last levels
/// of the table's cells, and on ties between channels.
final class RunKernelTests: XCTestCase {
    private static let optionSets: [(String, RenderOptions)] = [
        ("night", RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)),
        ("night+sepia", RenderOptions(invertRenderColor: true, filters: [.colorCorrectInverted, .sepia])),
        ("custom filter", RenderOptions(additionalColorFilters: [ColorFilter(name: "swap") {
            Color(red: $0.blue, green: $0.red * $0.green, blue: 1 - $0.green)
        }])),
    ]

    private static func opaque(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
    }

    /// The first and last level of every cell of the table.
    private static var cellEdgeLevels: [Int] {
        let last = LUTGrid.size - 1
        let cells = (0...255).map { min($0 * last * 256 / 255 / 256, last - 1) }
        return (0...255).filter { $0 == 0 || $0 == 255 || cells[$0 - 1] != cells[$0] || cells[$0 + 1] != cells[$0] }
    }

    private static var testPixels: [UInt32] {
        var pixels: [UInt32] = []
        let edges = cellEdgeLevels
        for r in edges {
            for g in edges {
                for b in edges {
                    pixels.append(opaque(r, g, b))
                }
            }
        }
        for level in 0...255 {
            for other in 0...255 {
                pixels += [opaque(level, level, other), opaque(level, other, level), opaque(other, level, level)]
            }
        }
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<50_000 {
            pixels.append(UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000)
        }
        // An odd count, so that the eight-pixel kernel also runs its tail.
        return pixels + [opaque(1, 2, 3)]
    }

    /// The run kernel on `path` over `pixels`, from an unaligned source into an unaligned destination.
    private func run(_ path: CPixelKernels_path, _ tables: PixelTables, _ pixels: [UInt32]) -> (count: Int, output: [UInt32]) {
        let source = UnsafeMutableRawPointer.allocate(byteCount: pixels.count * 4 + 1, alignment: 16)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: pixels.count * 4 + 3, alignment: 16)
        defer {
            source.deallocate()
            destination.deallocate()
        }
        for (index, pixel) in pixels.enumerated() {
            (source + 1).storeBytes(of: pixel.littleEndian, toByteOffset: index * 4, as: UInt32.self)
            (destination + 3).storeBytes(of: 0xDEAD_BEEF, toByteOffset: index * 4, as: UInt32.self)
        }
        var kernelTables = tables.kernelTables
        let count = CPixelKernels_transform_opaque_on(path, &kernelTables, (source + 1).assumingMemoryBound(to: UInt8.self),
                                                      (destination + 3).assumingMemoryBound(to: UInt8.self), pixels.count)
        let output = pixels.indices.map { UInt32(littleEndian: (destination + 3).loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)) }
        return (count, output)
    }

    private var availablePaths: [CPixelKernels_path] {
        [CPixelKernels_path_portable, CPixelKernels_path_avx2, CPixelKernels_path_avx512].filter { CPixelKernels_supports($0) != 0 }
    }

    func testEveryPathEqualsTheSinglePixelFunction() {
        let pixels = Self.testPixels
        for (name, options) in Self.optionSets {
            let pipeline = ColorPipeline(options: options)
            let tables = pipeline.pixelKernel.tables!
            let expected = pixels.map { tables.transformOpaque($0) }
            for path in availablePaths {
                let (count, output) = run(path, tables, pixels)
                XCTAssertEqual(count, pixels.count, "\(name), path \(path.rawValue)")
                let mismatches = output.indices.filter { output[$0] != expected[$0] }
                XCTAssertEqual(mismatches.count, 0, "\(name), path \(path.rawValue): first mismatch "
                    + (mismatches.first.map { String(pixels[$0], radix: 16) } ?? ""))
            }
            withExtendedLifetime(pipeline) {}
        }
    }

    func testTheActivePathIsTheBestTheCPUSupportsAndEqualsThePortableOne() throws {
        let cpuFlags = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)).map { $0.split(whereSeparator: \.isWhitespace) }
        if let cpuFlags {
            XCTAssertEqual(CPixelKernels_supports(CPixelKernels_path_avx2) != 0, cpuFlags.contains("avx2"))
            let avx512Flags = ["avx2", "avx512f", "avx512vl", "avx512bw", "avx512_vnni"]
            XCTAssertEqual(CPixelKernels_supports(CPixelKernels_path_avx512) != 0,
                           avx512Flags.allSatisfy { cpuFlags.contains(Substring($0)) })
        }
        let expectedPath = CPixelKernels_supports(CPixelKernels_path_avx512) != 0 ? CPixelKernels_path_avx512
            : CPixelKernels_supports(CPixelKernels_path_avx2) != 0 ? CPixelKernels_path_avx2 : CPixelKernels_path_portable
        XCTAssertEqual(CPixelKernels_active_path(), expectedPath)
        let pathNames = [CPixelKernels_path_portable: "portable", CPixelKernels_path_avx2: "AVX2", CPixelKernels_path_avx512: "AVX-512"]
        print("RunKernelTests: this CPU runs the \(pathNames[expectedPath] ?? "unknown") kernel")

        let pipeline = ColorPipeline(options: Self.optionSets[0].1)
        let tables = pipeline.pixelKernel.tables!
        XCTAssertEqual(tables.nodePairs != nil, expectedPath != CPixelKernels_path_portable,
                       "the vector kernels fall back to the portable one without node pairs")
        var generator = SeededGenerator(seed: 9)
        let pixels = (0..<1001).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000 }
        var output = pixels
        let count = output.withUnsafeMutableBytes { buffer in
            pixels.withUnsafeBytes { tables.transformOpaque(from: $0.baseAddress!, to: buffer.baseAddress!, count: pixels.count) }
        }
        XCTAssertEqual(count, pixels.count)
        XCTAssertEqual(output, run(CPixelKernels_path_portable, tables, pixels).output)
        withExtendedLifetime(pipeline) {}
    }

    /// A pixel that is not opaque stops every path before it, wherever it falls in a group of eight.
    func testRunsStopBeforeTheFirstPixelThatIsNotOpaque() {
        let pipeline = ColorPipeline(options: Self.optionSets[0].1)
        let tables = pipeline.pixelKernel.tables!
        var generator = SeededGenerator(seed: 3)
        for stop in [0, 5, 8, 13, 31] {
            var pixels = (0..<40).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000 }
            pixels[stop] = 0xFE10_2030
            pixels[stop + 1] = 0
            for path in availablePaths {
                let (count, output) = run(path, tables, pixels)
                XCTAssertEqual(count, stop, "path \(path.rawValue)")
                XCTAssertEqual(Array(output[..<stop]), pixels[..<stop].map { tables.transformOpaque($0) }, "path \(path.rawValue)")
                XCTAssertTrue(output[stop...].allSatisfy { $0 == 0xDEAD_BEEF }, "path \(path.rawValue) wrote past the stop")
            }
        }
        withExtendedLifetime(pipeline) {}
    }
}
