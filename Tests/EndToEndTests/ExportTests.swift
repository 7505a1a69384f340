import Foundation
import XCTest

/// `sdlpdf export FILE -o OUT.png --page N --dpi D [--mode MODE]` (the PDF and several-page
/// forms: `NightPDFExportTests`).
final class ExportTests: EndToEndTestCase {
    func testExportMatchesMutoolDrawOfTheSamePage() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let exported = workDirectory.appendingPathComponent("page2.png")
        let reference = workDirectory.appendingPathComponent("reference.png")

        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--page", "2", "--dpi", "50"])
        try Command.check("mutool", ["draw", "-q", "-r", "50", "-o", reference.path, document.path, "2"])

        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)")
        let image = try ImageFile.load(exported), expected = try ImageFile.load(reference)
        XCTAssertEqual([image.width, image.height], [expected.width, expected.height], "exported size differs from mutool's")
        let difference = try XCTUnwrap(image.difference(from: expected, tolerance: 2))
        XCTAssertEqual(difference.pixelsBeyondTolerance, 0,
                       "\(difference.pixelsBeyondTolerance) pixels differ by more than 2 levels (largest difference \(difference.maximum))")
        XCTAssertTrue(image.center.isClose(to: .blue, tolerance: 2), "page 2's square should be blue, is \(image.center)")
    }

    func testNightModeExportProducesADarkPage() throws {
        let document = try TestDocument.coloredSquares([.red], named: "square.pdf", in: workDirectory)
        let exported = workDirectory.appendingPathComponent("night.png")

        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--page", "1", "--dpi", "72",
                                    "--mode", "night"])

        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        let paper = image[image.width / 10, image.height / 2]
        XCTAssertLessThan(paper.luma, 64, "night paper should be dark, is \(paper)")
        XCTAssertLessThan(image.meanLuma, 96, "a night page should be dark overall")
    }

    /// A 1200×1200-point page: 80,000 px square at 4800 dpi (6.4 gigapixels),
    /// and at 1800 dpi (0.9 gigapixels) an export that takes many seconds.
    private func largePage() throws -> URL {
        try TestEnvironment.requireTools("mutool")
        let content = workDirectory.appendingPathComponent("large.txt")
        try "%%MediaBox 0 0 1200 1200\n0 0 1 rg 100 100 1000 1000 re f\n".write(to: content, atomically: true, encoding: .utf8)
        let document = workDirectory.appendingPathComponent("large.pdf")
        try Command.check("mutool", ["create", "-o", document.path, content.path])
        return document
    }

    /// A long export (a large page at 1800 dpi) stopped by `signal` (`assertExportStops`).
    private func checkExportStops(on signal: Int32, named name: String) throws {
        try assertExportStops([try largePage().path, "--dpi", "1800"], writing: workDirectory.appendingPathComponent("out.png"),
                              on: signal, named: name)
    }

    func testControlCStopsTheExportAndLeavesTheExistingFile() throws {
        try checkExportStops(on: SIGINT, named: "SIGINT")
    }

    func testSIGTERMStopsTheExportAndLeavesNoTemporaryFile() throws {
        try checkExportStops(on: SIGTERM, named: "SIGTERM")
    }

    func testAnExportOverAGigapixelIsRefusedBeforeRendering() throws {
        let document = try largePage()
        let output = workDirectory.appendingPathComponent("out.png")

        let result = try runSDLPDF(["export", document.path, "-o", output.path, "--dpi", "4800"])

        XCTAssertEqual(result.termination, Termination(status: 1, signaled: false))
        XCTAssertEqual(result.standardError, "sdlpdf: \(document.path): page 1 at 4800 dpi would be 80,000 × 80,000 px "
                       + "(6.4 gigapixels), more than the 1 gigapixel an export may have; --dpi 1897 or less fits\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        XCTAssertEqual(try temporaryFiles(), [])
    }

    /// Export writes PNG or PDF; any other name is a bad command line, and nothing is written.
    func testAnOutputNameThatIsNeitherPNGNorPDFIsRefused() throws {
        let document = try TestDocument.coloredSquares([.red], named: "square.pdf", in: workDirectory)
        for name in ["page.jpg", "page.PAM", "page"] {
            let output = workDirectory.appendingPathComponent(name)

            let result = try runSDLPDF(["export", document.path, "-o", output.path])

            XCTAssertEqual(result.termination, Termination(status: 2, signaled: false), name)
            XCTAssertEqual(result.standardError.split(separator: "\n").first.map(String.init),
                           "sdlpdf: export writes .png or .pdf files, so -o needs a name ending in .png or .pdf, not '\(output.path)'")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), name)
        }
        let upper = workDirectory.appendingPathComponent("PAGE.PNG")
        XCTAssertEqual(try runSDLPDF(["export", document.path, "-o", upper.path]).status, 0)
        XCTAssertEqual(Array(try Data(contentsOf: upper).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }
}
