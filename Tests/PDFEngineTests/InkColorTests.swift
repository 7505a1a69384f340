import PDFAppearance
import PDFEngine
import XCTest

/// The rendered annotation shows exactly the color the front end draws the
/// live stroke in: the pen color through the page's color pipeline.
final class InkColorTests: FixtureTestCase {
    func testRenderedInkMatchesThePenColorThroughThePipelineInEveryMode() throws {
        // Failure messages name the pen color, so a failing random color can be tried again.
        let colors = (0..<10).map { _ in Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)) }
            + [Color(red: 1, green: 0, blue: 0), .black, Color(red: 1, green: 1, blue: 0.2)]
        let document = try Document(path: try fixtures.pdf("ink-colors.pdf", pages: [(300, 30 * colors.count + 20, "")]))
        for (i, color) in colors.enumerated() {
            let y = Double(20 + 30 * i)
            try document.addInkStroke(page: 0, points: [PagePoint(x: 40, y: y), PagePoint(x: 260, y: y)], color: color, width: 20)
        }
        let manager = PDFAppearanceModeManager()
        let modes: [(String, PDFAppearanceMode)] = [("default", []), ("night", .night), ("sepia", .sepia), ("night+sepia", [.night, .sepia])]
        for (name, mode) in modes {
            let options = manager.defaultRenderOptions(for: mode)
            let pixels = try document.render(page: 0, scale: 1, options: options)
            let pipeline = ColorPipeline.cached(for: options)
            for (i, color) in colors.enumerated() {
                let got = pixels.pixel(x: 150, y: 20 + 30 * i)
                XCTAssertPixel(got, pipeline.apply(to: color).rgba8, within: 3, "\(name), pen \(color.hexString)")
                XCTAssertPixel(got, color.applying(options).rgba8, within: 3, "\(name), pen \(color.hexString)")
            }
        }
    }
}
