import Foundation
import XCTest

/// `--night-min-contrast` (default 3): pastel bars, which the strict night rule sinks into the night
/// paper, keep the floor's contrast in `sdlpdf export` and on screen.
final class NightContrastTests: EndToEndTestCase {
    /// The light green of the V8 bars in tracemonkey's Figure 10, then pastels of other hues and a light gray.
    private static let pastels = [RGB(0xDC, 0xFF, 0xA0), RGB(0xC8, 0xEE, 0x84), RGB(0xFF, 0xE0, 0xE6), RGB(0xD6, 0xE8, 0xFF),
                                  RGB(0xFF, 0xF2, 0xB3), RGB(0xE4, 0xD4, 0xF4), RGB(0xE0, 0xE0, 0xE0)]
    private static let barWidth = 40, barStep = 60, barBottom = 40, barHeight = 120, pageHeight = 200

    /// One page with a bar of each pastel side by side on white paper.
    private func pastelBars() throws -> URL {
        try TestEnvironment.requireTools("mutool")
        var content = "%%MediaBox 0 0 \(Self.barStep * Self.pastels.count + 20) \(Self.pageHeight)\n"
        for (index, color) in Self.pastels.enumerated() {
            let levels = [color.red, color.green, color.blue].map { String(format: "%.4f", Double($0) / 255) }
            content += "\(levels.joined(separator: " ")) rg \(20 + index * Self.barStep) \(Self.barBottom) "
                + "\(Self.barWidth) \(Self.barHeight) re f\n"
        }
        let source = workDirectory.appendingPathComponent("bars.txt")
        try content.write(to: source, atomically: true, encoding: .utf8)
        let document = workDirectory.appendingPathComponent("bars.pdf")
        try Command.check("mutool", ["create", "-o", document.path, source.path])
        return document
    }

    /// The centre of each bar and the paper of a night export (72 dpi: a point is a pixel) with `extra` flags.
    private func nightExport(of document: URL, _ extra: [String]) throws -> (bars: [RGB], paper: RGB) {
        let exported = workDirectory.appendingPathComponent("bars-night.png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--dpi", "72", "--mode", "night"] + extra)
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "export stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        let y = Self.pageHeight - Self.barBottom - Self.barHeight / 2
        let bars = Self.pastels.indices.map { image[20 + $0 * Self.barStep + Self.barWidth / 2, y] }
        return (bars, image[10, 10])
    }

    func testExportedPastelBarsKeepTheContrastFloor() throws {
        let document = try pastelBars()
        for (flags, floor) in [([String](), 3.0), (["--night-min-contrast", "4.5", "--night-paper", "#121212",
                                                    "--night-text", "#E6E6E6"], 4.5)] {
            let night = try nightExport(of: document, flags)
            for (day, shown) in zip(Self.pastels, night.bars) {
                XCTAssertGreaterThanOrEqual(shown.contrast(with: night.paper), floor, "\(flags): \(day) → \(shown) on \(night.paper)")
            }
        }
        let strict = try nightExport(of: document, ["--night-min-contrast", "1"])
        XCTAssertLessThan(strict.bars[0].contrast(with: strict.paper), 1.5,
                          "the strict rule sinks the Figure 10 green into the paper: \(strict.bars[0])")
    }

    func testTheWindowShowsTheExportsLiftedPastel() throws {
        let green = Self.pastels[0]
        let document = try TestDocument.coloredSquares([green], named: "green.pdf", in: workDirectory)
        let exported = workDirectory.appendingPathComponent("green-night.png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--mode", "night"])
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "export stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        let square = image.center, paper = image[image.width / 10, image.height / 2]
        XCTAssertGreaterThanOrEqual(square.contrast(with: paper), 3, "the exported square \(square) on \(paper)")

        let viewer = try launchViewer(["--mode", "night", document.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("the export's lifted green \(square) on \(paper)", square: square, paper: paper,
                                         tolerance: 2)
    }
}
