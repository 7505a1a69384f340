import CSDL2
import Viewer
import XCTest
@testable import SDLFrontend

/// SDL events become `InputEvent`s once, in output pixels.
final class SDLInputTranslationTests: XCTestCase {
    /// An 800×1000 window drawn at twice as many pixels (HiDPI).
    private let viewport = ViewportSize(outputWidth: 1600, outputHeight: 2000, windowWidth: 800, windowHeight: 1000)

    private func input(_ build: (inout SDL_Event) -> Void, holding held: Modifiers = []) -> InputEvent? {
        var event = SDL_Event()
        build(&event)
        return SDLInputTranslation.input(from: event, viewport: viewport, heldModifiers: held)
    }

    func testKeysBecomeChordsWithTheirRepeatFlag() {
        let shiftG = input {
            $0.key.type = SDL_KEYDOWN.rawValue
            $0.key.keysym.sym = SDL_Keycode(SDLK_g.rawValue)
            $0.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
            $0.key.repeat = 1
        }
        XCTAssertEqual(shiftG, .keyDown(KeyChord(.character("g"), .shift), isRepeat: true))
        let enter = input {
            $0.key.type = SDL_KEYUP.rawValue
            $0.key.keysym.sym = SDL_Keycode(SDLK_KP_ENTER.rawValue)
        }
        XCTAssertEqual(enter, .keyUp(KeyChord(.enter)))
        let shiftAlone = input {
            $0.key.type = SDL_KEYDOWN.rawValue
            $0.key.keysym.sym = SDL_Keycode(SDLK_LSHIFT.rawValue)
        }
        XCTAssertEqual(shiftAlone, .keyDown(nil, isRepeat: false))
    }

    func testMouseEventsArriveInOutputPixelsWithTheirButtons() {
        let press = input {
            $0.button.type = SDL_MOUSEBUTTONDOWN.rawValue
            $0.button.button = UInt8(SDL_BUTTON_MIDDLE)
            $0.button.x = 100
            $0.button.y = 50
            $0.button.timestamp = 42
        }
        XCTAssertEqual(press, .pointer(PointerInput(.pressed(.middle, at: ScreenPoint(x: 200, y: 100)), milliseconds: 42)))
        let drag = input {
            $0.motion.type = SDL_MOUSEMOTION.rawValue
            $0.motion.x = 10
            $0.motion.y = 20
            $0.motion.state = 1 | 4
        }
        XCTAssertEqual(drag, .pointer(PointerInput(.moved(to: ScreenPoint(x: 20, y: 40)), heldButtons: [.left, .right])))
        let side = input {
            $0.button.type = SDL_MOUSEBUTTONUP.rawValue
            $0.button.button = UInt8(SDL_BUTTON_X1)
        }
        XCTAssertEqual(side, .pointer(PointerInput(.released(.back, at: ScreenPoint(x: 0, y: 0)))))
        let forward = input {
            $0.button.type = SDL_MOUSEBUTTONDOWN.rawValue
            $0.button.button = UInt8(SDL_BUTTON_X2)
        }
        XCTAssertEqual(forward, .pointer(PointerInput(.pressed(.forward, at: ScreenPoint(x: 0, y: 0)))))
    }

    func testAPressCarriesItsClickCountAndTheModifiersHeld() {
        let doubleClick = input({
            $0.button.type = SDL_MOUSEBUTTONDOWN.rawValue
            $0.button.button = UInt8(SDL_BUTTON_LEFT)
            $0.button.clicks = 2
        }, holding: .shift)
        XCTAssertEqual(doubleClick, .pointer(PointerInput(.pressed(.left, at: ScreenPoint(x: 0, y: 0)), modifiers: .shift,
                                                          clickCount: 2)))
    }

    func testTheModifiersHeldFollowTheKeyEventsInTheirOrder() {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(SDLK_LSHIFT.rawValue)
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        let held = SDLInputTranslation.heldModifiers(after: event, before: [])
        XCTAssertEqual(held, .shift, "Shift went down")
        var click = SDL_Event()
        click.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        XCTAssertEqual(SDLInputTranslation.heldModifiers(after: click, before: held), .shift, "a click changes nothing")
        event.key.type = SDL_KEYUP.rawValue
        event.key.keysym.mod = 0
        XCTAssertEqual(SDLInputTranslation.heldModifiers(after: event, before: held), [], "Shift came up")
    }

    func testMouseEventsSDLMakesUpFromTouchesAreLeftToTheFingers() {
        let madeUp = input {
            $0.button.type = SDL_MOUSEBUTTONDOWN.rawValue
            $0.button.button = UInt8(SDL_BUTTON_LEFT)
            $0.button.which = SDLInputTranslation.touchMouseID
        }
        XCTAssertNil(madeUp)
        let finger = input {
            $0.tfinger.type = SDL_FINGERMOTION.rawValue
            $0.tfinger.fingerId = 3
            $0.tfinger.x = 0.5
            $0.tfinger.y = 0.25
            $0.tfinger.timestamp = 7
        }
        XCTAssertEqual(finger, .pointer(PointerInput(.moved(to: ScreenPoint(x: 800, y: 500)), source: .finger(3),
                                                     milliseconds: 7)))
    }

    func testTextWindowAndQuit() {
        let text = input {
            $0.text.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &$0.text.text) { bytes in
                for (index, byte) in "é✓".utf8.enumerated() { bytes[index] = byte }
            }
        }
        XCTAssertEqual(text, .text("é✓"))
        let resized = input {
            $0.window.type = SDL_WINDOWEVENT.rawValue
            $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        }
        XCTAssertEqual(resized, .window(.resized))
        let moved = input {
            $0.window.type = SDL_WINDOWEVENT.rawValue
            $0.window.event = UInt8(SDL_WINDOWEVENT_MOVED.rawValue)
        }
        XCTAssertNil(moved, "a moved window shows the same")
        XCTAssertEqual(input { $0.type = SDL_QUIT.rawValue }, .quit)
        XCTAssertNil(input { $0.type = SDL_USEREVENT.rawValue }, "a render worker's wake-up is not input")
    }
}
