import Foundation
import XCTest

/// Base class of the end-to-end tests: a scratch directory per test and
/// cleanup of every process a test started, even when it fails.
class EndToEndTestCase: XCTestCase {
    /// A fresh directory for the test's documents, output and logs.
    private(set) var workDirectory: URL!
    private var cleanups: [() -> Void] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        workDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sdlpdf-e2e-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        for cleanup in cleanups.reversed() { cleanup() }
        cleanups = []
        if let workDirectory { try? FileManager.default.removeItem(at: workDirectory) }
        super.tearDown()
    }

    /// The sdlpdf binary; throws (failing the test) when it has not been built.
    func sdlpdf() throws -> URL { try TestEnvironment.sdlpdfBinary() }

    /// Runs sdlpdf without any display, as on a terminal, with a timeout.
    func runSDLPDF(_ arguments: [String], timeout: Double = 10) throws -> CommandResult {
        try Command.run(try sdlpdf().path, arguments,
                        environment: TestEnvironment.sdlpdfEnvironment(home: workDirectory),
                        timeout: timeout, logDirectory: workDirectory)
    }

    /// A private X server (no window manager), shut down when the test ends.
    func startDisplay(width: Int = 1600, height: Int = 1200) throws -> VirtualDisplay {
        let display = try VirtualDisplay.start(width: width, height: height, logDirectory: workDirectory)
        cleanups.append { display.stop() }
        return display
    }

    /// A private session bus, in `environment` and with the configuration
    /// file `configuration` when given, stopped when the test ends.
    func startSessionBus(environment: [String: String]? = nil, configuration: URL? = nil) throws -> SessionBus {
        let bus = try SessionBus(logDirectory: workDirectory, environment: environment, configuration: configuration)
        cleanups.append { bus.stop() }
        return bus
    }

    /// The real desktop portal (`RealDesktopPortal`) on a private session
    /// bus, for windows on `display`; stopped with the bus when the test ends.
    func startRealDesktopPortal(for display: VirtualDisplay) throws -> RealDesktopPortal {
        let directory = workDirectory.appendingPathComponent("desktop")
        let environment = try RealDesktopPortal.environment(for: display, under: directory)
        let bus = try startSessionBus(environment: environment, configuration: try RealDesktopPortal.busConfiguration(under: directory))
        return RealDesktopPortal(bus: bus, environment: environment)
    }

    /// A window manager (openbox) on `display`, stopped when the test ends.
    func startWindowManager(on display: VirtualDisplay) throws {
        let manager = try display.startWindowManager(logDirectory: workDirectory)
        cleanups.append { manager.stop() }
    }

    /// sdlpdf with `arguments` in a window on `display`, killed when the test
    /// ends; `adjust` may change the environment it starts with.
    func launchViewer(_ arguments: [String], on display: VirtualDisplay,
                      adjustingEnvironment adjust: (inout [String: String]) -> Void = { _ in }) throws -> ViewerSession {
        let session = try ViewerSession.launch(try sdlpdf(), arguments, on: display, home: workDirectory, adjustingEnvironment: adjust)
        cleanups.append { session.stop() }
        return session
    }
}
