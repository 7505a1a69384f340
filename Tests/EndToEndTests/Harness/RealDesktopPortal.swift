import Foundation
import XCTest

/// The real XDG desktop portal on a private session bus, as a GNOME desktop
/// has it: xdg-desktop-portal with the xdg-desktop-portal-gtk backend, which
/// reads `org.gnome.desktop.interface color-scheme` through dconf
/// (dconf-service) and signals its changes. The bus starts each program when
/// it is first called, and only these (`busConfiguration(under:)`: not the
/// document portal, whose FUSE mount would outlive the test's directory), in
/// the environment `environment(for:under:)` makes:
/// the test's X display (the gtk backend opens it), `XDG_CURRENT_DESKTOP=GNOME`
/// (the portal picks the backends whose `.portal` file says `UseIn=gnome`)
/// and a dconf database in the test's directory, never the user's.
/// `gsettings` changes the setting as GNOME's own settings do.
final class RealDesktopPortal {
    /// The programs the bus starts; missing ones fail the test (`make test-deps` installs them).
    static let programs = [
        "/usr/libexec/xdg-desktop-portal": "xdg-desktop-portal",
        "/usr/libexec/xdg-desktop-portal-gtk": "xdg-desktop-portal-gtk",
        "/usr/libexec/dconf-service": "dconf-service",
    ]

    /// The D-Bus services of `programs`, as their packages install them.
    static let services = ["org.freedesktop.portal.Desktop", "org.freedesktop.impl.portal.desktop.gtk", "ca.desrt.dconf"]

    /// The bus the portal is on.
    let bus: SessionBus
    /// The environment of `gsettings`: the bus's, on the same dconf database.
    private let settingsEnvironment: [String: String]

    /// Uses `bus`, started in `environment` (from `environment(for:under:)`).
    init(bus: SessionBus, environment: [String: String]) {
        self.bus = bus
        settingsEnvironment = bus.environment(environment)
    }

    /// The environment of the bus and of what it starts, for windows on
    /// `display`, with home, configuration (dconf's database) and runtime
    /// directories (dconf's shared memory) made under `directory`. Throws when
    /// a program or the `color-scheme` key (gsettings-desktop-schemas 42 or
    /// later) is missing.
    static func environment(for display: VirtualDisplay, under directory: URL) throws -> [String: String] {
        for (path, package) in programs.sorted(by: { $0.key < $1.key }) where !FileManager.default.isExecutableFile(atPath: path) {
            throw HarnessError.toolUnavailable(tool: path, reason: "not installed (Debian \(package))")
        }
        try TestEnvironment.requireTools("gsettings")
        var environment = display.environment()
        environment["XDG_CURRENT_DESKTOP"] = "GNOME"
        environment["GSETTINGS_BACKEND"] = "dconf"
        // No accessibility bus for the gtk backend to start.
        environment["NO_AT_BRIDGE"] = "1"
        for (variable, name) in ["HOME": "home", "XDG_CONFIG_HOME": "config", "XDG_CACHE_HOME": "cache",
                                 "XDG_DATA_HOME": "data", "XDG_RUNTIME_DIR": "runtime"] {
            let path = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            environment[variable] = path.path
        }
        let range = try Command.run("gsettings", ["range", "org.gnome.desktop.interface", "color-scheme"], environment: environment)
        guard range.status == 0 else {
            throw HarnessError.toolUnavailable(tool: "gsettings org.gnome.desktop.interface color-scheme",
                                               reason: "no such key (Debian gsettings-desktop-schemas 42 or later): \(range.standardError)")
        }
        return environment
    }

    /// A session bus configuration, written under `directory`, that starts
    /// only `services` (their files copied from /usr/share/dbus-1/services).
    static func busConfiguration(under directory: URL) throws -> URL {
        let serviceDirectory = directory.appendingPathComponent("dbus-services")
        try FileManager.default.createDirectory(at: serviceDirectory, withIntermediateDirectories: true)
        for service in services {
            let installed = URL(fileURLWithPath: "/usr/share/dbus-1/services/\(service).service")
            guard FileManager.default.fileExists(atPath: installed.path) else {
                throw HarnessError.toolUnavailable(tool: installed.path,
                                                   reason: "not installed (Debian xdg-desktop-portal, xdg-desktop-portal-gtk, dconf-service)")
            }
            try FileManager.default.copyItem(at: installed, to: serviceDirectory.appendingPathComponent(installed.lastPathComponent))
        }
        let configuration = directory.appendingPathComponent("session.conf")
        try Data("""
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:tmpdir=/tmp</listen>
              <auth>EXTERNAL</auth>
              <servicedir>\(serviceDirectory.path)</servicedir>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>

            """.utf8).write(to: configuration)
        return configuration
    }

    /// `gsettings set org.gnome.desktop.interface color-scheme value`
    /// ("default", "prefer-dark", "prefer-light"); returns once gsettings has
    /// written it through dconf-service.
    func setColorScheme(_ value: String) throws {
        let result = try Command.run("gsettings", ["set", "org.gnome.desktop.interface", "color-scheme", value],
                                     environment: settingsEnvironment)
        guard result.status == 0 else {
            throw HarnessError.commandFailed(command: "gsettings set org.gnome.desktop.interface color-scheme \(value)",
                                             status: result.status, standardError: result.standardError)
        }
    }

    /// What the portal answers for `org.freedesktop.appearance color-scheme`
    /// (`Read`, which every portal version has), as gdbus prints it.
    func colorScheme() throws -> String {
        try bus.call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.freedesktop.portal.Settings.Read",
                     ["org.freedesktop.appearance", "color-scheme"])
    }

    /// Waits until the portal, started by the bus if it is not running yet,
    /// answers `color-scheme` with a number. Skips the test, with the portal's
    /// last error and what the bus logged, when it does not within `timeout`:
    /// the programs are installed but cannot run here.
    func waitUntilAnswering(timeout: Double = 15) throws {
        var lastError = ""
        do {
            _ = try poll("the desktop portal to answer color-scheme", timeout: timeout, interval: 0.2) { () -> Bool? in
                do {
                    return try colorScheme().contains("uint32") ? true : nil
                } catch {
                    lastError = "\(error)"
                    return nil
                }
            }
        } catch {
            let log = bus.log.split(separator: "\n").suffix(15).joined(separator: "\n")
            throw XCTSkip("the real desktop portal does not run here: \(lastError.isEmpty ? "\(error)" : lastError); bus log:\n\(log)")
        }
    }
}
