import Foundation
import XCTest

/// Scrolling the continuous page layout with keys, the wheel and dragging.
final class ScrollingTests: EndToEndTestCase {
    /// Window row of the top edge of the red square on the middle column, once a frame shows it.
    private func redSquareTop(_ image: RGBImage) -> Int? {
        image.firstRow(inColumn: image.width / 2) { $0.isClose(to: .red, tolerance: 8) }
    }

    func testDraggingJAndTheWheelScrollTheDocumentDown() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay())
        let first = try viewer.waitForSquarePage("page 1's red square with paper around it", square: .red)
        let start = try XCTUnwrap(redSquareTop(first))
        XCTAssertGreaterThan(start, 30, "the red square should start well below the window's top")
        let middle = (x: first.width / 2, y: first.height / 2)

        let distance = min(60, start - 10)
        try viewer.window.drag(fromX: middle.x, fromY: middle.y, toX: middle.x, toY: middle.y - distance)
        let afterDrag = try XCTUnwrap(redSquareTop(try viewer.waitForFrame("the page following the pointer up by \(distance) px") { image in
            guard let top = redSquareTop(image) else { return false }
            return abs(top - (start - distance)) <= 4
        }))

        try viewer.window.press("j")
        let afterKey = try XCTUnwrap(redSquareTop(try viewer.waitForFrame("the page moving up after j") { image in
            (redSquareTop(image) ?? .max) < afterDrag - 2
        }))

        try viewer.window.click(x: middle.x, y: middle.y, button: 5)
        _ = try viewer.waitForFrame("the page moving up after the wheel turned down") { image in
            (redSquareTop(image) ?? .max) < afterKey - 2
        }
    }
}
