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
    init?(options: KioskOptions, now: UInt64) {
        timer = KioskTimer(options: options, startingAt: Self.seconds(now))
        guard timer.nextDeadline != nil else { return nil }
    }

    private static func seconds(_ ticks: UInt64) -> Double { Double(ticks) / 1000 }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        if input.isReaderInput(pointerMoved: host.pointerMoved) {
            timer.noteInput(at: Self.seconds(host.now))
        }
        return false
    }

    func draw(in canvas: LayerCanvas) {}

    var isBlank: Bool { true }

    var nextWakeUp: UInt64? {
        timer.nextDeadline.map { UInt64(max(0, $0 * 1000).rounded(.up)) }
    }

    func tick(now: UInt64, in host: LayerHost) {
        switch timer.fire(at: Self.seconds(now)) {
        case .turnPage:
            host.turnToNextSpread()
        case .returnToFirstPage:
            host.returnToFirstPage()
        case nil:
            break
        }
    }
}
