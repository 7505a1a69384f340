import XCTest
import Viewer

final class TextSelectionGestureTests: XCTestCase {
    private var state = ViewerState.make(.uniform)
    private var gesture = TextSelectionGesture()

    /// A screen point `fraction` of the way across and down page `page` as shown.
    private func onPage(_ page: Int, _ fx: Double, _ fy: Double) -> ScreenPoint {
        let frame = state.screenFrame(ofPage: page)
        return ScreenPoint(x: frame.x + frame.width * fx, y: frame.y + frame.height * fy)
    }

    private func press(_ point: ScreenPoint, _ button: PointerButton = .left, _ modifiers: Modifiers = [],
                       clicks: Int = 1) -> TextSelectionGesture.Outcome {
        gesture.handle(PointerInput(.pressed(button, at: point), heldButtons: PointerButtons(button), modifiers: modifiers,
                                    clickCount: clicks), in: state)
    }

    private func move(_ point: ScreenPoint, holding button: PointerButton = .left) -> TextSelectionGesture.Outcome {
        gesture.handle(PointerInput(.moved(to: point), heldButtons: PointerButtons(button)), in: state)
    }

    private func release(_ point: ScreenPoint, _ button: PointerButton = .left) -> TextSelectionGesture.Outcome {
        gesture.handle(PointerInput(.released(button, at: point)), in: state)
    }

    func testShiftDragSelectsFromThePressToTheRelease() throws {
        let start = onPage(0, 0.2, 0.3), middle = onPage(0, 0.5, 0.4), end = onPage(0, 0.7, 0.5)
        XCTAssertEqual(press(start, .left, .shift), .changed)
        XCTAssertTrue(gesture.isDragging)
        XCTAssertEqual(move(middle), .changed)
        XCTAssertEqual(gesture.selection?.focus, state.hit(at: middle))
        XCTAssertEqual(release(end), .finished)
        let selection = try XCTUnwrap(gesture.selection)
        XCTAssertEqual(selection.anchor, state.hit(at: start))
        XCTAssertEqual(selection.focus, state.hit(at: end))
        XCTAssertEqual(selection.unit, .characters)
        XCTAssertFalse(gesture.isDragging)
    }

    func testRightDragSelects() {
        XCTAssertEqual(press(onPage(0, 0.2, 0.3), .right), .changed)
        XCTAssertEqual(move(onPage(0, 0.6, 0.3), holding: .right), .changed)
        XCTAssertEqual(release(onPage(0, 0.6, 0.3), .right), .finished)
        XCTAssertEqual(gesture.selection?.focus, state.hit(at: onPage(0, 0.6, 0.3)))
    }

    func testPlainLeftInputStaysWithTheViewerAndAPressClearsTheSelection() {
        let point = onPage(0, 0.5, 0.5)
        XCTAssertEqual(press(point), .ignored, "a plain left press pans or clicks")
        XCTAssertEqual(move(onPage(0, 0.5, 0.6)), .ignored)
        XCTAssertEqual(release(onPage(0, 0.5, 0.6)), .ignored)
        XCTAssertNil(gesture.selection)

        _ = press(onPage(0, 0.2, 0.3), .right)
        _ = release(onPage(0, 0.6, 0.3), .right)
        XCTAssertNotNil(gesture.selection)
        XCTAssertEqual(press(point), .cleared, "the press still goes to the viewer (a link under it is followed)")
        XCTAssertNil(gesture.selection)
        XCTAssertEqual(release(point), .ignored)
    }

    func testDoubleClickSelectsAWordAndTripleClickALine() {
        let point = onPage(0, 0.4, 0.4)
        XCTAssertEqual(press(point, clicks: 2), .changed)
        XCTAssertEqual(release(point), .finished)
        XCTAssertEqual(gesture.selection, state.hit(at: point).map { TextSelection(at: $0, unit: .words) })
        XCTAssertEqual(press(point, clicks: 3), .changed)
        XCTAssertEqual(release(point), .finished)
        XCTAssertEqual(gesture.selection?.unit, .lines)
        XCTAssertEqual(press(point, clicks: 4), .changed, "SDL counts on; a fourth click still selects the line")
        XCTAssertEqual(gesture.selection?.unit, .lines)
    }

    func testADragAfterADoubleClickGoesOnByWords() {
        _ = press(onPage(0, 0.3, 0.3), clicks: 2)
        _ = move(onPage(0, 0.6, 0.5))
        _ = release(onPage(0, 0.6, 0.5))
        XCTAssertEqual(gesture.selection?.unit, .words)
        XCTAssertEqual(gesture.selection?.focus, state.hit(at: onPage(0, 0.6, 0.5)))
    }

    func testAShiftClickWithoutDragSelectsNothing() {
        let point = onPage(0, 0.4, 0.4)
        XCTAssertEqual(press(point, .left, .shift), .changed)
        XCTAssertEqual(release(point), .finished)
        XCTAssertNil(gesture.selection)
    }

    func testADragSpansPagesAlsoWhenThePagesScrollDuringIt() throws {
        let start = onPage(0, 0.3, 0.8)
        _ = press(start, .right)
        state.apply(.screenDown)
        XCTAssertNotEqual(state.currentPageIndex, 0)
        let end = onPage(1, 0.5, 0.2)
        _ = move(end, holding: .right)
        _ = release(end, .right)
        let selection = try XCTUnwrap(gesture.selection)
        XCTAssertEqual(selection.anchor.pageIndex, 0)
        XCTAssertEqual(selection.focus.pageIndex, 1)
        XCTAssertEqual(selection.pages, 0...1)
    }

    func testOverTheGapBetweenPagesTheNearestPageCounts() throws {
        let below = state.screenFrame(ofPage: 0)
        let gap = ScreenPoint(x: below.x + below.width / 2, y: below.maxY + 1)
        XCTAssertNil(state.hit(at: gap))
        _ = press(onPage(0, 0.5, 0.5), .right)
        _ = move(gap, holding: .right)
        let focus = try XCTUnwrap(gesture.selection?.focus)
        XCTAssertEqual(focus.pageIndex, 0)
        XCTAssertGreaterThan(focus.point.y, state.pageSize(at: 0).height, "the point lies below the page")
    }

    func testOtherButtonsAndTheWheelAreLeftAlone() {
        let point = onPage(0, 0.5, 0.5)
        XCTAssertEqual(press(point, .middle), .ignored)
        XCTAssertEqual(gesture.handle(PointerInput(.wheel(deltaX: 0, deltaY: -1, at: point, modifiers: [])), in: state), .ignored)
        _ = press(point, .right)
        XCTAssertEqual(press(point, .left), .changed, "a press during a drag is taken and does nothing")
        XCTAssertEqual(release(point, .left), .changed, "only the button that started the drag ends it")
        XCTAssertTrue(gesture.isDragging)
        XCTAssertEqual(release(onPage(0, 0.7, 0.5), .right), .finished)
    }

    func testAFingerSelectsThroughTheTouchRecogniserAndClearEndsEverything() {
        XCTAssertTrue(gesture.begin(at: onPage(0, 0.2, 0.2), unit: .characters, in: state))
        XCTAssertEqual(move(onPage(0, 0.9, 0.9)), .ignored, "mouse motion does not move a finger's selection")
        gesture.extend(to: onPage(0, 0.6, 0.3), in: state)
        XCTAssertEqual(gesture.finish(), .finished)
        XCTAssertEqual(gesture.selection?.focus, state.hit(at: onPage(0, 0.6, 0.3)))
        gesture.clear()
        XCTAssertNil(gesture.selection)
        XCTAssertFalse(gesture.isDragging)
    }
}
