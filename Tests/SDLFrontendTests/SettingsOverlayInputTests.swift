import Viewer
import XCTest
@testable import SDLFrontend

/// The settings overlay driven by synthetic input through a fake host, without a window.
final class SettingsOverlayInputTests: XCTestCase {
    private func overlay(for host: FakeLayerHost) -> SettingsOverlayLayer {
        SettingsOverlayLayer(panel: SettingsPanel(configuration: ViewerConfiguration(), values: host.settingsValues),
                             showsFocus: false)
    }

    private func rowIndex(_ kind: SettingsRowKind, of overlay: SettingsOverlayLayer) throws -> Int {
        try XCTUnwrap(overlay.panel.rows.firstIndex { $0.kind == kind }, "the \(kind) row")
    }

    func testKeysChooseThroughTheHostAndEscapeAsksToClose() throws {
        let host = FakeLayerHost()
        let overlay = overlay(for: host)
        XCTAssertFalse(overlay.handle(.key(.character("j")), in: host), "a key the panel has no use for goes on")
        XCTAssertEqual(host.requests, [])

        var model = overlay.panel
        _ = model.handle(KeyChord(.right))
        guard case .apply(let change) = model.handle(KeyChord(.enter)) else {
            return XCTFail("Right then Enter chooses a setting")
        }
        XCTAssertTrue(overlay.handle(.key(.right), in: host))
        XCTAssertTrue(overlay.showsFocus, "the focus ring shows once the keyboard is used")
        XCTAssertTrue(overlay.handle(.key(.enter), in: host))
        XCTAssertEqual(host.actions, [.apply(change)])

        host.forgetRequests()
        XCTAssertTrue(overlay.handle(.key(.escape), in: host))
        XCTAssertEqual(host.actions, [.closeSettingsOverlay])
    }

    func testAClickOnASegmentAppliesItAndAClickOutsideCloses() throws {
        let host = FakeLayerHost()
        let overlay = overlay(for: host)
        let geometry = overlay.geometry(in: host)
        let row = try rowIndex(.appearance, of: overlay)
        let segment = try XCTUnwrap(geometry.segmentFrames(ofRow: row).dropFirst().first, "a second appearance")
        var model = overlay.panel
        guard case .apply(let change) = model.press(.choice(.appearance, index: 1)) else {
            return XCTFail("the second appearance is a change")
        }
        XCTAssertTrue(overlay.handle(.press(segment.center), in: host))
        XCTAssertTrue(overlay.handle(.release(segment.center), in: host))
        XCTAssertEqual(host.actions, [.apply(change)])

        host.forgetRequests()
        let outside = ScreenPoint(x: 10, y: host.state.viewport.height - 10)
        XCTAssertFalse(geometry.frame.contains(outside))
        XCTAssertTrue(overlay.handle(.press(outside, .right), in: host), "any button outside closes")
        XCTAssertEqual(host.actions, [.closeSettingsOverlay])
    }

    func testDraggingTheBrightnessKnobFollowsThePointerUntilReleased() throws {
        let host = FakeLayerHost()
        let overlay = overlay(for: host)
        let track = overlay.geometry(in: host).layout.controlFrame(ofRow: try rowIndex(.brightness, of: overlay))
        let y = track.y + track.height / 2
        func at(_ fraction: Double) -> ScreenPoint { ScreenPoint(x: track.x + fraction * track.width, y: y) }

        XCTAssertTrue(overlay.handle(.press(at(0.25)), in: host))
        XCTAssertTrue(overlay.handle(.move(at(0.75), holding: [.left]), in: host))
        guard case .apply(.brightness(let value)) = host.actions.last else {
            return XCTFail("the drag sets the brightness, asked \(host.actions)")
        }
        XCTAssertEqual(value, 0.75, accuracy: SettingsPanel.brightnessStep)
        XCTAssertTrue(overlay.handle(.release(at(0.75)), in: host))

        host.forgetRequests()
        XCTAssertTrue(overlay.handle(.move(at(0.1)), in: host), "motion over the panel is the panel's")
        XCTAssertEqual(host.actions, [.arrowCursor], "after the release, motion no longer slides")
    }

    func testAFingerLiftedOutsideThePanelCloses() {
        let host = FakeLayerHost()
        let overlay = overlay(for: host)
        let outside = ScreenPoint(x: 10, y: host.state.viewport.height - 10)
        XCTAssertTrue(overlay.handle(.finger(.pressed(.left, at: outside)), in: host))
        XCTAssertEqual(host.actions, [], "putting the finger down closes nothing yet")
        XCTAssertFalse(overlay.handle(.finger(.moved(to: outside)), in: host), "its motion pans the pages")
        XCTAssertTrue(overlay.handle(.finger(.released(.left, at: outside)), in: host))
        XCTAssertEqual(host.actions, [.closeSettingsOverlay])
    }
}
