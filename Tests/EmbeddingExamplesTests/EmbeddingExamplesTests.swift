import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// The examples of docs/embedding.md, compiled and run. Each example is the code
/// between a `// documented example` line and the next `// end of example` line; the lines after it check
/// that it does what the page says.
final class EmbeddingExamplesTests: XCTestCase {
    func testSepia() {
        // documented example
        let manager = PDFAppearanceModeManager()
        manager.appearanceMode = .sepia
        let paper = manager.displayColor(for: .white) // warm cream, the color white paper is shown in
        // end of example
        XCTAssertGreaterThan(paper.red, paper.blue)
        XCTAssertEqual(paper, Color.white.applying(RenderOptions(filters: .sepia)))
    }

    func testAllowedModes() {
        // documented example
        let configuration = PDFConfiguration { builder in
            builder.allowedAppearanceModes = [.night]
        }
        let manager = PDFAppearanceModeManager(configuration: configuration)
        manager.cycleAppearanceMode() // Default → Night: Sepia is not allowed
        // end of example
        XCTAssertEqual(manager.appearanceMode, .night)
        XCTAssertEqual(manager.cycleAppearanceMode(), [])
    }

    func testNightPalettes() {
        // documented example
        let configuration = PDFConfiguration { builder in
            builder.palette = AppearancePalette(nightPaperColor: AppearancePalette.dimPaper,
                                                nightTextColor: AppearancePalette.offWhiteText)
        }
        let manager = PDFAppearanceModeManager(configuration: configuration)
        manager.appearanceMode = .night
        let paper = manager.displayColor(for: .white) // #121212, the dim paper
        // end of example
        XCTAssertEqual(paper.hexString, "#121212")
        XCTAssertEqual(manager.displayColor(for: .black).hexString, "#E6E6E6")
    }

    func testNightWithoutHuePreservation() {
        // documented example
        final class PlainNightDelegate: AppearanceModeManagerDelegate {
            func appearanceManager(_ manager: PDFAppearanceModeManager,
                                   renderOptionsFor mode: PDFAppearanceMode) -> RenderOptions {
                var options = manager.defaultRenderOptions(for: mode)
                options.filters.remove(.colorCorrectInverted) // plain inversion: red becomes cyan
                return options
            }
        }

        let manager = PDFAppearanceModeManager()
        let delegate = PlainNightDelegate() // the manager holds its delegate weakly
        manager.delegate = delegate
        manager.appearanceMode = .night
        // end of example
        XCTAssertEqual(manager.displayColor(for: Color(hex: "#FF0000")!).hexString, "#00FFFF")
    }

    func testNightRenderingWithoutTheManager() throws {
        let path = try SamplePDF.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        // documented example
        let document = try Document(path: path)
        document.updateRenderOptions(for: .all) { options in
            options.invertRenderColor = true
            options.filters.insert(.colorCorrectInverted)
        }
        let pixels = try document.render(page: 0, scale: 2, options: document.renderOptions(for: .page))
        // end of example
        let paper = pixels.pixel(x: 4, y: 4), square = pixels.pixel(x: 100, y: 100)
        XCTAssertTrue(paper == (0, 0, 0, 255), "white paper turns black: \(paper)")
        let lightRed = Color(hex: "#FF0000")!.applying(document.renderOptions(for: .processor)).rgba8
        XCTAssertTrue(square == lightRed, "red stays red, only light: \(square)")
    }

    func testPhotographsInNight() throws {
        let path = try SamplePDF.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        // documented example
        let document = try Document(path: path)
        document.updateRenderOptions(for: .page) { options in
            options.imageHandling = .keepPhotos
            options.photoDimming = 0.3 // photographs at 70 %
        }
        let manager = PDFAppearanceModeManager(document: document)
        let night = try document.render(page: 0, scale: 2, options: manager.renderOptions(for: .night))
        // end of example
        XCTAssertEqual(manager.renderOptions(for: .night).keptImageOptions.map { ColorPipeline(options: $0).apply(to: .white).rgba8.0 },
                       179, "kept images are drawn at 70 %")
        XCTAssertTrue(night.pixel(x: 4, y: 4) == (0, 0, 0, 255), "the paper is still recoloured")
    }

    func testCustomFilter() {
        // documented example
        let warmer = ColorFilter(name: "less blue light") { color in
            Color(red: color.red, green: color.green * 0.95, blue: color.blue * 0.8)
        }
        var options = RenderOptions(invertRenderColor: true, filters: .colorCorrectInverted)
        options.additionalColorFilters.append(warmer) // runs after the built-in filters
        let pipeline = ColorPipeline.cached(for: options)
        var pixels: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 255] // RGBA8: white, black
        pipeline.apply(pixels: &pixels, width: 2, height: 1, stride: 8)
        // end of example
        XCTAssertEqual(pixels, [0, 0, 0, 255, 255, 242, 204, 255])
    }

    /// Every Swift example of docs/embedding.md is one of the examples above.
    func testTheEmbeddingPageShowsExactlyTheseExamples() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/embedding.md"), encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let documentedExamples = Self.codeBlocks(in: page)
        let testedExamples = Self.examples(in: source)
        XCTAssertEqual(documentedExamples.count, testedExamples.count, "number of examples")
        for example in documentedExamples {
            XCTAssertTrue(testedExamples.contains(example), "docs/embedding.md example not tested here:\n\(example)")
        }
    }

    /// The Swift code blocks of a markdown page.
    private static func codeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else if line == "```swift" {
                    current = []
                }
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The marked examples of a test source, with the method's indentation removed.
    private static func examples(in source: String) -> [String] {
        var examples: [String] = [], current: [String]?
        for line in source.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "// documented example" {
                current = []
            } else if trimmed == "// end of example", let example = current {
                examples.append(example.map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return examples
    }
}
