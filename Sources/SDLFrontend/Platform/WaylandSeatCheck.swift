import CWaylandSeat
import Foundation

/// SDL 2.26 (Debian 12 ships 2.26.5) dereferences a null seat inside
/// `SDL_Init` when its Wayland driver meets a compositor that offers no
/// `wl_seat` (no keyboard, pointer or touch: weston's headless backend, a
/// signage box without input devices), and the process dies of SIGSEGV.
/// Before SDL's Wayland driver starts, the compositor is asked for a seat
/// with one registry roundtrip on a connection of its own.
enum WaylandSeatCheck {
    /// What the compositor at a display answered.
    enum Answer: Equatable {
        case seat
        case noSeat
        case noCompositor
    }

    /// The display SDL's Wayland driver connects to: `WAYLAND_DISPLAY`, else wayland-0.
    static func displayName(environment: [String: String]) -> String {
        environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 } ?? "wayland-0"
    }

    /// Asks the compositor at `displayName(environment:)` (`sdlpdf_wayland_has_seat`).
    static func ask(environment: [String: String]) -> Answer {
        switch sdlpdf_wayland_has_seat(displayName(environment: environment)) {
        case 1: return .seat
        case 0: return .noSeat
        default: return .noCompositor
        }
    }

    /// Why SDL's Wayland driver must not start on the compositor at `display`.
    static func noSeatReason(display: String) -> String {
        "the Wayland compositor at \(display) offers no seat (no keyboard, pointer or touch), on which SDL's Wayland driver crashes; "
            + "connect an input device, or choose another driver (SDL_VIDEODRIVER=x11 or kmsdrm)"
    }
}
