import Foundation

/// A top-level X window on a virtual display, found and inspected with xdotool.
struct XWindow {
    /// The X window id, as xdotool prints it.
    let id: String
    let display: VirtualDisplay

    /// Position and size on the screen.
    struct Geometry: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// The first visible window whose title matches the extended regular
    /// expression `pattern` and that belongs to process `processIdentifier`,
    /// or nil when there is none (yet).
    static func find(titleMatching pattern: String, processIdentifier: Int32, on display: VirtualDisplay) throws -> XWindow? {
        let result = try Command.run(
            "xdotool", ["search", "--onlyvisible", "--pid", "\(processIdentifier)", "--name", pattern],
            environment: display.environment(), timeout: 5)
        let ids = result.standardOutput.split(whereSeparator: \.isNewline).map(String.init)
        return ids.first.map { XWindow(id: $0, display: display) }
    }

    /// Titles of all visible windows, for failure messages.
    static func visibleTitles(on display: VirtualDisplay) -> [String] {
        guard let result = try? Command.run("xdotool", ["search", "--onlyvisible", "--name", ""],
                                            environment: display.environment(), timeout: 5) else { return [] }
        return result.standardOutput.split(whereSeparator: \.isNewline).compactMap { id in
            let title = (try? XWindow(id: String(id), display: display).title()) ?? "<window \(id)>"
            return title.isEmpty ? nil : title
        }
    }

    /// The window title (UTF-8).
    func title() throws -> String {
        try display.run("xdotool", ["getwindowname", id]).standardOutput
            .trimmingCharacters(in: .newlines)
    }

    /// Where the window is on the screen, as `xwininfo` reports it (its
    /// absolute position is right under a reparenting window manager too,
    /// where `xdotool getwindowgeometry` adds the frame's offset twice).
    func geometry() throws -> Geometry {
        let output = try display.run("xwininfo", ["-id", id]).standardOutput
        var values: [String: Int] = [:]
        for line in output.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) {
                values[parts[0].trimmingCharacters(in: .whitespaces)] = value
            }
        }
        guard let x = values["Absolute upper-left X"], let y = values["Absolute upper-left Y"],
              let width = values["Width"], let height = values["Height"] else {
            throw HarnessError.commandFailed(command: "xwininfo -id \(id)", status: 0,
                                             standardError: "unexpected output: \(output)")
        }
        return Geometry(x: x, y: y, width: width, height: height)
    }

    /// Asks the X server to resize the window (as a user dragging its
    /// border would, `xdotool windowsize`) and waits until it has that size.
    func resize(width: Int, height: Int) throws {
        try display.run("xdotool", ["windowsize", id, "\(width)", "\(height)"])
        _ = try poll("the window to become \(width)x\(height)", timeout: 5,
                     describeFailure: { "geometry \((try? geometry()).map { "\($0)" } ?? "unknown")" }) { () -> Bool? in
            let frame = try geometry()
            return frame.width == width && frame.height == height ? true : nil
        }
    }

    /// The window's pixels as currently shown on the screen. Throws when part
    /// of the window lies outside the screen, where it has no pixels.
    func screenshot() throws -> RGBImage {
        let frame = try geometry()
        guard frame.x >= 0, frame.y >= 0, frame.x + frame.width <= display.width, frame.y + frame.height <= display.height else {
            throw HarnessError.windowOffScreen(window: "\(frame.width)x\(frame.height)+\(frame.x)+\(frame.y)",
                                               screen: "\(display.width)x\(display.height)")
        }
        return try display.screenshot(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
