import Foundation
import XCTest

extension EndToEndTestCase {
    /// Colors of a night-mode export of page 1 of a `TestDocument.coloredSquares`
    /// document: its square and its paper, as the window shows them in Night.
    func nightColors(of document: URL) throws -> (square: RGB, paper: RGB) {
        let exported = workDirectory.appendingPathComponent("night.png")
        let result = try runSDLPDF(["export", document.path, "-o", exported.path, "--mode", "night"])
        XCTAssertEqual(result.status, 0, "export stderr: \(result.standardError)")
        let image = try ImageFile.load(exported)
        return (image.center, image[image.width / 10, image.height / 2])
    }
}
