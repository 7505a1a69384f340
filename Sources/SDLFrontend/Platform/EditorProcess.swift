import Foundation

/// Starts the SyncTeX editor command: an argument vector run without a
/// shell (`posix_spawnp`, the program looked up in PATH), not waited for;
/// a thread of its own collects its exit so no zombie stays.
enum EditorProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func start(_ arguments: [String]) throws {
        guard let program = arguments.first else { throw Failure(description: "The editor command names no program.") }
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawnp(&child, program, nil, nil, &cArguments, environ)
        guard status == 0 else {
            throw Failure(description: "Cannot run the editor “\(program)”: \(String(cString: strerror(status))).")
        }
        let started = child
        Thread.detachNewThread {
            var exitStatus: Int32 = 0
            while waitpid(started, &exitStatus, 0) < 0 && errno == EINTR {}
        }
    }
}
