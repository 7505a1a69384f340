import Viewer
import XCTest
@testable import SDLFrontend

/// The text selection layer driven by synthetic input through a fake host, without a window.
final class TextSelectionInputTests: XCTestCase {
    private let host = FakeLayerHost()
    private let layer = TextSelectionLayer()

    private func press(_ point: ScreenPoint, _ button: PointerButton = .left, _ modifiers: Modifiers = [],
                       clicks: Int = 1) -> Bool {
        layer.handle(.pointer(PointerInput(.pressed(button, at: point), heldButtons: PointerButtons(button),
                                           modifiers: modifiers, clickCount: clicks)), in: host)
    }

    func testAShiftDragIsTakenAndItsSelectionOffered() throws {
        let start = ScreenPoint(x: 300, y: 300), end = ScreenPoint(x: 500, y: 320)
        XCTAssertTrue(press(start, .left, .shift))
        XCTAssertTrue(layer.handle(.move(end, holding: .left), in: host))
        XCTAssertTrue(layer.handle(.release(end), in: host))
        let expected = try XCTUnwrap(host.state.hit(at: start).flatMap { a in host.state.hit(at: end).map { TextSelection(anchor: a, focus: $0) } })
        XCTAssertEqual(layer.selection, expected)
        XCTAssertEqual(host.actions, [.textSelected(expected)], "the finished selection becomes the primary selection")
        XCTAssertFalse(layer.isBlank)
    }

    func testPlainLeftInputGoesOnToTheViewerSoDragsPanAndClicksFollowLinks() {
        XCTAssertFalse(press(ScreenPoint(x: 300, y: 300)))
        XCTAssertFalse(layer.handle(.move(ScreenPoint(x: 300, y: 200), holding: .left), in: host))
        XCTAssertFalse(layer.handle(.release(ScreenPoint(x: 300, y: 200)), in: host))
        XCTAssertEqual(host.actions, [])
        XCTAssertTrue(layer.isBlank)
    }

    func testADoubleClickSelectsAWordThatAPlainClickTakesAwayAgain() {
        let point = ScreenPoint(x: 300, y: 300)
        XCTAssertTrue(press(point, clicks: 2))
        XCTAssertTrue(layer.handle(.release(point), in: host))
        XCTAssertEqual(layer.selection?.unit, .words)
        host.forgetRequests()
        XCTAssertFalse(press(point), "the press still reaches the viewer")
        XCTAssertNil(layer.selection)
        XCTAssertEqual(host.requests, [.redraw], "the highlight goes from the screen")
    }

    func testALongPressDragOfAFingerSelects() {
        layer.fingerBegan(at: ScreenPoint(x: 300, y: 300), in: host)
        layer.fingerMoved(to: ScreenPoint(x: 400, y: 300), in: host)
        layer.fingerEnded(at: ScreenPoint(x: 450, y: 300), in: host)
        XCTAssertEqual(layer.selection?.focus, host.state.hit(at: ScreenPoint(x: 450, y: 300)))
        XCTAssertEqual(host.actions.count, 1)
        layer.clear()
        XCTAssertNil(layer.selection)
    }

    func testFingersAndKeysAreNotTheLayers() {
        XCTAssertFalse(layer.handle(.finger(.pressed(.left, at: ScreenPoint(x: 10, y: 10))), in: host))
        XCTAssertFalse(layer.handle(.key(.character("c"), .control), in: host), "Ctrl+C is a command the session carries out")
    }

    func testTheSelectionIsDrawnOverItsQuadsInTheHighlightColourAskingForThemOnce() throws {
        XCTAssertTrue(press(ScreenPoint(x: 300, y: 300), .right))
        XCTAssertTrue(layer.handle(.release(ScreenPoint(x: 500, y: 320), .right), in: host))
        let selection = try XCTUnwrap(layer.selection)
        layer.draw(in: host)
        layer.draw(in: host)
        XCTAssertEqual(host.highlightedSpans, [try XCTUnwrap(selection.span(onPage: selection.anchor.pageIndex))],
                       "the quads of an unchanged span are asked for once")
        let quad = FakeLayerHost.highlightQuad, page = selection.anchor.pageIndex
        let corners = [quad.upperLeft, quad.upperRight, quad.lowerRight, quad.upperLeft, quad.lowerRight,
                       quad.lowerLeft]
            .map { host.geometry.screenPoint(of: $0, onPage: page) }
            .map { ScreenPoint(x: Double(Float($0.x)), y: Double(Float($0.y))) }
        let (r, g, b, a) = TextSelectionLayer.highlightColor.rgba8
        XCTAssertEqual(host.drawings, Array(repeating: .triangles(corners, rgba: [r, g, b, a]), count: 2))

        XCTAssertFalse(press(ScreenPoint(x: 300, y: 300)), "a plain press clears the selection but goes on")
        XCTAssertNil(layer.selection)
        host.forgetDrawings()
        layer.draw(in: host)
        XCTAssertEqual(host.drawings, [], "nothing is drawn without a selection")
    }
}
