import Foundation

/// A private session bus (`dbus-daemon --session`, as `dbus-run-session`
/// starts one) for one test, with the stand-in desktop portal
/// (Tests/DesktopPortal/fake-portal.py) when asked; stopped when the test ends.
/// The services it starts on demand (the real portal, dconf) run in its environment.
final class SessionBus {
    /// The bus's address, for DBUS_SESSION_BUS_ADDRESS.
    let address: String
    private let daemon: ChildProcess
    private var portal: ChildProcess?
    private let logDirectory: URL

    /// Starts the bus, in `environment` when given (else the test's own),
    /// with the configuration file `configuration` when given (else the
    /// standard session bus's); throws when dbus-daemon is not installed or
    /// gives no address.
    init(logDirectory: URL, environment: [String: String]? = nil, configuration: URL? = nil) throws {
        try TestEnvironment.requireTools("dbus-daemon", "gdbus")
        self.logDirectory = logDirectory
        daemon = try ChildProcess("dbus-daemon", [configuration.map { "--config-file=\($0.path)" } ?? "--session",
                                                  "--nofork", "--nosyslog", "--print-address=1"],
                                  environment: environment, logDirectory: logDirectory)
        let process = daemon
        address = try poll("dbus-daemon's address", timeout: 10, interval: 0.02,
                           describeFailure: { "stderr: \(process.standardError)" }) { () -> String? in
            if let termination = process.termination {
                throw HarnessError.toolUnavailable(tool: "dbus-daemon", reason: "\(termination): \(process.standardError)")
            }
            let line = process.standardOutput.split(separator: "\n").first.map(String.init)
            return line?.hasPrefix("unix:") == true ? line : nil
        }
    }

    /// The environment of a program on this bus.
    func environment(_ base: [String: String]) -> [String: String] {
        var environment = base
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        return environment
    }

    /// Starts the stand-in portal answering `color-scheme` with `scheme`
    /// (0 no preference, 1 prefer dark, 2 prefer light) and waits until it owns its name.
    func startPortal(colorScheme scheme: UInt32) throws {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw HarnessError.toolUnavailable(tool: python, reason: "not installed (Debian python3-gi)")
        }
        let script = TestEnvironment.packageRoot.appendingPathComponent("Tests/DesktopPortal/fake-portal.py").path
        let portal = try ChildProcess(python, [script, String(scheme)],
                                      environment: environment(ProcessInfo.processInfo.environment), logDirectory: logDirectory)
        self.portal = portal
        _ = try poll("the stand-in portal to own its name", timeout: 10, interval: 0.02,
                 describeFailure: { "stderr: \(portal.standardError)" }) { () -> Bool? in
            if let termination = portal.termination {
                throw HarnessError.toolUnavailable(tool: "fake-portal.py", reason: "\(termination): \(portal.standardError)")
            }
            return portal.standardOutput.contains("ready") ? true : nil
        }
    }

    /// The portal says the desktop's color-scheme is now `scheme` (SettingChanged).
    func setColorScheme(_ scheme: UInt32) throws {
        try call("org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop", "org.sdlpdf.test.FakePortal.SetColorScheme",
                 [String(scheme)])
    }

    /// `gdbus call` on this bus: the reply as gdbus prints it; throws with gdbus's error.
    @discardableResult
    func call(_ destination: String, _ path: String, _ method: String, _ arguments: [String]) throws -> String {
        let result = try Command.run("gdbus", ["call", "--session", "--dest", destination, "--object-path", path, "--method", method]
                                     + arguments, environment: environment(ProcessInfo.processInfo.environment))
        guard result.status == 0 else { throw BusCallError(message: result.standardError) }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the bus and the services it started wrote to standard error.
    var log: String { daemon.standardError }

    /// The names on the bus.
    func names() throws -> [String] {
        try call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.ListNames", [])
            .components(separatedBy: CharacterSet(charactersIn: "[]'(), ")).filter { !$0.isEmpty }
    }

    /// Waits until `name` is on the bus.
    func waitForName(_ name: String, timeout: Double = 10) throws {
        _ = try poll("\(name) on the bus", timeout: timeout, interval: 0.05,
                     describeFailure: { "names: \((try? self.names()) ?? [])" }) { () -> Bool? in
            try names().contains(name) ? true : nil
        }
    }

    func stop() {
        portal?.stop()
        daemon.stop()
    }
}

/// A method call the bus answered with an error; `message` is gdbus's line.
struct BusCallError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
