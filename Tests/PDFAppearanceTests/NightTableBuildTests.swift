import Foundation
import XCTest
@testable import PDFAppearance

/// The fast parts behind the night table: the sRGB power without `pow`, the analytic slope, and
/// the warm-started search, each against the plain computation.
final class NightTableBuildTests: XCTestCase {
    func testPowerMatchesPowAcrossTheRange() {
        let power = PowerFiveTwelfths.shared
        var generator = SeededGenerator(seed: 5)
        var worst = 0.0
        for _ in 0..<200_000 {
            // Log-uniform over 2⁻⁷⁰ … 2⁷⁰: table exponents and the `pow` fallback beyond them.
            let x = exp2(Double.random(in: -70...70, using: &generator))
            worst = max(worst, abs(power.of(x) / pow(x, 1 / 2.4) - 1))
        }
        for x in [0.0031309, 0.5, 1, 1.0000001, 2, 3.999999] {
            worst = max(worst, abs(power.of(x) / pow(x, 1 / 2.4) - 1))
        }
        XCTAssertLessThan(worst, 1e-12)
    }

    func testEncodeWithSlopeMatchesEncodeAndItsDerivative() {
        let power = PowerFiveTwelfths.shared
        for linear in stride(from: -0.3, through: 1.3, by: 0.0007) {
            let (value, slope) = SRGBTransfer.encodeWithSlope(linear, power: power)
            XCTAssertEqual(value, SRGBTransfer.encode(linear), accuracy: 1e-12, "encode(\(linear))")
            let step = 1e-7
            guard abs(abs(linear) - 0.0031308) > 2 * step else { continue }  // the derivative jumps there
            let numeric = (SRGBTransfer.encode(linear + step) - SRGBTransfer.encode(linear - step)) / (2 * step)
            XCTAssertEqual(slope, numeric, accuracy: 1e-5 * max(1, numeric), "slope at \(linear)")
        }
    }

    /// The largest channel difference between the shared table and `rule` over every `step`-th node.
    private func worstNodeDifference(every step: Int, from rule: (SIMD3<Double>) -> SIMD3<Double>) -> Double {
        let table = LUTGrid.nightColors()
        return Swift.stride(from: 0, to: LUTGrid.nodeCount, by: step).map { index in
            let difference = table[index] - rule(LUTGrid.color(atNode: index))
            return max(abs(difference.x), abs(difference.y), abs(difference.z))
        }.max() ?? 0
    }

    /// Warm starts (lightness and chroma ratio from the neighbor) change the search, not its answer:
    /// every node of the shared table agrees with a cold search far below one table step (1/4080).
    func testWarmStartedTableEqualsColdSearchPerNode() {
        XCTAssertLessThan(worstNodeDifference(every: 7, from: { NightColorRule.nightColor(for: $0) }), 1e-4)
    }

    /// After the night colours are released, a night pipeline built anew computes them again and
    /// gives the same pixels as one built while they were kept.
    func testAPipelineBuiltAfterTheNightColorsWereReleasedIsTheSame() {
        let options = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        let before = ColorPipeline(options: options)
        XCTAssertTrue(LUTGrid.keepsNightColors(for: NightPalette(options)))
        ColorPipeline.releaseNightColorTables()
        XCTAssertFalse(LUTGrid.keepsNightColors(for: NightPalette(options)))
        let after = ColorPipeline(options: options)
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<2000 {
            let color = Color(rgba8: (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                                      UInt8.random(in: 0...255, using: &generator), 255))
            XCTAssertTrue(before.apply(to: color).rgba8 == after.apply(to: color).rgba8, "\(color.rgba8)")
        }
    }

    /// The shared table holds the reference rule at its nodes within half an 8-bit level.
    func testNodesMatchTheReferenceRule() {
        XCTAssertLessThan(worstNodeDifference(every: 53, from: NightReference.nightColor(for:)), 0.5 / 255)
    }
}
