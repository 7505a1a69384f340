import Foundation

/// Why the end-to-end harness could not do what a test asked of it.
enum HarnessError: Error, CustomStringConvertible {
    /// The sdlpdf binary under test does not exist.
    case binaryMissing(path: String)
    /// A helper program (Xvfb, xdotool, mutool, ...) could not be started.
    case toolUnavailable(tool: String, reason: String)
    /// Something did not happen before its deadline.
    case timedOut(what: String, seconds: Double, detail: String)
    /// A helper program finished with a failure status.
    case commandFailed(command: String, status: Int32, standardError: String)
    /// No X server could be started on any of the tried display numbers.
    case noFreeDisplay(tried: [Int], lastLog: String)
    /// The viewer exited while the test still expected its window.
    case viewerExited(status: Int32, standardError: String)
    /// A window to capture reaches beyond the screen.
    case windowOffScreen(window: String, screen: String)
    /// An image file could not be decoded.
    case malformedImage(path: String, reason: String)

    var description: String {
        switch self {
        case .binaryMissing(let path):
            return "sdlpdf binary not found at \(path): build it first (`swift build`) or set SDLPDF_BINARY to its path"
        case .toolUnavailable(let tool, let reason):
            return "cannot run \(tool): \(reason) (install the test dependencies with `make test-deps`)"
        case .timedOut(let what, let seconds, let detail):
            return "timed out after \(seconds)s waiting for \(what)" + (detail.isEmpty ? "" : "; \(detail)")
        case .commandFailed(let command, let status, let standardError):
            return "`\(command)` failed with status \(status): \(standardError.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .noFreeDisplay(let tried, let lastLog):
            return "could not start Xvfb on any of the displays \(tried.map { ":\($0)" }.joined(separator: ", ")); last log: \(lastLog)"
        case .viewerExited(let status, let standardError):
            return "sdlpdf exited early with status \(status); stderr: \(standardError.trimmingCharacters(in: .whitespacesAndNewlines))"
        case .windowOffScreen(let window, let screen):
            return "window \(window) does not fit on the \(screen) screen, so its pixels cannot be captured"
        case .malformedImage(let path, let reason):
            return "cannot decode image \(path): \(reason)"
        }
    }
}
