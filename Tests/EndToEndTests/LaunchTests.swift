import Foundation
import XCTest

/// The launch with a display: SDL connects to it while the configuration is
/// read and the document opens on another thread, so what fails there must
/// still end the launch with its one line and exit status, and no window.
final class LaunchTests: EndToEndTestCase {
    func testAMissingFileGivesItsErrorAndNoWindowWhileSDLConnects() throws {
        let missing = workDirectory.appendingPathComponent("no-such-document.pdf")
        let (result, windows) = try launchWatchingWindows([missing.path])

        XCTAssertEqual(result.termination, Termination(status: 1, signaled: false), result.standardError)
        let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(message.contains("\n"), "expected a one-line message, got:\n\(message)")
        XCTAssertTrue(message.contains("no-such-document.pdf"), message)
        XCTAssertEqual(windows, 0, "a window was created for a document that does not open")
    }

    func testABrokenFileGivesItsErrorAndNoWindow() throws {
        let broken = workDirectory.appendingPathComponent("broken.pdf")
        try Data("%PDF-1.7\nnot a PDF at all\n".utf8).write(to: broken)
        let (result, windows) = try launchWatchingWindows([broken.path])

        XCTAssertEqual(result.termination, Termination(status: 1, signaled: false), result.standardError)
        XCTAssertTrue(result.standardError.contains("broken.pdf"), result.standardError)
        XCTAssertEqual(windows, 0, "a window was created for a document that does not open")
    }

    func testAConfigurationErrorExitsTwoWithNoWindow() throws {
        let document = try TestDocument.coloredSquares([.red], named: "doc.pdf", in: workDirectory)
        let configuration = workDirectory.appendingPathComponent("bad.json")
        try Data(#"{ "pageTransitionz": "jump" }"#.utf8).write(to: configuration)
        let (result, windows) = try launchWatchingWindows(["--config", configuration.path, document.path])

        XCTAssertEqual(result.termination, Termination(status: 2, signaled: false), result.standardError)
        XCTAssertTrue(result.standardError.contains("bad.json"), result.standardError)
        XCTAssertEqual(windows, 0, "a window was created for a configuration that does not load")
    }

    /// The page count is read on the session-start thread: `--page` past the
    /// end still warns and the window starts on the last page.
    func testAPageBeyondTheLastWarnsAndShowsTheLast() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "two.pdf", in: workDirectory)
        let viewer = try launchViewer(["--page", "9", document.path], on: try startDisplay(width: 800, height: 700))

        _ = try viewer.waitForSquarePage("page 2's blue square", square: .blue)
        XCTAssertTrue(viewer.process.standardError.contains("has only 2 pages; showing the last"), viewer.process.standardError)
    }

    /// SDL's offscreen driver has no display to connect to; the launch
    /// still opens its session and ends cleanly on SIGTERM.
    func testTheOffscreenDriverStartsAndEndsCleanly() throws {
        let document = try TestDocument.coloredSquares([.red], named: "doc.pdf", in: workDirectory)
        var environment = TestEnvironment.sdlpdfEnvironment(home: workDirectory)
        environment["SDL_VIDEODRIVER"] = "offscreen"
        let viewer = try ChildProcess(try sdlpdf().path, [document.path], environment: environment, logDirectory: workDirectory)
        defer { viewer.stop() }
        XCTAssertNil(viewer.waitForExit(timeout: 1.5), "the offscreen viewer exited: \(viewer.standardError)")
        kill(viewer.processIdentifier, SIGTERM)
        XCTAssertEqual(viewer.waitForExit(timeout: 5), Termination(status: 0, signaled: false), viewer.standardError)
    }

    /// Without any display (an SSH session without X forwarding, DISPLAY
    /// naming a server that is gone), the launch ends at once with one line
    /// naming each driver tried and why, instead of a window nobody sees.
    func testWithoutADisplayTheLaunchEndsWithOneLineNamingWhatWasTried() throws {
        let document = try TestDocument.coloredSquares([.red], named: "doc.pdf", in: workDirectory)
        let unused = (4000...4999).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 4999
        for display in [nil, ":\(unused)"] {
            var environment = TestEnvironment.sdlpdfEnvironment(home: workDirectory)
            environment["SDL_VIDEODRIVER"] = nil
            environment["DISPLAY"] = display
            environment["XDG_RUNTIME_DIR"] = display == nil ? nil : workDirectory.path
            let result = try Command.run(try sdlpdf().path, [document.path], environment: environment, timeout: 5,
                                         logDirectory: workDirectory)
            XCTAssertEqual(result.termination, Termination(status: 1, signaled: false), result.standardError)
            let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertFalse(message.contains("\n"), "expected one line, got:\n\(message)")
            XCTAssertTrue(message.hasPrefix("sdlpdf: no display found: tried X11 ("), message)
            XCTAssertTrue(message.contains(display.map { "X11 (no X server answers at \($0))" } ?? "X11 (DISPLAY is not set)"), message)
            XCTAssertTrue(message.contains(display == nil ? "Wayland (XDG_RUNTIME_DIR is not set)" : "Wayland (no compositor answers at wayland-0)"),
                          message)
            XCTAssertTrue(message.contains("KMSDRM ("), message)
        }
    }

    /// With no SDL_VIDEODRIVER, the X display in DISPLAY is found and used.
    func testWithoutANamedDriverTheXDisplayIsUsed() throws {
        let document = try TestDocument.coloredSquares([.red], named: "doc.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay(width: 800, height: 700)) { $0["SDL_VIDEODRIVER"] = nil }
        _ = try viewer.waitForSquarePage("the red square", square: .red)
    }

    /// Runs sdlpdf with `arguments` on a new display until it exits, with
    /// `xev` watching the root window's children: the result, and how many
    /// windows were created meanwhile. A root property set before and after
    /// the run brackets the events, so none is missed or counted late.
    private func launchWatchingWindows(_ arguments: [String]) throws -> (CommandResult, windows: Int) {
        try TestEnvironment.requireTools("xev", "xprop")
        let display = try startDisplay(width: 640, height: 480)
        let watcher = try ChildProcess("xev", ["-root", "-event", "substructure", "-event", "property"],
                                       environment: display.environment(), logDirectory: workDirectory)
        defer { watcher.stop() }
        func mark(_ value: String) throws {
            try display.run("xprop", ["-root", "-f", "_SDLPDF_TEST_MARK", "8s", "-set", "_SDLPDF_TEST_MARK", value])
        }
        func waitForMarks(_ count: Int) throws {
            _ = try poll("xev to report \(count) root property changes", timeout: 5, interval: 0.05,
                         describeFailure: { "xev printed: \(watcher.standardOutput)" }) { () -> Bool? in
                try mark("seen")
                return watcher.standardOutput.components(separatedBy: "_SDLPDF_TEST_MARK").count - 1 >= count ? true : nil
            }
        }
        try waitForMarks(1)
        let environment = TestEnvironment.sdlpdfEnvironment(home: workDirectory, display: display)
        let result = try Command.run(try sdlpdf().path, arguments, environment: environment, timeout: 10, logDirectory: workDirectory)
        let before = watcher.standardOutput.components(separatedBy: "_SDLPDF_TEST_MARK").count - 1
        try waitForMarks(before + 1)
        return (result, watcher.standardOutput.components(separatedBy: "CreateNotify").count - 1)
    }
}
