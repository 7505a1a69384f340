import XCTest
@testable import PDFAppearance

/// The kernel's branch-free tetrahedron choice (keys carrying fraction and axis) against a
/// plain tetrahedral interpolation that sorts the fractions with explicit cases.
final class PixelKernelTests: XCTestCase {
    private static let night = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)

    /// Integer tetrahedral interpolation written out case by case, on the kernel's own table.
    private func reference(_ tables: PixelTables, _ rgb: (Int, Int, Int)) -> UInt32 {
        let last = LUTGrid.size - 1
        func cell(_ level: Int) -> (index: Int, fraction: Int) {
            let position = level * last * 256 / 255
            let cell = min(position / 256, last - 1)
            return (cell, position - cell * 256)
        }
        let (r, g, b) = (cell(rgb.0), cell(rgb.1), cell(rgb.2))
        let origin = r.index * LUTGrid.redStep + g.index * LUTGrid.greenStep + b.index * LUTGrid.blueStep
        let axes = [(r.fraction, LUTGrid.redStep), (g.fraction, LUTGrid.greenStep), (b.fraction, LUTGrid.blueStep)]
            .sorted { $0.0 > $1.0 }
        let vertices = [origin, origin + axes[0].1, origin + axes[0].1 + axes[1].1,
                        origin + LUTGrid.redStep + LUTGrid.greenStep + LUTGrid.blueStep]
        let weights = [256 - axes[0].0, axes[0].0 - axes[1].0, axes[1].0 - axes[2].0, axes[2].0]
        var result: UInt32 = 0xFF00_0000
        for channel in 0..<3 {
            var sum = 2048
            for (vertex, weight) in zip(vertices, weights) {
                sum += Int(tables.nodes[vertex] >> (21 * UInt64(channel)) & 0x1F_FFFF) * weight
            }
            result |= UInt32(sum >> 12) << (8 * UInt32(channel))
        }
        return result
    }

    func testTetrahedronChoiceMatchesSortedFractions() {
        let pipeline = ColorPipeline(options: Self.night)
        let tables = pipeline.pixelKernel.tables!
        var generator = SeededGenerator(seed: 21)
        var colors: [(Int, Int, Int)] = (0..<20_000).map { _ in
            (Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator),
             Int.random(in: 0...255, using: &generator))
        }
        // Ties between fractions: equal levels in two channels, and levels on cell boundaries.
        for level in Swift.stride(from: 0, through: 255, by: 3) {
            colors += [(level, level, 255 - level), (level, 40, level), (7, level, level), (0, level, 255), (255, level, 0)]
        }
        for (r, g, b) in colors where !(r == g && g == b) {
            let pixel = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
            XCTAssertEqual(tables.transformOpaque(pixel), reference(tables, (r, g, b)), "color \(r), \(g), \(b)")
        }
        withExtendedLifetime(pipeline) {}
    }
}
