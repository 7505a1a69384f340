import FileSystem
import Foundation

/// Runs a program to completion (`posix_spawn`, output to /dev/null) and times it.
enum Subprocess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Milliseconds from spawning `arguments[0]` (a path) until it exited; throws
    /// when it could not start or exited with a non-zero status.
    static func time(_ arguments: [String], environment: [String: String] = [:]) throws -> Double {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { $1 }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let start = Stopwatch.now()
        let status = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard status == 0 else {
            throw Failure(description: "cannot start \(arguments[0]): \(SystemCallFailure.reason(for: status))")
        }
        var exitStatus: Int32 = 0
        _ = SystemCall.retryingInterrupted { waitpid(pid, &exitStatus, 0) }
        let elapsed = Stopwatch.now() - start
        guard exitStatus == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed (wait status \(exitStatus))")
        }
        return elapsed
    }

    /// The first line `arguments` print on standard output, nil when it cannot run.
    static func firstLine(of arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }

    /// The absolute path of `program` found on PATH, nil when it is not installed.
    static func locate(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
