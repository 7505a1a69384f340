import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A weston compositor for sdlpdf's Wayland driver: nested in a virtual X
/// display (its output is an X window there, at the display's top left,
/// which screenshots and xdotool reach) with the kiosk shell, or headless
/// (no output, no input devices: no seat). Its socket lives in a private
/// runtime directory, removed with `stop()`.
final class WestonCompositor {
    let process: ChildProcess
    /// The socket name clients pass as WAYLAND_DISPLAY.
    let socket: String
    /// The XDG_RUNTIME_DIR holding the socket.
    let runtimeDirectory: URL

    /// Output size in pixels of the nested compositor's window.
    static let outputWidth = 800, outputHeight = 700

    private init(process: ChildProcess, socket: String, runtimeDirectory: URL) {
        self.process = process
        self.socket = socket
        self.runtimeDirectory = runtimeDirectory
    }

    /// weston in `display`, kiosk shell, pixman renderer, output scale `scale`.
    static func nested(in display: VirtualDisplay, scale: Int = 1, logDirectory: URL) throws -> WestonCompositor {
        try start(["--backend=x11-backend.so", "--shell=kiosk-shell.so", "--use-pixman", "--scale=\(scale)",
                   "--width=\(outputWidth)", "--height=\(outputHeight)"], display: display, logDirectory: logDirectory)
    }

    /// weston's headless backend: a compositor with no seat.
    static func headless(logDirectory: URL) throws -> WestonCompositor {
        try start(["--backend=headless-backend.so", "--use-pixman"], display: nil, logDirectory: logDirectory)
    }

    private static func start(_ arguments: [String], display: VirtualDisplay?, logDirectory: URL) throws -> WestonCompositor {
        // A short path: a socket's path must fit in 108 bytes.
        let runtime = URL(fileURLWithPath: "/tmp/sdlpdf-wl-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let socket = "wayland-sdlpdf"
        var environment = display?.environment() ?? ProcessInfo.processInfo.environment
        if display == nil { environment["DISPLAY"] = nil }
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_RUNTIME_DIR"] = runtime.path
        let process = try ChildProcess("/usr/bin/weston", arguments + ["--socket=\(socket)"], environment: environment,
                                       logDirectory: logDirectory)
        let compositor = WestonCompositor(process: process, socket: socket, runtimeDirectory: runtime)
        do {
            try poll("weston's socket \(socket)", timeout: 10, interval: 0.05, describeFailure: { process.standardError }) {
                () -> Bool? in
                if let termination = process.termination {
                    throw HarnessError.commandFailed(command: "weston \(arguments.joined(separator: " "))",
                                                     status: termination.status, standardError: process.standardError)
                }
                return FileManager.default.fileExists(atPath: runtime.appendingPathComponent(socket).path) ? true : nil
            }
        } catch {
            compositor.stop()
            throw error
        }
        return compositor
    }

    /// The environment for sdlpdf on this compositor (Wayland only: no X display).
    func clientEnvironment(home: URL) -> [String: String] {
        var environment = TestEnvironment.sdlpdfEnvironment(home: home)
        environment["SDL_VIDEODRIVER"] = "wayland"
        environment["WAYLAND_DISPLAY"] = socket
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        return environment
    }

    func stop() {
        process.stop()
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }
}
