import Foundation
import XCTest

/// `sdlpdf-bench --night-paper/--night-text` measures Night with the palette `sdlpdf export` draws:
/// the bench compares its measured night pixels with the export's PNG, and they must agree.
final class NightBenchPaletteTests: EndToEndTestCase {
    private struct Report: Decodable {
        struct Result: Decodable {
            var name: String
            var notes: [String: String]?
            var goalMet: Bool?
        }
        var results: [Result]
    }

    func testBenchNightPixelsWithAPaletteAreThoseOfSDLPDFExport() throws {
        let corpus = workDirectory.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        // The files the nightimages group looks for, made here: a text page and a photo page.
        _ = try TestDocument.coloredSquares([.red], named: "a_sci-paper-color-graphs_tracemonkey.pdf", in: corpus)
        _ = try TestDocument.photoSquare(named: "d_jpx-photos-3p_pdfjs-issue5481.pdf", in: corpus)
        let bench = try sdlpdf().deletingLastPathComponent().appendingPathComponent("sdlpdf-bench")
        let palette = ["--night-paper", "#121212", "--night-text", "#E6E6E6"]
        let result = try Command.run(bench.path, ["--corpus", corpus.path, "--only", "nightimages", "--runs", "1", "--warm-up", "0",
                                                  "--json", "--sdlpdf", try sdlpdf().path] + palette,
                                     environment: TestEnvironment.sdlpdfEnvironment(home: workDirectory), timeout: 120,
                                     logDirectory: workDirectory)
        XCTAssertEqual(result.status, 0, "sdlpdf-bench stderr: \(result.standardError)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        let comparisons = report.results.filter { $0.name.hasPrefix("Night pixels against sdlpdf export --night-paper #121212") }
        XCTAssertEqual(comparisons.count, 2, "one comparison per page: \(report.results.map(\.name))")
        for comparison in comparisons {
            let notes = comparison.notes ?? [:]
            // The text page is drawn alike; the photo page's export bands resample the photo a level
            // differently on a few border rows (a palette the bench did not apply would differ by 18 levels).
            let largest = try XCTUnwrap(notes["largest difference"].flatMap { Int($0) }, "\(notes)")
            let differing = try XCTUnwrap(notes["differing pixels"].flatMap { Int($0) }, "\(notes)")
            XCTAssertLessThanOrEqual(largest, comparison.name.contains("photo") ? 1 : 0, "\(comparison.name): \(notes)")
            XCTAssertLessThan(differing, 10_000, "\(comparison.name): only border rows differ: \(notes)")
            XCTAssertEqual(comparison.goalMet, true, comparison.name)
        }
    }

    func testBenchRejectsABadPaletteColorAsExportDoes() throws {
        let bench = try sdlpdf().deletingLastPathComponent().appendingPathComponent("sdlpdf-bench")
        let benchResult = try Command.run(bench.path, ["--night-paper", "#12"], environment: TestEnvironment.sdlpdfEnvironment(home: workDirectory),
                                          logDirectory: workDirectory)
        let exportResult = try runSDLPDF(["export", "x.pdf", "-o", "x.png", "--night-paper", "#12"])
        XCTAssertEqual(benchResult.status, 2, benchResult.standardError)
        XCTAssertEqual(exportResult.status, 2, exportResult.standardError)
        let reason = try XCTUnwrap(exportResult.standardError.split(separator: "\n").first)
        XCTAssertTrue(benchResult.standardError.contains(reason.replacingOccurrences(of: "sdlpdf: ", with: "")),
                      "the bench says what export says: \(benchResult.standardError) / \(reason)")
    }
}
