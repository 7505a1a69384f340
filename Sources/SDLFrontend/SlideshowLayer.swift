import CSDL2
import Viewer

/// The slideshow (`--slideshow`) and the idle reset (`--idle-reset`), in a
/// kiosk and in a normal window alike: a `KioskTimer` fed with the reader's
/// input and the clock. Every key, click, wheel turn, touch or pointer
/// movement restarts both countdowns, so the slideshow pauses for a full
/// interval while someone reads.
///
/// The session asks it for input before every other layer (the kiosk's
/// too), so it sees what those consume; it never consumes anything itself.
/// The event loop waits no longer than its `nextWakeUp`, so pages turn
/// without any input.
final class SlideshowLayer: SessionLayer {
    private var timer: KioskTimer

    /// The timer of `options` started at `now`; nil when neither the
    /// slideshow nor the idle reset is on.
    init?(options: KioskOptions, now: UInt32) {
        timer = KioskTimer(options: options, startingAt: Self.seconds(now))
        guard timer.nextDeadline != nil else { return nil }
    }

    private static func seconds(_ ticks: UInt32) -> Double { Double(ticks) / 1000 }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        if Self.isInput(event, pointerMoved: session.pointerMoved) {
            timer.noteInput(at: Self.seconds(SDL_GetTicks()))
        }
        return false
    }

    func draw(in session: ViewerSession) {}

    var isBlank: Bool { true }

    var nextWakeUp: UInt32? {
        timer.nextDeadline.map { UInt32(max(0, $0 * 1000).rounded(.up)) }
    }

    func tick(now: UInt32, in session: ViewerSession) {
        if let action = timer.fire(at: Self.seconds(now)) {
            session.state.apply(action)
        }
    }

    /// Events that come from the reader, not from the window system or the
    /// renderer; a pointer report counts only when the pointer moved (SDL
    /// reports where it rests when the window opens under it).
    private static func isInput(_ event: SDL_Event, pointerMoved: Bool) -> Bool {
        switch event.type {
        case SDL_MOUSEMOTION.rawValue:
            return pointerMoved
        case SDL_KEYDOWN.rawValue, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEWHEEL.rawValue, SDL_FINGERDOWN.rawValue,
             SDL_FINGERMOTION.rawValue, SDL_MULTIGESTURE.rawValue, SDL_TEXTINPUT.rawValue:
            return true
        default:
            return false
        }
    }
}
