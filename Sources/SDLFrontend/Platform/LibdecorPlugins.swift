import Foundation

/// libdecor draws window decorations on Wayland compositors that leave them
/// to the client (GNOME's), through a plugin (Debian's libdecor-0-plugin-1-cairo).
/// Without one, libdecor prints "Couldn't open plugin directory … falling back
/// on no decorations" on every start, and the window gets no decorations all
/// the same; so when no plugin is installed SDL is told not to use libdecor
/// (`SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR`), which is the same window in silence.
enum LibdecorPlugins {
    /// The folders libdecor 0.1 loads its plugins from: `LIBDECOR_PLUGIN_DIR`,
    /// else the one it was built with (Debian's multiarch library folder).
    static func folders(environment: [String: String]) -> [String] {
        if let configured = environment["LIBDECOR_PLUGIN_DIR"], !configured.isEmpty {
            return [configured]
        }
        #if arch(x86_64)
        let multiarch = "x86_64-linux-gnu"
        #elseif arch(arm64)
        let multiarch = "aarch64-linux-gnu"
        #else
        let multiarch = "unknown"
        #endif
        return ["/usr/lib/\(multiarch)/libdecor/plugins-1", "/usr/lib64/libdecor/plugins-1", "/usr/lib/libdecor/plugins-1"]
    }

    /// Whether any of those folders holds a plugin (a shared library).
    static func areInstalled(environment: [String: String]) -> Bool {
        folders(environment: environment).contains { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasSuffix(".so") }
        }
    }
}
