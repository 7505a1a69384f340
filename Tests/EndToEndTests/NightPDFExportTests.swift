import Foundation
import XCTest

/// `sdlpdf export FILE -o OUT.pdf --mode night` (a whole night PDF that keeps its text) and
/// `sdlpdf export FILE -o 'page-%02d.png'` (every page as a PNG).
final class NightPDFExportTests: EndToEndTestCase {
    /// Two pages of coloured squares under black labels, with a link from page 1 to page 2.
    private func squares() throws -> URL {
        try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory, links: [1: 2])
    }

    private func file(_ name: String) -> URL { workDirectory.appendingPathComponent(name) }

    func testANightPDFKeepsTheTextAndLooksLikeTheNightPageImage() throws {
        try TestEnvironment.requireTools("mutool", "qpdf", "pdftoppm", "pdftotext")
        let document = try squares()
        let output = file("night.pdf")

        let result = try runSDLPDF(["export", document.path, "-o", output.path, "--mode", "night"])

        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)")
        XCTAssertEqual(result.standardError, "", "no progress line when stderr is not a terminal")
        for page in ["1", "2"] {
            let text = { (pdf: URL) in try Command.check("mutool", ["draw", "-q", "-F", "txt", "-o", "-", pdf.path, page]).standardOutput }
            XCTAssertEqual(try text(output), try text(document), "page \(page)'s text")
            XCTAssertTrue(try text(output).contains("Page \(page)"))

            let drawn = file("drawn-\(page).png"), shown = file("shown-\(page).png")
            try Command.check("mutool", ["draw", "-q", "-r", "96", "-o", drawn.path, output.path, page])
            XCTAssertEqual(try runSDLPDF(["export", document.path, "-o", shown.path, "--mode", "night", "--dpi", "96",
                                          "--page", page]).status, 0)
            let image = try ImageFile.load(drawn), expected = try ImageFile.load(shown)
            XCTAssertEqual([image.width, image.height], [expected.width, expected.height])
            let difference = try XCTUnwrap(image.difference(from: expected, tolerance: 8))
            XCTAssertLessThanOrEqual(difference.pixelsBeyondTolerance, image.width * image.height / 100,
                                     "page \(page): more than 1 % of the pixels differ from the night PNG by more than 8 levels")
        }
        XCTAssertEqual(try Command.run("qpdf", ["--check", output.path]).status, 0)
        for (tool, arguments) in [("pdftoppm", ["-r", "20", output.path, file("poppler").path]),
                                  ("pdftotext", [output.path, file("poppler.txt").path])] {
            let run = try Command.run(tool, arguments)
            XCTAssertEqual(run.status, 0, tool)
            XCTAssertEqual(run.standardError, "", "\(tool) reads the file without complaint")
        }
        let producer = try Command.check("mutool", ["show", output.path, "trailer/Info/Producer"]).standardOutput
        XCTAssertTrue(producer.contains("sdlpdf") && producer.contains("Night export"), producer)
        let link = try Command.check("mutool", ["show", output.path, "pages/1/Annots/1/Subtype"]).standardOutput
        XCTAssertTrue(link.contains("/Link"), "the link is kept: \(link)")
    }

    func testAPatternExportsEveryPageWithTheOnePagePixels() throws {
        let document = try TestDocument.coloredSquares([.red, .blue, .green], named: "three.pdf", in: workDirectory)

        let result = try runSDLPDF(["export", document.path, "-o", file("page-%02d.png").path, "--pages", "1,3-",
                                    "--dpi", "40", "--mode", "sepia"])

        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("page-02.png").path), "page 2 was not asked for")
        for page in [1, 3] {
            let single = file("single-\(page).png")
            XCTAssertEqual(try runSDLPDF(["export", document.path, "-o", single.path, "--page", "\(page)", "--dpi", "40",
                                          "--mode", "sepia"]).status, 0)
            let image = try ImageFile.load(file(String(format: "page-%02d.png", page))), expected = try ImageFile.load(single)
            XCTAssertEqual(try XCTUnwrap(image.difference(from: expected)).pixelsBeyondTolerance, 0, "page \(page)")
        }
        XCTAssertEqual(try temporaryFiles(), [])
    }

    func testBadOutputNamesAndPagesAreRefused() throws {
        let document = try squares()
        let cases: [([String], Int32, String)] = [
            (["-o", file("x.jpg").path, "--mode", "night"], 2,
             "sdlpdf: export writes .png or .pdf files, so -o needs a name ending in .png or .pdf, not '\(file("x.jpg").path)'"),
            (["-o", file("x.png").path, "--pages", "1-2"], 2,
             "sdlpdf: several pages need an -o name with %d for the page number, such as 'page-%03d.png', not '\(file("x.png").path)'"),
            (["-o", file("x.pdf").path], 2,
             "sdlpdf: a PDF export needs --mode night, sepia or night+sepia (its pages are the document's own otherwise)"),
            (["-o", file("x.pdf").path, "--mode", "night", "--pages", "2-5"], 1,
             "sdlpdf: \(document.path): there is no page 5; the document has 2"),
            (["-o", file("missing/x.pdf").path, "--mode", "night"], 1,
             "sdlpdf: \(document.path): cannot write \(file("missing/x.pdf").path) (no such folder: \(file("missing").path))"),
        ]
        for (arguments, status, message) in cases {
            let result = try runSDLPDF(["export", document.path] + arguments)
            XCTAssertEqual(result.status, status, arguments.joined(separator: " "))
            XCTAssertEqual(result.standardError.split(separator: "\n").first.map(String.init), message)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workDirectory.path).filter { $0.hasPrefix("x.") }, [])
        XCTAssertEqual(try temporaryFiles(), [])
    }

    /// A night PDF export of a long document stopped by `signal` (`assertExportStops`).
    private func checkExportStops(on signal: Int32, named name: String) throws {
        let document = try FlatPageTreeDocument.write(pages: 100_000, named: "long.pdf", in: workDirectory)
        try assertExportStops([document.path, "--mode", "night"], writing: file("out.pdf"), on: signal, named: name)
    }

    func testControlCStopsAPDFExportAndLeavesTheExistingFile() throws {
        try checkExportStops(on: SIGINT, named: "SIGINT")
    }

    func testSIGTERMStopsAPDFExportAndLeavesNoTemporaryFile() throws {
        try checkExportStops(on: SIGTERM, named: "SIGTERM")
    }
}
