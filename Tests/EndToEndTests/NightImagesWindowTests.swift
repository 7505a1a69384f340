import Foundation
import XCTest

/// Photographs keep their colours in Night, in the window as in `sdlpdf export`.
final class NightImagesWindowTests: EndToEndTestCase {
    /// The centre and paper colours of an export of `document` in `mode` with `extra` flags.
    private func exportColors(of document: URL, mode: String, _ extra: [String] = []) throws -> (center: RGB, paper: RGB) {
        let exported = workDirectory.appendingPathComponent("export-\(mode)-\(extra.joined()).png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--dpi", "72", "--mode", mode] + extra)
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "export stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        return (image.center, image[image.width / 10, image.height / 2])
    }

    func testNightWindowKeepsAPhotographInTheColoursOfANightExport() throws {
        let document = try TestDocument.photoSquare(named: "photo.pdf", in: workDirectory)
        let day = try exportColors(of: document, mode: "default")
        let night = try exportColors(of: document, mode: "night")
        let recoloured = try exportColors(of: document, mode: "night", ["--night-images", "recolor"])
        let kept = try exportColors(of: document, mode: "night", ["--night-images", "keep"])
        let dimmed = RGB(UInt8((Double(day.center.red) * 0.85).rounded()), UInt8((Double(day.center.green) * 0.85).rounded()),
                         UInt8((Double(day.center.blue) * 0.85).rounded()))
        XCTAssertTrue(night.center.isClose(to: dimmed, tolerance: 2), "the photo at 85 %: \(night.center), day \(day.center)")
        XCTAssertTrue(kept.center.isClose(to: day.center, tolerance: 1), "keep: the photo's own colours \(kept.center)")
        XCTAssertFalse(recoloured.center.isClose(to: night.center, tolerance: 8), "recolor changes the photo: \(recoloured.center)")
        XCTAssertTrue(night.paper.isClose(to: RGB(0, 0, 0), tolerance: 2), "the paper still turns dark: \(night.paper)")

        let viewer = try launchViewer(["--mode", "night", document.path], on: try startDisplay())
        let shown = try viewer.waitForFrame("the photograph in the export's night colour \(night.center)") { image in
            image.center.isClose(to: night.center, tolerance: 4)
        }
        XCTAssertTrue(shown[shown.width / 2, shown.height / 10].isClose(to: night.paper, tolerance: 4),
                      "dark paper above the photograph: \(shown[shown.width / 2, shown.height / 10])")
    }
}
