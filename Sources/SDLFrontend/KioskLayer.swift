import CSDL2
import Viewer

/// What a kiosk adds to the window: keys the policy refuses do nothing, the
/// exit chord (`--kiosk-exit-key`) quits, the slideshow turns pages, an idle
/// viewer returns to the first page, and the pointer hides when unused.
///
/// The session asks it before every other layer, so no overlay can swallow
/// the exit chord or let a refused command through.
final class KioskLayer: SessionLayer {
    /// Milliseconds without pointer motion before the pointer hides.
    static let pointerIdleMilliseconds: UInt32 = 3000

    private let policy: KioskPolicy
    private var timer: KioskTimer
    private var pointerHidesAt: UInt32?

    init(configuration: ViewerConfiguration, now: UInt32) {
        policy = configuration.kioskPolicy
        timer = KioskTimer(options: configuration.kiosk, startingAt: Self.seconds(now))
        pointerHidesAt = now &+ Self.pointerIdleMilliseconds
    }

    private static func seconds(_ ticks: UInt32) -> Double { Double(ticks) / 1000 }

    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool {
        guard Self.isInput(event) else { return false }
        let now = SDL_GetTicks()
        timer.noteInput(at: Self.seconds(now))
        if event.type == SDL_MOUSEMOTION.rawValue || event.type == SDL_FINGERDOWN.rawValue {
            SDL_ShowCursor(SDL_ENABLE)
            pointerHidesAt = now &+ Self.pointerIdleMilliseconds
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

    var nextWakeUp: UInt32? {
        let timerDeadline = timer.nextDeadline.map { UInt32(max(0, $0 * 1000).rounded(.up)) }
        return [timerDeadline, pointerHidesAt].compactMap { $0 }.min()
    }

    func tick(now: UInt32, in session: ViewerSession) {
        if let hideAt = pointerHidesAt, Int32(bitPattern: hideAt &- now) <= 0 {
            SDL_ShowCursor(SDL_DISABLE)
            pointerHidesAt = nil
        }
        switch timer.fire(at: Self.seconds(now)) {
        case .turnPage:
            let step = session.state.effectivePageMode == .double ? 2 : 1
            session.state.goToPage(KioskTimer.page(after: session.state.currentPageIndex, pageCount: session.state.pageCount,
                                                   step: step))
        case .returnToFirstPage:
            session.state.goToPage(0)
        case nil:
            break
        }
    }

    /// Events that come from the reader (not from the window system or the renderer).
    private static func isInput(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_KEYDOWN.rawValue, SDL_MOUSEMOTION.rawValue, SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEWHEEL.rawValue,
             SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_MULTIGESTURE.rawValue, SDL_TEXTINPUT.rawValue:
            return true
        default:
            return false
        }
    }
}
