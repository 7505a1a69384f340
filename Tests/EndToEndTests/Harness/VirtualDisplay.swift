import Foundation

/// A private X server (Xvfb) for one test, on a display number nobody else uses.
final class VirtualDisplay {
    /// The display number N of ":N".
    let number: Int
    /// Screen size in pixels.
    let width: Int
    let height: Int
    private let server: ChildProcess

    /// The DISPLAY value, ":N".
    var name: String { ":\(number)" }

    private init(number: Int, width: Int, height: Int, server: ChildProcess) {
        self.number = number
        self.width = width
        self.height = height
        self.server = server
    }

    /// Starts Xvfb with a 24-bit screen of the given size and waits until it
    /// accepts connections. Tries further display numbers when one turns out
    /// to be taken (another server may start between the check and ours).
    static func start(width: Int = 1600, height: Int = 1200, logDirectory: URL) throws -> VirtualDisplay {
        try TestEnvironment.requireTools("Xvfb", "xdpyinfo", "xdotool", "import")
        var tried: [Int] = []
        var lastLog = ""
        let first = 90 + Int(ProcessInfo.processInfo.processIdentifier % 100)
        for number in (first..<(first + 400)).filter(isUnused).prefix(8) {
            tried.append(number)
            let server = try ChildProcess(
                "Xvfb", [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                logDirectory: logDirectory)
            if try waitUntilReady(number: number, server: server) {
                return VirtualDisplay(number: number, width: width, height: height, server: server)
            }
            lastLog = server.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            server.stop()
        }
        throw HarnessError.noFreeDisplay(tried: tried, lastLog: lastLog)
    }

    /// Whether no X server holds display `number` (no lock file, no socket).
    private static func isUnused(_ number: Int) -> Bool {
        !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
            && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Polls `xdpyinfo` until the server answers (true) or exits (false).
    private static func waitUntilReady(number: Int, server: ChildProcess) throws -> Bool {
        let deadline = Deadline(seconds: 10)
        while !deadline.hasPassed {
            guard server.isRunning else { return false }
            let probe = try Command.run("xdpyinfo", ["-display", ":\(number)"], timeout: 5)
            if probe.status == 0 && server.isRunning { return true }
            deadline.pause(0.05)
        }
        throw HarnessError.timedOut(what: "Xvfb on :\(number) to accept connections", seconds: deadline.seconds,
                                    detail: "Xvfb stderr: \(server.standardError)")
    }

    /// The environment for a program that should talk to this server.
    func environment(adding extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment["WAYLAND_DISPLAY"] = nil
        return environment.merging(extra) { _, new in new }
    }

    /// Runs an X client program against this server (killed after `timeout` seconds).
    @discardableResult
    func run(_ executable: String, _ arguments: [String], timeout: Double = 10) throws -> CommandResult {
        try Command.check(executable, arguments, environment: environment(), timeout: timeout)
    }

    /// Captures the screen, or the part of it inside the given rectangle.
    func screenshot(x: Int = 0, y: Int = 0, width cropWidth: Int? = nil, height cropHeight: Int? = nil) throws -> RGBImage {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("sdlpdf-e2e-screen-\(number)-\(UUID().uuidString.prefix(8)).ppm")
        defer { try? FileManager.default.removeItem(at: file) }
        let crop = "\(cropWidth ?? width)x\(cropHeight ?? height)+\(x)+\(y)"
        try run("import", ["-display", name, "-window", "root", "-crop", crop, "+repage", "-depth", "8", "ppm:\(file.path)"])
        return try PortablePixmap.decode(try Data(contentsOf: file), path: file.path)
    }

    /// Starts a window manager (openbox) on this server and waits until it
    /// manages the screen (the root window's `_NET_SUPPORTING_WM_CHECK`);
    /// the caller stops it.
    func startWindowManager(logDirectory: URL) throws -> ChildProcess {
        try TestEnvironment.requireTools("openbox", "xprop")
        let manager = try ChildProcess("openbox", [], environment: environment(), logDirectory: logDirectory)
        do {
            _ = try poll("openbox to manage \(name)", timeout: 10,
                         describeFailure: { "openbox stderr: \(manager.standardError)" }) { () -> Bool? in
                guard manager.isRunning else { throw HarnessError.commandFailed(command: "openbox", status: 1, standardError: manager.standardError) }
                let root = try Command.run("xprop", ["-display", name, "-root", "_NET_SUPPORTING_WM_CHECK"], timeout: 5)
                return root.standardOutput.contains("window id") ? true : nil
            }
        } catch {
            manager.stop()
            throw error
        }
        return manager
    }

    /// Shuts the server down.
    func stop() { server.stop() }

    deinit { stop() }
}
