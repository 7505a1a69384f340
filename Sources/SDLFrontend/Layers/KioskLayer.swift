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
    static let pointerIdleMilliseconds: UInt64 = 3000

    private let policy: KioskPolicy
    private var pointerHidesAt: UInt64?

    init(configuration: ViewerConfiguration, now: UInt64) {
        policy = configuration.kioskPolicy
        pointerHidesAt = now + Self.pointerIdleMilliseconds
    }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .pointer(let pointer):
            // Any motion, a finger's too (SDL moves the pointer with it).
            switch (pointer.event, pointer.source) {
            case (.moved, _), (.pressed, .finger):
                host.setPointerVisible(true)
                pointerHidesAt = host.now + Self.pointerIdleMilliseconds
            default:
                break
            }
            return false
        case .keyDown(let chord?, _):
            if policy.isExitChord(chord) {
                host.quitNow()
                return true
            }
            if let command = KeyMap.default.command(for: chord.normalized), !policy.allows(command) {
                return true
            }
            return false
        default:
            return false
        }
    }

    func draw(in canvas: LayerCanvas) {}

    var nextWakeUp: UInt64? { pointerHidesAt }

    func tick(now: UInt64, in host: LayerHost) {
        if let hideAt = pointerHidesAt, hideAt <= now {
            host.setPointerVisible(false)
            pointerHidesAt = nil
        }
    }
}
