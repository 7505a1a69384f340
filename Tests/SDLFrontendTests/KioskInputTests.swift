import Viewer
import XCTest
@testable import SDLFrontend

/// The kiosk rules driven by synthetic input through a fake host, without a window.
final class KioskInputTests: XCTestCase {
    private let exit = KeyChord(.character("x"), [.control, .alt])

    private func kiosk(now: UInt64) -> KioskLayer {
        KioskLayer(configuration: ViewerConfiguration { $0.kiosk = KioskOptions(isEnabled: true, exitChord: self.exit) },
                   now: now)
    }

    func testRefusedKeysAreSwallowedAllowedOnesPassAndTheExitChordQuits() {
        let host = FakeLayerHost()
        let kiosk = kiosk(now: host.now)
        XCTAssertTrue(kiosk.handle(.key(.character("q")), in: host), "q (quit) is refused")
        XCTAssertTrue(kiosk.handle(.key(.character("s"), .control), in: host), "Ctrl+S (save) is refused")
        XCTAssertTrue(kiosk.handle(.key(.character("i")), in: host), "the ink tool is refused without --kiosk-allow-ink")
        XCTAssertEqual(host.actions, [], "a refused key does nothing")
        XCTAssertFalse(kiosk.handle(.key(.pageDown), in: host), "turning pages is allowed")
        XCTAssertFalse(kiosk.handle(.key(.character("r"), .control), in: host), "changing the appearance is allowed")
        XCTAssertEqual(host.actions, [])

        XCTAssertTrue(kiosk.handle(.key(.character("x"), [.control, .alt]), in: host))
        XCTAssertEqual(host.actions, [.quit])
    }

    func testThePointerHidesWhenUnusedAndShowsOnMotion() throws {
        let host = FakeLayerHost()
        let kiosk = kiosk(now: host.now)
        XCTAssertEqual(kiosk.nextWakeUp, host.now + KioskLayer.pointerIdleMilliseconds)

        host.now += 2000
        XCTAssertFalse(kiosk.handle(.move(ScreenPoint(x: 10, y: 10)), in: host), "motion goes on")
        XCTAssertEqual(host.actions, [.pointerVisible(true)])
        let hideAt = try XCTUnwrap(kiosk.nextWakeUp)
        XCTAssertEqual(hideAt, host.now + KioskLayer.pointerIdleMilliseconds, "motion restarts the countdown")

        kiosk.tick(now: hideAt - 1, in: host)
        XCTAssertEqual(host.actions, [.pointerVisible(true)], "still shown before its time")
        kiosk.tick(now: hideAt, in: host)
        XCTAssertEqual(host.actions, [.pointerVisible(true), .pointerVisible(false)])
        XCTAssertNil(kiosk.nextWakeUp)

        XCTAssertFalse(kiosk.handle(.finger(.pressed(.left, at: ScreenPoint(x: 10, y: 10))), in: host))
        XCTAssertEqual(host.actions.last, .pointerVisible(true), "a touch shows it again")
    }
}
