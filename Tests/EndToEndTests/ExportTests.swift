import Foundation
import XCTest

/// `sdlpdf export FILE -o OUT.png --page N --dpi D [--mode MODE]`.
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
}
