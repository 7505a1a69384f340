import Foundation

/// Where the binary under test and the project's files are.
enum TestEnvironment {
    /// The package root: the nearest directory above this file holding Package.swift.
    static let packageRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// The sdlpdf binary: $SDLPDF_BINARY, else <package root>/.build/debug/sdlpdf.
    /// Throws `HarnessError.binaryMissing` when it does not exist.
    static func sdlpdfBinary() throws -> URL {
        let configured = ProcessInfo.processInfo.environment["SDLPDF_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
        let binary = configured.map { URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent(".build/debug/sdlpdf")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw HarnessError.binaryMissing(path: binary.path)
        }
        return binary
    }

    /// Throws `HarnessError.toolUnavailable` naming the first of `tools` that
    /// is not an executable in PATH (the Makefile's test-deps install them).
    static func requireTools(_ tools: String...) throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for tool in tools {
            let found = path.split(separator: ":").contains { directory in
                FileManager.default.isExecutableFile(atPath: "\(directory)/\(tool)")
            }
            if !found { throw HarnessError.toolUnavailable(tool: tool, reason: "not found in PATH (\(path))") }
        }
    }

    /// The project's assets directory: $SDLPDF_ASSETS, else <package root>/assets.
    static var assetsDirectory: URL {
        let configured = ProcessInfo.processInfo.environment["SDLPDF_ASSETS"].flatMap { $0.isEmpty ? nil : $0 }
        return configured.map { URL(fileURLWithPath: $0) } ?? packageRoot.appendingPathComponent("assets")
    }

    /// The environment for running sdlpdf: the inherited one, with settings
    /// and caches redirected into `home` so runs do not see each other's state,
    /// without any display unless `display` is given, and without a session
    /// bus (a test that wants one starts its own, `SessionBus`).
    static func sdlpdfEnvironment(home: URL, display: VirtualDisplay? = nil) -> [String: String] {
        var environment = display?.environment() ?? ProcessInfo.processInfo.environment
        if display == nil {
            environment["DISPLAY"] = nil
            environment["WAYLAND_DISPLAY"] = nil
        }
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + home.appendingPathComponent("no-session-bus").path
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["SDLPDF_ASSETS"] = assetsDirectory.path
        for (variable, directory) in ["XDG_CONFIG_HOME": "config", "XDG_CACHE_HOME": "cache",
                                      "XDG_DATA_HOME": "data", "XDG_STATE_HOME": "state"] {
            environment[variable] = home.appendingPathComponent(directory).path
        }
        return environment
    }
}
