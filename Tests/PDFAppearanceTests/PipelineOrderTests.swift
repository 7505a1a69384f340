import XCTest
@testable import PDFAppearance

final class PipelineOrderTests: XCTestCase {
    private let cream = Color(hex: "#F0E0C0")!

    func testPageColorIsMultipliedWithContent() {
        let options = RenderOptions(pageColor: cream)
        XCTAssertEqual(Color.white.applying(options).hexString, "#F0E0C0")
        XCTAssertEqual(Color.black.applying(options).hexString, "#000000")
        XCTAssertEqual(Color(hex: "#808080")!.applying(options).hexString, "#787060", "0x80 × (F0, E0, C0) / 255")
    }

    func testPageColorComesBeforeInversion() {
        let options = RenderOptions(invertRenderColor: true, pageColor: cream)
        XCTAssertEqual(Color.white.applying(options).hexString, "#0F1F3F")
    }

    func testGrayscaleComesBeforeSepia() {
        let toned = Color(hex: "#3366CC")!.applying(RenderOptions(filters: [.grayscale, .sepia]))
        XCTAssertGreaterThan(toned.red, toned.blue, "sepia after grayscale leaves a warm tone: \(toned.hexString)")
    }

    func testAdditionalFiltersRunLastInArrayOrder() {
        let redToOne = ColorFilter(name: "red to one") { Color(red: 1, green: $0.green, blue: $0.blue) }
        let redIntoBlue = ColorFilter(name: "red into blue") { Color(red: $0.red, green: $0.green, blue: $0.red) }
        XCTAssertEqual(Color.black.applying(RenderOptions(additionalColorFilters: [redToOne, redIntoBlue])).hexString, "#FF00FF")
        XCTAssertEqual(Color.black.applying(RenderOptions(additionalColorFilters: [redIntoBlue, redToOne])).hexString, "#FF0000")

        let redEverywhere = ColorFilter(name: "red everywhere") { Color(red: $0.red, green: $0.red, blue: $0.red) }
        let afterSepia = Color.white.applying(RenderOptions(filters: .sepia, additionalColorFilters: [redEverywhere]))
        XCTAssertEqual(afterSepia.hexString, "#F6F6F6", "the additional filter sees the sepia cream")
    }

    func testMatrixFilterAppliesItsRowsAndClamps() {
        let swapRedAndBlue = ColorMatrix(red: [0, 0, 1, 0], green: [0, 1, 0, 0], blue: [1, 0, 0, 0])
        let options = RenderOptions(additionalColorFilters: [.matrix(name: "swap", swapRedAndBlue)])
        XCTAssertEqual(Color(hex: "#FF8000")!.applying(options).hexString, "#0080FF")
        let brighten = ColorMatrix(red: [2, 0, 0, 0.5], green: [0, 1, 0, 0], blue: [0, 0, 1, 0])
        XCTAssertEqual(brighten.applied(to: Color(hex: "#800000")!).hexString, "#FF0000")
    }
}
