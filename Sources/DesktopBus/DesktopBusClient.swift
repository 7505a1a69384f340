import CDesktopBus
import Viewer

/// Blocking calls on the session bus for a process without a window of its
/// own: `sdlpdf --version --verbose` asks the portal, `sdlpdf
/// --synctex-forward` finds and drives a window. Each call fails within
/// `timeoutMilliseconds`.
public enum DesktopBusClient {
    /// The desktop's preference now; throws why there is none (no session
    /// bus, no portal, no `color-scheme`).
    public static func colorScheme(timeoutMilliseconds: UInt32 = 1000) throws -> DesktopColorScheme {
        var scheme: UInt32 = 0
        var error = sdlpdf_bus_error()
        guard sdlpdf_bus_read_color_scheme(timeoutMilliseconds, &scheme, &error) == 0 else {
            throw DesktopBusError(message: DesktopBus.message(of: error))
        }
        return DesktopColorScheme(portalValue: scheme)
    }

    /// The bus name of a window showing the file at `path`, or nil when none does.
    public static func viewer(showing path: String, timeoutMilliseconds: UInt32 = 2000) throws -> String? {
        var error = sdlpdf_bus_error()
        var name = [CChar](repeating: 0, count: 256)
        switch sdlpdf_bus_find_viewer(path, timeoutMilliseconds, &name, name.count, &error) {
        case 1: return String(cString: name)
        case 0: return nil
        default: throw DesktopBusError(message: DesktopBus.message(of: error))
        }
    }

    /// Asks the window `viewer` to show line `line` of the TeX file `input`
    /// (SyncTeX forward search); throws with the window's answer.
    public static func synctexView(viewer: String, input: String, line: Int, column: Int,
                                   timeoutMilliseconds: UInt32 = 5000) throws {
        var error = sdlpdf_bus_error()
        guard sdlpdf_bus_call_synctex_view(viewer, input, UInt32(clamping: line), UInt32(clamping: column), timeoutMilliseconds,
                                           &error) == 0 else {
            throw DesktopBusError(message: DesktopBus.message(of: error))
        }
    }
}
