import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a child process ended.
struct Termination: Equatable, CustomStringConvertible {
    /// Exit status, or the signal number when `signaled`.
    let status: Int32
    /// Whether a signal ended the process.
    let signaled: Bool

    var description: String { signaled ? "killed by signal \(status)" : "exit status \(status)" }
}

/// A started program whose output goes to files (so a chatty child can never
/// block on a full pipe), with waiting under a timeout and forced stopping.
final class ChildProcess {
    /// The program and arguments, for messages.
    let commandLine: String
    private let process = Process()
    private let outputURL: URL
    private let errorURL: URL

    /// Starts `executable` (a path, or a name looked up in PATH) with
    /// `arguments`; `environment` replaces the inherited one when given.
    /// Output files are written to `logDirectory`.
    init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil, logDirectory: URL) throws {
        commandLine = ([executable] + arguments).joined(separator: " ")
        let stem = "\(URL(fileURLWithPath: executable).lastPathComponent)-\(UUID().uuidString.prefix(8))"
        outputURL = logDirectory.appendingPathComponent("\(stem).stdout")
        errorURL = logDirectory.appendingPathComponent("\(stem).stderr")
        for log in [outputURL, errorURL] where !FileManager.default.createFile(atPath: log.path, contents: nil) {
            throw HarnessError.toolUnavailable(tool: executable, reason: "cannot create its log file \(log.path)")
        }
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        do {
            try process.run()
        } catch {
            throw HarnessError.toolUnavailable(tool: executable, reason: "\(error)")
        }
    }

    /// The process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the process is still running.
    var isRunning: Bool { process.isRunning }

    /// How the process ended, or nil while it runs.
    var termination: Termination? {
        guard !process.isRunning else { return nil }
        return Termination(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal)
    }

    /// Everything the process wrote to standard output so far.
    var standardOutput: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }

    /// Everything the process wrote to standard error so far.
    var standardError: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// Waits up to `timeout` seconds for the process to end; nil if it is still running.
    func waitForExit(timeout: Double) -> Termination? {
        let deadline = Deadline(seconds: timeout)
        while process.isRunning && !deadline.hasPassed { deadline.pause(0.01) }
        return termination
    }

    /// Ends the process: SIGTERM, then SIGKILL if it has not ended within a second.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if waitForExit(timeout: 1) == nil {
            kill(process.processIdentifier, SIGKILL)
            _ = waitForExit(timeout: 2)
        }
    }

    /// Deletes the output files (call once the output has been read).
    func removeLogs() {
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    deinit { stop() }
}
