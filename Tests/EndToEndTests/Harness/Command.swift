import Foundation

/// The outcome of a program that ran to completion.
struct CommandResult {
    let termination: Termination
    let standardOutput: String
    let standardError: String

    /// The exit status (or signal number, see `termination`).
    var status: Int32 { termination.status }
}

/// Runs short-lived helper programs to completion under a timeout.
enum Command {
    /// Runs `executable` with `arguments`, killing it when it takes longer
    /// than `timeout` seconds (then throws `HarnessError.timedOut`).
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]? = nil,
        timeout: Double = 10,
        logDirectory: URL = FileManager.default.temporaryDirectory
    ) throws -> CommandResult {
        let child = try ChildProcess(executable, arguments, environment: environment, logDirectory: logDirectory)
        defer { child.removeLogs() }
        guard let termination = child.waitForExit(timeout: timeout) else {
            child.stop()
            throw HarnessError.timedOut(what: "`\(child.commandLine)` to finish", seconds: timeout,
                                        detail: "stderr: \(child.standardError)")
        }
        return CommandResult(termination: termination, standardOutput: child.standardOutput,
                             standardError: child.standardError)
    }

    /// Like `run`, but throws `HarnessError.commandFailed` unless the program exits with status 0.
    @discardableResult
    static func check(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]? = nil,
        timeout: Double = 10
    ) throws -> CommandResult {
        let result = try run(executable, arguments, environment: environment, timeout: timeout)
        guard result.termination == Termination(status: 0, signaled: false) else {
            throw HarnessError.commandFailed(command: ([executable] + arguments).joined(separator: " "),
                                             status: result.status, standardError: result.standardError)
        }
        return result
    }
}
