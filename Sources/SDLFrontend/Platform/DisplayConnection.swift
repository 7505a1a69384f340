import CSDL2
import CWaylandSeat
import Foundation

/// Starts SDL's video subsystem on a display that is really there.
///
/// Left to itself, SDL 2.26 falls back to its offscreen driver when neither
/// X11 nor Wayland nor KMSDRM answers (an SSH session without X forwarding,
/// `DISPLAY` naming a server that is gone): the window exists nowhere and the
/// viewer runs until killed. So, unless `SDL_VIDEODRIVER` names a driver
/// (offscreen and dummy are used only then), the drivers that show something
/// are tried one by one — X11 at `$DISPLAY`, Wayland, KMSDRM — and when none
/// starts, starting fails with one line that names each and why.
enum DisplayConnection {
    /// No driver that shows a window could start.
    struct NoDisplayFound: Error, CustomStringConvertible {
        /// One entry a driver tried, e.g. "X11 (no X server answers at :39)".
        let attempts: [String]
        var description: String {
            "no display found: tried \(attempts.joined(separator: ", ")); run sdlpdf in a desktop session, "
                + "or set DISPLAY or WAYLAND_DISPLAY"
        }
    }

    /// The driver `SDL_VIDEODRIVER` named could not start.
    struct NamedDriverFailed: Error, CustomStringConvertible {
        let driver: String
        let reason: String
        var description: String { "cannot start SDL's \(driver) video driver (SDL_VIDEODRIVER=\(driver)): \(reason)" }
    }

    /// Starts SDL's video subsystem (`SDL_Init`) with the driver
    /// `SDL_VIDEODRIVER` names, or the first of X11, Wayland and KMSDRM
    /// that starts. libwayland's own complaints while looking are not printed.
    static func start(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        sdlpdf_wayland_log_quietly(1)
        defer { sdlpdf_wayland_log_quietly(0) }
        if let named = environment["SDL_VIDEODRIVER"], !named.isEmpty {
            if let reason = startDriver(named, environment: environment) {
                throw NamedDriverFailed(driver: named, reason: reason)
            }
            return
        }
        var attempts: [String] = []
        for (driver, name) in [("x11", "X11"), ("wayland", "Wayland"), ("kmsdrm", "KMSDRM")] {
            guard let reason = startDriver(driver, environment: environment) else { return }
            attempts.append("\(name) (\(reason))")
        }
        throw NoDisplayFound(attempts: attempts)
    }

    /// Starts SDL's video subsystem with `driver`; nil when it started, else why not.
    private static func startDriver(_ driver: String, environment: [String: String]) -> String? {
        var x11Display: String?
        switch driver {
        case "wayland":
            let display = WaylandSeatCheck.displayName(environment: environment)
            if !display.hasPrefix("/") && (environment["XDG_RUNTIME_DIR"] ?? "").isEmpty {
                return "XDG_RUNTIME_DIR is not set"
            }
            switch WaylandSeatCheck.ask(environment: environment) {
            case .noCompositor: return "no compositor answers at \(display)"
            case .noSeat: return WaylandSeatCheck.noSeatReason(display: display)
            case .seat: break
            }
            if !LibdecorPlugins.areInstalled(environment: environment) {
                SDL_SetHint(SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR, "0")
            }
        case "x11":
            guard let display = environment["DISPLAY"], !display.isEmpty else { return "DISPLAY is not set" }
            x11Display = display
        case "kmsdrm":
            guard FileManager.default.fileExists(atPath: "/dev/dri") else { return "no graphics device in /dev/dri" }
        default:
            break
        }
        SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let reason = String(cString: SDL_GetError())
            if let display = x11Display, reason.contains("not available") {
                return "no X server answers at \(display)"
            }
            return reason.isEmpty ? "SDL gave no reason" : reason
        }
        return nil
    }
}
