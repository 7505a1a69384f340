import Foundation
import XCTest

/// Selecting text in the window with the mouse, copying it with Ctrl+C and
/// reading it back from the X clipboard and primary selection with xclip;
/// the highlight in Default and Night.
final class CopyWindowTests: EndToEndTestCase {
    /// Where a line of text lies in a screenshot, in window pixels.
    private struct TextLine {
        var top: Int, bottom: Int, left: Int, right: Int
        var middle: Int { (top + bottom) / 2 }
    }

    /// A 600×300-point page with "Hello World" in 40-point Helvetica and "second line here" in 24-point below it.
    private func twoLineDocument() throws -> URL {
        try TestEnvironment.requireTools("mutool", "xclip")
        let page = workDirectory.appendingPathComponent("lines.txt")
        try """
            %%MediaBox 0 0 600 300
            %%Font F1 Helvetica
            BT /F1 40 Tf 0 0 0 rg 60 200 Td (Hello World) Tj ET
            BT /F1 24 Tf 0 0 0 rg 60 110 Td (second line here) Tj ET

            """.write(to: page, atomically: true, encoding: .utf8)
        let document = workDirectory.appendingPathComponent("lines.pdf")
        try Command.check("mutool", ["create", "-o", document.path, page.path])
        return document
    }

    /// The lines of ink (`isInk`) in `image`, top first: runs of rows holding ink, with the columns it spans.
    private func lines(in image: RGBImage, isInk: (RGB) -> Bool) -> [TextLine] {
        var lines: [TextLine] = []
        var current: TextLine?
        for y in 0..<image.height {
            let inked = (0..<image.width).filter { isInk(image[$0, y]) }
            if let first = inked.first, let last = inked.last {
                var line = current ?? TextLine(top: y, bottom: y, left: first, right: last)
                line.bottom = y
                line.left = min(line.left, first)
                line.right = max(line.right, last)
                current = line
            } else if let line = current {
                lines.append(line)
                current = nil
            }
        }
        return lines + (current.map { [$0] } ?? [])
    }

    /// Waits for the page with its two lines and returns them.
    private func waitForLines(in viewer: ViewerSession, isInk: @escaping (RGB) -> Bool) throws -> (RGBImage, [TextLine]) {
        let frame = try viewer.waitForFrame("the page with its two lines of text") { self.lines(in: $0, isInk: isInk).count == 2 }
        return (frame, lines(in: frame, isInk: isInk))
    }

    /// What `xclip -o` reads from `selection` ("clipboard" or "primary"), once it reads `expected` or the time is up.
    private func xclip(_ selection: String, on display: VirtualDisplay, expecting expected: String) throws -> String {
        var latest = ""
        let deadline = Deadline(seconds: 5)
        repeat {
            let result = try Command.run("xclip", ["-o", "-selection", selection], environment: display.environment())
            latest = result.status == 0 ? result.standardOutput : "(xclip: \(result.standardError))"
            if latest == expected { break }
            deadline.pause(0.1)
        } while !deadline.hasPassed
        return latest
    }

    func testShiftDragSelectsALineThatCtrlCCopies() throws {
        let display = try startDisplay(width: 1000, height: 800)
        let viewer = try launchViewer([try twoLineDocument().path], on: display)
        let (_, found) = try waitForLines(in: viewer) { $0.luma < 100 }
        let line = found[0]
        try viewer.window.focus()
        try display.run("xdotool", ["keydown", "shift"])
        try viewer.window.drag(fromX: line.left - 4, fromY: line.middle, toX: line.right + 4, toY: line.middle)
        try display.run("xdotool", ["keyup", "shift"])
        XCTAssertEqual(try xclip("primary", on: display, expecting: "Hello World"), "Hello World",
                       "a finished selection is the primary selection")
        try viewer.window.press("ctrl+c")
        XCTAssertEqual(try xclip("clipboard", on: display, expecting: "Hello World"), "Hello World")
    }

