import CSDL2
import XCTest
@testable import SDLFrontend

/// SDL starts before the configuration is read, so the screen saver is
/// allowed at first and a kiosk turns it off afterwards.
final class ScreenSaverTests: DummyVideoTestCase {
    func testTheScreenSaverRunsUntilAKioskKeepsTheScreenAwake() {
        XCTAssertEqual(SDL_IsScreenSaverEnabled(), SDL_TRUE, "SDL_Init leaves the screen saver on")
        ViewerApplication.allowScreenSaver(false)
        XCTAssertEqual(SDL_IsScreenSaverEnabled(), SDL_FALSE, "a kiosk keeps the screen awake")
        ViewerApplication.allowScreenSaver(true)
        XCTAssertEqual(SDL_IsScreenSaverEnabled(), SDL_TRUE)
    }
}
