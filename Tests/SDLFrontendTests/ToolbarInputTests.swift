import Viewer
import XCTest
@testable import SDLFrontend

/// The toolbar driven by synthetic input through a fake host, without a window.
final class ToolbarInputTests: XCTestCase {
    func testMotionRevealsItAndItsButtonsAskTheHost() throws {
        let host = FakeLayerHost()
        let toolbar = ToolbarLayer(buttons: [.settings, .ink])
        let away = ScreenPoint(x: 100, y: 500)
        XCTAssertFalse(toolbar.handle(.move(away), in: host), "SDL's report of where the pointer rests")
        XCTAssertFalse(toolbar.isVisible)
        host.pointerMoved = true
        XCTAssertFalse(toolbar.handle(.move(away), in: host))
        XCTAssertTrue(toolbar.isVisible)
        XCTAssertEqual(toolbar.nextWakeUp, host.now + ToolbarLayer.visibleMilliseconds)

        let frames = toolbar.buttonFrames(in: host)
        let gear = try XCTUnwrap(frames.first { $0.button == .settings }).frame
        let pen = try XCTUnwrap(frames.first { $0.button == .ink }).frame
        XCTAssertFalse(toolbar.handle(.move(gear.center, holding: [.left]), in: host), "a drag passes over it")
        XCTAssertTrue(toolbar.handle(.move(gear.center), in: host))
        XCTAssertTrue(toolbar.handle(.press(gear.center), in: host))
        XCTAssertTrue(toolbar.handle(.release(gear.center), in: host))
        XCTAssertEqual(host.actions, [.arrowCursor, .toggleSettingsOverlay(showingFocus: false)])

        host.forgetRequests()
        XCTAssertTrue(toolbar.handle(.finger(.pressed(.left, at: pen.center)), in: host))
        XCTAssertTrue(toolbar.handle(.finger(.released(.left, at: pen.center)), in: host))
        XCTAssertEqual(host.actions, [.toggleInkTool(eraser: false)])
    }
}
