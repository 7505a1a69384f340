import CSDL2
import Foundation
import XCTest
@testable import SDLFrontend

/// A test case whose tests run real sessions on SDL's dummy video driver
/// (software renderer, no display): video is started before each test and
/// SDL shut down after it.
class DummyVideoTestCase: XCTestCase {
    override func setUpWithError() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        try ViewerApplication.startVideo()
    }

    override func tearDown() {
        SDL_Quit()
    }
}
