import Foundation

/// A running sdlpdf window on a virtual display.
final class ViewerSession {
    let process: ChildProcess
    let window: XWindow
    let display: VirtualDisplay

    /// Seconds to wait for the window to appear and for frames to show expected content.
    static let windowTimeout = 10.0

    private init(process: ChildProcess, window: XWindow, display: VirtualDisplay) {
        self.process = process
        self.window = window
        self.display = display
    }

    /// Starts `binary arguments` on `display` and waits for its window: a
    /// visible window of the process whose title contains "sdlpdf". Fails early
    /// with the exit status and stderr when the program exits instead.
    static func launch(_ binary: URL, _ arguments: [String], on display: VirtualDisplay, home: URL,
                       adjustingEnvironment adjust: (inout [String: String]) -> Void = { _ in }) throws -> ViewerSession {
        var environment = TestEnvironment.sdlpdfEnvironment(home: home, display: display)
        adjust(&environment)
        let process = try ChildProcess(binary.path, arguments, environment: environment, logDirectory: home)
        do {
            let window = try poll("a visible sdlpdf window (title containing \"sdlpdf\")", timeout: windowTimeout,
                                  interval: 0.1,
                                  describeFailure: { "visible windows: \(XWindow.visibleTitles(on: display))" }) {
                () -> XWindow? in
                if let termination = process.termination {
                    throw HarnessError.viewerExited(status: termination.status, standardError: process.standardError)
                }
                return try XWindow.find(titleMatching: "sdlpdf", processIdentifier: process.processIdentifier, on: display)
            }
            return ViewerSession(process: process, window: window, display: display)
        } catch {
            process.stop()
            throw error
        }
    }

    /// The window title once it stops changing from an empty or provisional
    /// value: polls until the title equals `expected` (returning it) or the
    /// timeout passes (returning the title then, for the test to report).
    func title(expecting expected: String, timeout: Double = 2) throws -> String {
        let deadline = Deadline(seconds: timeout)
        var title = try window.title()
        while title != expected && !deadline.hasPassed {
            deadline.pause(0.05)
            title = try window.title()
        }
        return title
    }

    /// Polls screenshots of the window, `interval` seconds apart, until
    /// `isExpected` accepts one and returns it; throws naming `what` (and the
    /// window's center color) at the deadline, or when the viewer exits.
    func waitForFrame(_ what: String, timeout: Double = windowTimeout, interval: Double = 0.1,
                      where isExpected: (RGBImage) -> Bool) throws -> RGBImage {
        var latest: RGBImage?
        return try poll("the window to show \(what)", timeout: timeout, interval: interval, describeFailure: {
            guard let latest else { return "no screenshot taken" }
            return "last screenshot \(latest.width)x\(latest.height), center \(latest.center)"
        }) { () -> RGBImage? in
            if let termination = process.termination {
                throw HarnessError.viewerExited(status: termination.status, standardError: process.standardError)
            }
            let image = try window.screenshot()
            latest = image
            return isExpected(image) ? image : nil
        }
    }

    /// Waits until the window shows a page of a `TestDocument.coloredSquares`
    /// document: the `square` color at the center with `paper` on both sides.
    func waitForSquarePage(_ what: String, square: RGB, paper: RGB = .white, tolerance: Int = 8,
                           interval: Double = 0.1) throws -> RGBImage {
        try waitForFrame(what, interval: interval) { image in
            SquareRowProfile(image, square: square, paper: paper, tolerance: tolerance)?.showsPaperOnBothSides() ?? false
        }
    }

    /// Waits until the viewer has used no CPU time for `quiet` seconds (all
    /// its threads, /proc/PID/stat): the first frame is on screen and what it
    /// prepares afterwards (the next mode's colors) is done.
    func waitUntilIdle(quiet: Double = 0.3, timeout: Double = windowTimeout) throws {
        let statPath = "/proc/\(process.processIdentifier)/stat"
        func cpuTicks() throws -> Int {
            let stat = try String(contentsOfFile: statPath, encoding: .utf8)
            // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
            let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
            return Int(fields[11])! + Int(fields[12])!
        }
        var ticks = try cpuTicks()
        var quietSince = Date()
        _ = try poll("sdlpdf to go idle for \(quiet) s", timeout: timeout, interval: 0.05) { () -> Bool? in
            let now = try cpuTicks()
            if now != ticks {
                ticks = now
                quietSince = Date()
            }
            return Date().timeIntervalSince(quietSince) >= quiet ? true : nil
        }
    }

    /// Waits up to `timeout` seconds for the viewer to exit.
    func waitForExit(timeout: Double = 5) throws -> Termination {
        guard let termination = process.waitForExit(timeout: timeout) else {
            throw HarnessError.timedOut(what: "sdlpdf to exit", seconds: timeout,
                                        detail: "stderr: \(process.standardError)")
        }
        return termination
    }

    /// Kills the viewer if it still runs.
    func stop() { process.stop() }
}
