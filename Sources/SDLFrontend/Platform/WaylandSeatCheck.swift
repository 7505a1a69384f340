import CWaylandSeat
import Foundation

/// SDL 2.26 (Debian 12 ships 2.26.5) dereferences a null seat inside
/// `SDL_Init` when its Wayland driver meets a compositor that offers no
/// `wl_seat` (no keyboard, pointer or touch: weston's headless backend, a
/// signage box without input devices), and the process dies of SIGSEGV.
/// Before SDL starts, when SDL would use Wayland, the compositor is asked
/// for a seat with one registry roundtrip on a connection of its own; without
/// one, starting stops with a one-line error instead.
enum WaylandSeatCheck {
    /// Why the window cannot open on this compositor.
    struct SeatlessCompositor: Error, CustomStringConvertible {
        let display: String
        var description: String {
            "the Wayland compositor at \(display) offers no seat (no keyboard, pointer or touch), on which SDL's "
                + "Wayland driver crashes; connect an input device, or choose another driver (SDL_VIDEODRIVER=x11 or kmsdrm)"
        }
    }

    /// Whether SDL will try its Wayland driver: `SDL_VIDEODRIVER=wayland`,
    /// or no driver chosen and no X display to prefer (SDL 2.26 tries X11 first).
    static func sdlWouldUseWayland(environment: [String: String]) -> Bool {
        switch environment["SDL_VIDEODRIVER"] {
        case "wayland": return true
        case nil, "": return (environment["DISPLAY"] ?? "").isEmpty
        default: return false
        }
    }

    /// Throws `SeatlessCompositor` when SDL would use Wayland and the
    /// compositor answering there has no seat; a compositor that does not
    /// answer is left to SDL, which then fails with its own error.
    static func check(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard sdlWouldUseWayland(environment: environment) else { return }
        let name = environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
        if sdlpdf_wayland_has_seat(name) == 0 {
            throw SeatlessCompositor(display: name ?? "wayland-0")
        }
    }
}
