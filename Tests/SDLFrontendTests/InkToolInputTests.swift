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
        XCTAssertEqual(host.actions, [.scroll(x: 0, y: 100)], "the pan asks the host to scroll, by name")
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

    func testTheStrokeBeingDrawnAndOneAwaitingItsPageAreDrawnInThePenColourWhereThePointerWent() throws {
        let canvas = FakeLayerHost()
        let ink = InkToolLayer(color: color, width: 4)
        let start = ScreenPoint(x: 300, y: 400), end = ScreenPoint(x: 400, y: 400)
        XCTAssertTrue(ink.handle(.press(start), in: canvas))
        for step in 1...10 {
            let point = ScreenPoint(x: start.x + 10 * Double(step), y: start.y)
            XCTAssertTrue(ink.handle(.move(point, holding: [.left]), in: canvas))
        }
        ink.draw(in: canvas)
        let (drawn, rgba) = try strokeTriangles(canvas)
        let (r, g, b, _) = color.rgba8
        XCTAssertEqual(rgba, [r, g, b, 255], "the pen's colour, opaque")
        let halfWidth = 4 * canvas.geometry.scale / 2
        XCTAssertTrue(drawn.allSatisfy { abs($0.y - start.y) <= halfWidth + 0.01 },
                      "a band as wide as the pen at this zoom")
        XCTAssertEqual(drawn.map(\.x).min() ?? 0, start.x - halfWidth, accuracy: 0.5, "a round end at the start")
        XCTAssertGreaterThan(drawn.map(\.x).max() ?? 0, end.x - 20, "it reaches where the pointer is")

        XCTAssertTrue(ink.handle(.release(end), in: canvas))
        canvas.forgetDrawings()
        let page = try XCTUnwrap(canvas.geometry.hit(at: start)).pageIndex
        canvas.pagesAwaitingPixels = [page]
        ink.draw(in: canvas)
        XCTAssertFalse(try strokeTriangles(canvas).corners.isEmpty,
                       "the committed stroke stays until its page has rendered")

        canvas.forgetDrawings()
        canvas.pagesAwaitingPixels = []
        ink.draw(in: canvas)
        XCTAssertThrowsError(try strokeTriangles(canvas), "then the page shows it")
        XCTAssertTrue(canvas.drawings.contains { if case .shape(.disc, _, _, _, color) = $0 { true } else { false } },
                      "the palette shows the pen's colour")
    }

    private struct NoStroke: Error {}

    /// The corners of the one set of triangles drawn, and their colour.
    private func strokeTriangles(_ canvas: FakeLayerHost) throws -> (corners: [ScreenPoint], rgba: [UInt8]) {
        let sets = canvas.drawings.compactMap {
            if case .triangles(let corners, let rgba) = $0 { (corners, rgba) } else { nil }
        }
        guard sets.count == 1, let only = sets.first else { throw NoStroke() }
        return only
    }
}
