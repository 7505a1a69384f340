import CSDL2
import Viewer

/// What a kiosk adds to the window: keys the policy refuses do nothing, the
/// exit chord (`--kiosk-exit-key`) quits, and the pointer hides when unused.
/// (The slideshow and idle reset, which also work outside kiosks, are
/// `SlideshowLayer`.)
///
/// The session asks it before every drawn layer, so no overlay can swallow
/// the exit chord or let a refused command through.
final class KioskLayer: SessionLayer {
    /// Milliseconds without pointer motion before the pointer hides.
    static let pointerIdleMilliseconds: UInt32 = 3000

    private let policy: KioskPolicy
    private var pointerHidesAt: UInt32?

    init(configuration: ViewerConfiguration, now: UInt32) {
        policy = configuration.kioskPolicy
        pointerHidesAt = now &+ Self.pointerIdleMilliseconds
    }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        if event.type == SDL_MOUSEMOTION.rawValue || event.type == SDL_FINGERDOWN.rawValue {
            SDL_ShowCursor(SDL_ENABLE)
            pointerHidesAt = SDL_GetTicks() &+ Self.pointerIdleMilliseconds
        }
        guard event.type == SDL_KEYDOWN.rawValue, let chord = SDLKeyTranslation.chord(from: event.key.keysym) else {
            return false
        }
        if policy.isExitChord(chord) {
            session.running = false
            return true
        }
        if let command = KeyMap.default.command(for: chord.normalized), !policy.allows(command) {
            return true
        }
        return false
    }

    func draw(in session: ViewerSession) {}

    var nextWakeUp: UInt32? { pointerHidesAt }

    func tick(now: UInt32, in session: ViewerSession) {
        if let hideAt = pointerHidesAt, Int32(bitPattern: hideAt &- now) <= 0 {
            SDL_ShowCursor(SDL_DISABLE)
            pointerHidesAt = nil
        }
    }
}
