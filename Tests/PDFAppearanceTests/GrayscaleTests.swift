import XCTest
@testable import PDFAppearance

final class GrayscaleTests: XCTestCase {
    func testGrayscaleIsRec709Luma() {
        let grayscale = RenderOptions(filters: .grayscale)
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let input = generator.opaqueColor()
            let output = input.applying(grayscale)
            let luma = 0.2126 * input.red + 0.7152 * input.green + 0.0722 * input.blue
            XCTAssertEqual(output.red, luma, accuracy: 1.0 / 255, input.hexString)
            XCTAssertEqual(output.green, output.red, input.hexString)
            XCTAssertEqual(output.blue, output.red, input.hexString)
        }
    }
}