    func testATripleClickSelectsTheLineUnderIt() throws {
        let display = try startDisplay(width: 1000, height: 800)
        let viewer = try launchViewer([try twoLineDocument().path], on: display)
        let (_, found) = try waitForLines(in: viewer) { $0.luma < 100 }
        let line = found[1]
        try viewer.window.focus()
        try viewer.window.movePointer(x: (line.left + line.right) / 2, y: line.middle)
        try display.run("xdotool", ["click", "--repeat", "3", "--delay", "80", "1"])
        XCTAssertEqual(try xclip("primary", on: display, expecting: "second line here"), "second line here")
        try viewer.window.press("ctrl+c")
        XCTAssertEqual(try xclip("clipboard", on: display, expecting: "second line here"), "second line here")
    }

    /// Right-drags over the first line and returns the frames before and after.
    private func selectFirstLine(_ mode: String, isInk: @escaping (RGB) -> Bool,
                                 paper: @escaping (RGB) -> Bool) throws -> (before: RGBImage, after: RGBImage, line: TextLine) {
        let display = try startDisplay(width: 1000, height: 800)
        let viewer = try launchViewer(["--mode", mode, try twoLineDocument().path], on: display)
        let (before, found) = try waitForLines(in: viewer, isInk: isInk)
        let line = found[0]
        try viewer.window.drag(fromX: line.left - 4, fromY: line.middle, toX: line.right + 4, toY: line.middle, button: 3)
        let after = try viewer.waitForFrame("the first line highlighted") { image in
            self.paperFraction(of: line, in: image, paper) < 0.1
        }
        XCTAssertGreaterThan(paperFraction(of: line, in: before, paper), 0.4, "the line's box showed paper between its letters")
        return (before, after, line)
    }

    private func paperFraction(of line: TextLine, in image: RGBImage, _ paper: (RGB) -> Bool) -> Double {
        var count = 0
        for y in line.top...line.bottom { for x in line.left...line.right where paper(image[x, y]) { count += 1 } }
        return Double(count) / Double((line.bottom - line.top + 1) * (line.right - line.left + 1))
    }

    private func meanColor(of line: TextLine, in image: RGBImage, _ include: (RGB) -> Bool) -> (red: Double, green: Double, blue: Double) {
        var sum = (0.0, 0.0, 0.0), count = 0.0
        for y in line.top...line.bottom { for x in line.left...line.right where include(image[x, y]) {
            let pixel = image[x, y]
            sum = (sum.0 + Double(pixel.red), sum.1 + Double(pixel.green), sum.2 + Double(pixel.blue))
            count += 1
        } }
        return (sum.0 / max(count, 1), sum.1 / max(count, 1), sum.2 / max(count, 1))
    }

    func testTheHighlightIsALightBlueOverADefaultPage() throws {
        let (_, after, line) = try selectFirstLine("default", isInk: { $0.luma < 100 }, paper: { $0.isClose(to: .white, tolerance: 6) })
        let highlight = meanColor(of: line, in: after) { $0.luma > 150 }
        XCTAssertGreaterThan(highlight.blue, highlight.red + 30, "the paper behind the letters turned blue")
        XCTAssertGreaterThan(highlight.red, 150, "a light blue, the letters stay readable")
    }

    func testTheHighlightIsNightColouredOverANightPage() throws {
        let (before, after, line) = try selectFirstLine("night", isInk: { $0.luma > 150 }, paper: { $0.isClose(to: RGB(0, 0, 0), tolerance: 6) })
        let paper = meanColor(of: line, in: before) { $0.luma < 60 }
        let highlight = meanColor(of: line, in: after) { $0.luma < 150 }
        XCTAssertGreaterThan(highlight.blue, paper.blue + 15, "the dark paper behind the letters turned blue")
        XCTAssertLessThan(0.299 * highlight.red + 0.587 * highlight.green + 0.114 * highlight.blue, 110,
                          "a night-coloured (dark) highlight, not a bright box over the night page")
    }
}
