import XCTest
@testable import Viewer

final class InputEventTests: XCTestCase {
    func testWhatCountsAsTheReadersInput() {
        let point = ScreenPoint(x: 10, y: 20)
        let mouseMotion = InputEvent.pointer(PointerInput(.moved(to: point)))
        XCTAssertTrue(mouseMotion.isReaderInput(pointerMoved: true))
        XCTAssertFalse(mouseMotion.isReaderInput(pointerMoved: false), "where the pointer rests is not input")
        let fingerMotion = InputEvent.pointer(PointerInput(.moved(to: point), source: .finger(1)))
        XCTAssertTrue(fingerMotion.isReaderInput(pointerMoved: false), "a finger that moves is always the reader")
        let readers: [InputEvent] = [
            .keyDown(KeyChord(.pageDown), isRepeat: false), .keyDown(nil, isRepeat: true), .text("a"),
            .pointer(PointerInput(.pressed(.left, at: point))),
            .pointer(PointerInput(.wheel(deltaX: 0, deltaY: 1, at: point, modifiers: []))),
        ]
        for input in readers {
            XCTAssertTrue(input.isReaderInput(pointerMoved: false), "\(input)")
        }
        let others: [InputEvent] = [
            .keyUp(KeyChord(.pageDown)), .pointer(PointerInput(.released(.left, at: point))), .window(.exposed), .quit,
        ]
        for input in others {
            XCTAssertFalse(input.isReaderInput(pointerMoved: true), "\(input)")
        }
    }

    func testAPointersPositionIsWhereItHappened() {
        let point = ScreenPoint(x: 3, y: 4)
        for event in [PointerEvent.pressed(.right, at: point), .moved(to: point), .released(.back, at: point),
                      .wheel(deltaX: 1, deltaY: 0, at: point, modifiers: .control)] {
            XCTAssertEqual(PointerInput(event).position, point)
        }
    }
}
