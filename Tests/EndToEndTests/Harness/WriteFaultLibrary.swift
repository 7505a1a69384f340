import Foundation

/// Tests/FaultInjection/write_faults.c built as a preloadable library with
/// the toolchain's clang (once per test run, into .build/fault-injection, so
/// nothing is left in the temporary folder), and the environment that makes
/// one file-system call fail.
enum WriteFaultLibrary {
    /// The call families the library can make fail.
    static let families = ["open", "write", "fsync", "rename", "close"]
    /// The errors it injects and the reasons a reader reads for them.
    static let errors = [("ENOSPC", "No space left on device"), ("EIO", "Input/output error"),
                         ("EACCES", "Permission denied"), ("EROFS", "Read-only file system")]

    private static let built: Result<URL, Error> = Result {
        let source = TestEnvironment.packageRoot.appendingPathComponent("Tests/FaultInjection/write_faults.c")
        let folder = TestEnvironment.packageRoot.appendingPathComponent(".build/fault-injection")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = folder.appendingPathComponent("write-faults.so")
        // Built under a name of its own, then renamed: another test run may be loading the last one.
        let building = folder.appendingPathComponent("write-faults-\(getpid()).so")
        let compiler = ProcessInfo.processInfo.environment["CC"].flatMap { $0.isEmpty ? nil : $0 } ?? "clang"
        try Command.check("/usr/bin/env", [compiler, "-shared", "-fPIC", "-O1", "-Wall", "-Werror", "-o", building.path,
                                           source.path, "-ldl"], timeout: 60)
        guard rename(building.path, library.path) == 0 else {
            throw HarnessError.toolUnavailable(tool: "write-faults.so", reason: "cannot rename \(building.path): \(String(cString: strerror(errno)))")
        }
        return library
    }

    /// The built library; throws when it cannot be compiled.
    static func path() throws -> String { try built.get().path }

    /// `base` with the library preloaded: the `nth` call (0: none, count
    /// only) of `family` on a file under `directory` fails with `errno`.
    /// `armedFromStart` counts from the start (for programs that cannot arm
    /// it themselves); `report` receives "<calls> <failed function or ->".
    static func environment(_ base: [String: String], directory: URL, family: String, nth: Int, errno: String,
                            armedFromStart: Bool = false, report: URL? = nil) throws -> [String: String] {
        var environment = base
        environment["LD_PRELOAD"] = try path()
        environment["SDLPDF_FAULT_DIR"] = directory.path
        environment["SDLPDF_FAULT_CALL"] = family
        environment["SDLPDF_FAULT_NTH"] = String(nth)
        environment["SDLPDF_FAULT_ERRNO"] = errno
        environment["SDLPDF_FAULT_ARMED"] = armedFromStart ? "1" : "0"
        environment["SDLPDF_FAULT_REPORT"] = report?.path
        return environment
    }

    /// The error injected at failure point `nth`: the four in turn, so every
    /// error meets every kind of call in a sweep.
    static func error(at nth: Int, of family: String) -> (name: String, reason: String) {
        errors[(nth + families.firstIndex(of: family)!) % errors.count]
    }
}
