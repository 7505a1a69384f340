import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// The ink tool driven by synthetic input through a fake host, without a window.
final class InkToolInputTests: XCTestCase {
    private let color = InkToolLayer.paletteColors[1]

    private func committed(_ host: FakeLayerHost) -> [InkStroke] {
        host.actions.compactMap { if case .commitInk(let stroke) = $0 { return stroke } else { return nil } }
    }

    func testAStrokeBeginsExtendsAndEndsAsOneCommittedStroke() throws {
        let host = FakeLayerHost()
        let ink = InkToolLayer(color: color, width: 2)
        let start = ScreenPoint(x: 300, y: 400), end = ScreenPoint(x: 400, y: 450)
        let first = try XCTUnwrap(host.state.hit(at: start)), last = try XCTUnwrap(host.state.hit(at: end))

        XCTAssertTrue(ink.handle(.press(start), in: host))
        for step in 1...10 {
            let point = ScreenPoint(x: start.x + 10 * Double(step), y: start.y + 5 * Double(step))
            XCTAssertTrue(ink.handle(.move(point, holding: [.left]), in: host))
        }
        XCTAssertEqual(host.actions, [], "nothing is committed while the stroke grows")
        XCTAssertEqual(host.requests.count, 11, "the press and each motion ask for a frame")
        XCTAssertTrue(ink.handle(.release(end), in: host))

        let strokes = committed(host)
        XCTAssertEqual(strokes.count, 1)
        let stroke = try XCTUnwrap(strokes.first)
        XCTAssertEqual(stroke.page, first.pageIndex)
        XCTAssertEqual(stroke.color, color)
        XCTAssertEqual(stroke.width, 2)
        XCTAssertGreaterThanOrEqual(stroke.points.count, 2)
        XCTAssertEqual(try XCTUnwrap(stroke.points.first).x, first.point.x, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(stroke.points.first).y, first.point.y, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(stroke.points.last).x, last.point.x, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(stroke.points.last).y, last.point.y, accuracy: 0.5)

        XCTAssertFalse(ink.handle(.move(start), in: host), "after the stroke, motion goes on to the viewer")
    }

    func testTheEraserErasesWhereTheLeftButtonDrags() throws {
        let host = FakeLayerHost()
        let ink = InkToolLayer(color: color, width: 2)
        ink.tool = .eraser
        let a = ScreenPoint(x: 300, y: 400), b = ScreenPoint(x: 320, y: 410)
        XCTAssertFalse(ink.handle(.move(a), in: host), "hovering erases nothing")
        XCTAssertTrue(ink.handle(.press(a), in: host))
        XCTAssertTrue(ink.handle(.move(b, holding: [.left]), in: host))
        let hitA = try XCTUnwrap(host.state.hit(at: a)), hitB = try XCTUnwrap(host.state.hit(at: b))
        XCTAssertEqual(host.actions, [.eraseInk(hitA.point, page: hitA.pageIndex), .eraseInk(hitB.point, page: hitB.pageIndex)])
    }

    func testTheMiddleButtonAndSpaceDragPanInsteadOfDrawing() {
        let host = FakeLayerHost()
        let ink = InkToolLayer(color: color, width: 2)
        let scroll = host.state.scrollY
        XCTAssertTrue(ink.handle(.press(ScreenPoint(x: 400, y: 500), .middle), in: host))
        XCTAssertTrue(ink.handle(.move(ScreenPoint(x: 400, y: 400), holding: [.middle]), in: host))
        XCTAssertTrue(ink.handle(.release(ScreenPoint(x: 400, y: 400), .middle), in: host))
        XCTAssertEqual(host.state.scrollY, scroll + 100, "dragging up by 100 pixels moves the pages up by as much")

        XCTAssertTrue(ink.handle(.key(.space), in: host))
        XCTAssertTrue(ink.handle(.press(ScreenPoint(x: 400, y: 500)), in: host))
        XCTAssertTrue(ink.handle(.move(ScreenPoint(x: 400, y: 450), holding: [.left]), in: host))
        XCTAssertTrue(ink.handle(.release(ScreenPoint(x: 400, y: 450)), in: host))
        XCTAssertTrue(ink.handle(.keyUp(KeyChord(.space)), in: host))
        XCTAssertEqual(host.state.scrollY, scroll + 150)
        XCTAssertEqual(committed(host), [], "panning draws nothing")
    }

    func testASecondFingerCancelsTheStroke() {
        let host = FakeLayerHost()
        let ink = InkToolLayer(color: color, width: 2)
        XCTAssertTrue(ink.handle(.finger(.pressed(.left, at: ScreenPoint(x: 300, y: 400)), id: 1), in: host))
        XCTAssertTrue(ink.handle(.finger(.moved(to: ScreenPoint(x: 320, y: 400)), id: 1), in: host))
        XCTAssertFalse(ink.handle(.finger(.pressed(.left, at: ScreenPoint(x: 500, y: 600)), id: 2), in: host),
                       "the second finger goes on to pinch and pan")
        XCTAssertFalse(ink.handle(.finger(.moved(to: ScreenPoint(x: 510, y: 600)), id: 2), in: host))
        XCTAssertFalse(ink.handle(.finger(.released(.left, at: ScreenPoint(x: 510, y: 600)), id: 2), in: host))
        XCTAssertFalse(ink.handle(.finger(.released(.left, at: ScreenPoint(x: 320, y: 400)), id: 1), in: host))
        XCTAssertEqual(committed(host), [])
    }
}
