import Foundation
import XCTest

/// sdlpdf on SDL's Wayland driver under a real weston compositor: nested
/// in Xvfb with the kiosk shell (the window fills weston's output, which
/// is an X window at the display's top left: screenshots and xdotool reach
/// it), and headless, a compositor without a seat.
final class WaylandTests: EndToEndTestCase {
    /// weston's window: its output size times the output scale.
    private func screenshot(of display: VirtualDisplay, scale: Int = 1) throws -> RGBImage {
        try display.screenshot(width: WestonCompositor.outputWidth * scale, height: WestonCompositor.outputHeight * scale)
    }

    private func waitForScreen(_ what: String, on display: VirtualDisplay, scale: Int = 1, viewer: ChildProcess,
                               where isExpected: (RGBImage) -> Bool) throws -> RGBImage {
        var latest: RGBImage?
        return try poll("weston's output to show \(what)", timeout: 15, interval: 0.1, describeFailure: {
            "last screenshot center \(latest.map { "\($0.center)" } ?? "none"); sdlpdf stderr: \(viewer.standardError)"
        }) { () -> RGBImage? in
            if let termination = viewer.termination {
                throw HarnessError.viewerExited(status: termination.status, standardError: viewer.standardError)
            }
            let image = try screenshot(of: display, scale: scale)
            latest = image
            return isExpected(image) ? image : nil
        }
    }

    private func key(_ chord: String, on display: VirtualDisplay) throws {
        try display.run("xdotool", ["key", chord])
    }

    private func startViewer(_ document: URL, on compositor: WestonCompositor) throws -> ChildProcess {
        let viewer = try ChildProcess(try sdlpdf().path, [document.path],
                                      environment: compositor.clientEnvironment(home: workDirectory), logDirectory: workDirectory)
        addTeardownBlock { viewer.stop() }
        return viewer
    }

    private func nestedWeston(scale: Int = 1) throws -> (VirtualDisplay, WestonCompositor) {
        let display = try startDisplay(width: 1000 * scale, height: 900 * scale)
        let compositor = try WestonCompositor.nested(in: display, scale: scale, logDirectory: workDirectory)
        addTeardownBlock { compositor.stop() }
        // Keys and the pointer go to weston's window.
        try display.run("xdotool", ["mousemove", "\(780 * scale)", "\(680 * scale)"])
        return (display, compositor)
    }

    func testOpenNightPageTurnSettingsInkAndQuitUnderWeston() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let (display, compositor) = try nestedWeston()
        let viewer = try startViewer(document, on: compositor)
        _ = try waitForScreen("page 1's red square", on: display, viewer: viewer) {
            SquareRowProfile($0, square: .red, paper: .white, tolerance: 8)?.showsPaperOnBothSides() ?? false
        }
        try key("Next", on: display)
        let day = try waitForScreen("page 2's blue square", on: display, viewer: viewer) {
            SquareRowProfile($0, square: .blue, paper: .white, tolerance: 8)?.showsPaperOnBothSides() ?? false
        }

        try key("ctrl+r", on: display)
        try key("ctrl+r", on: display)
        let night = try waitForScreen("Night: dark paper, the square a light blue", on: display, viewer: viewer) { image in
            let center = image.center
            return image.fraction { $0.luma < 60 } > 0.6 && Int(center.blue) > Int(center.red) + 15
        }

        try key("ctrl+comma", on: display)
        let settings = try waitForScreen("the settings overlay", on: display, viewer: viewer) { image in
            (image.difference(from: night, tolerance: 24)?.pixelsBeyondTolerance ?? 0) > 20000
        }
        try key("Escape", on: display)
        _ = try waitForScreen("the overlay closed", on: display, viewer: viewer) { image in
            (image.difference(from: night, tolerance: 24)?.pixelsBeyondTolerance ?? Int.max) < 2000
        }
        XCTAssertGreaterThan(settings.difference(from: day, tolerance: 24)?.pixelsBeyondTolerance ?? 0, 0)

        try key("i", on: display)
        try display.run("xdotool", ["mousemove", "300", "200", "mousedown", "1"])
        for x in stride(from: 310, through: 500, by: 10) {
            try display.run("xdotool", ["mousemove", "\(x)", "\(200 + (x - 300) / 4)"])
        }
        try display.run("xdotool", ["mouseup", "1"])
        _ = try waitForScreen("the ink stroke", on: display, viewer: viewer) { image in
            var changed = 0
            for x in stride(from: 320, through: 480, by: 8) {
                let y = 200 + (x - 300) / 4
                for dy in -4...4 where image[x, y + dy].distance(to: night[x, y + dy]) > 40 {
                    changed += 1
                    break
                }
            }
            return changed >= 15
        }
        try key("q", on: display)
        _ = try waitForScreen("the question about the unsaved ink", on: display, viewer: viewer) { image in
            (image.difference(from: night, tolerance: 24)?.pixelsBeyondTolerance ?? 0) > 20000
        }
        try key("d", on: display)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), Termination(status: 0, signaled: false), viewer.standardError)
        XCTAssertFalse(viewer.standardError.contains("plugin directory"), "libdecor's missing plugins are not reported: \(viewer.standardError)")
    }

    /// What one run at output scale `scale` measured, in screenshot pixels.
    private struct ScaledRun {
        /// Width of the red square along the middle row.
        var squareWidth: Int
        /// Bluish pixels of the blue hairline (width 0: one device pixel) crossing that row.
        var hairlinePixels: Int
        /// Width of what the settings overlay changed on screen.
        var overlayWidth: Int
    }

    private func measure(scale: Int, document: URL) throws -> ScaledRun {
        let (display, compositor) = try nestedWeston(scale: scale)
        let viewer = try startViewer(document, on: compositor)
        let page = try waitForScreen("the red square at scale \(scale)", on: display, scale: scale, viewer: viewer) {
            SquareRowProfile($0, square: .red, paper: .white, tolerance: 8)?.showsPaperOnBothSides() ?? false
        }
        let row = page.height / 2
        let squareWidth = page.runLength(row: row, from: page.width / 2, step: 1) { $0.isClose(to: .red, tolerance: 8) }
            + page.runLength(row: row, from: page.width / 2, step: -1) { $0.isClose(to: .red, tolerance: 8) } - 1
        let squareLeft = page.width / 2 - page.runLength(row: row, from: page.width / 2, step: -1) { $0.isClose(to: .red, tolerance: 8) }
        let hairlinePixels = (0..<(squareLeft - 2)).filter { Int(page[$0, row].blue) - Int(page[$0, row].red) > 24 }.count
        try key("ctrl+comma", on: display)
        let overlay = try waitForScreen("the settings overlay at scale \(scale)", on: display, scale: scale, viewer: viewer) { image in
            (image.difference(from: page, tolerance: 24)?.pixelsBeyondTolerance ?? 0) > 20000 * scale * scale / 2
        }
        var left = overlay.width, right = -1
        for y in stride(from: 0, to: overlay.height, by: 2) {
            for x in 0..<overlay.width where overlay[x, y].distance(to: page[x, y]) > 24 {
                left = min(left, x)
                right = max(right, x)
            }
        }
        try key("Escape", on: display)
        try key("q", on: display)
        XCTAssertEqual(viewer.waitForExit(timeout: 10), Termination(status: 0, signaled: false), viewer.standardError)
        compositor.stop()
        display.stop()
        return ScaledRun(squareWidth: squareWidth, hairlinePixels: hairlinePixels, overlayWidth: right - left + 1)
    }

    func testAtOutputScale2ThePageIsRenderedAtTwiceThePixelsAndTheOverlayIsScaled() throws {
        let content = "%%MediaBox 0 0 612 792\n1 0 0 rg 256 346 100 100 re f\n0 w 0 0 1 RG 150 100 m 150 700 l S\n"
        let pageFile = workDirectory.appendingPathComponent("hidpi.txt")
        try content.write(to: pageFile, atomically: true, encoding: .utf8)
        let document = workDirectory.appendingPathComponent("hidpi.pdf")
        try Command.check("mutool", ["create", "-o", document.path, pageFile.path])
        let single = try measure(scale: 1, document: document)
        let double = try measure(scale: 2, document: document)
        let squareRatio = Double(double.squareWidth) / Double(single.squareWidth)
        XCTAssertEqual(squareRatio, 2, accuracy: 0.06, "the page at scale 2 has twice the pixels: \(single) → \(double)")
        XCTAssertEqual(Double(double.overlayWidth) / Double(single.overlayWidth), 2, accuracy: 0.1,
                       "the settings overlay is scaled with the output: \(single) → \(double)")
        XCTAssertGreaterThan(single.hairlinePixels, 0, "the hairline is found: \(single)")
        XCTAssertLessThanOrEqual(double.hairlinePixels, single.hairlinePixels,
                                 "a one-pixel hairline stays one device pixel (rendered at scale 2, not enlarged): \(single) → \(double)")
    }

    func testACompositorWithoutASeatStopsWithOneLineInsteadOfCrashingInSDL() throws {
        let document = try TestDocument.coloredSquares([.red], named: "seatless.pdf", in: workDirectory)
        let compositor = try WestonCompositor.headless(logDirectory: workDirectory)
        addTeardownBlock { compositor.stop() }
        let environment = compositor.clientEnvironment(home: workDirectory)
        let result = try Command.run(try sdlpdf().path, [document.path], environment: environment, timeout: 20,
                                     logDirectory: workDirectory)
        XCTAssertEqual(result.termination, Termination(status: 1, signaled: false), result.standardError)
        let lines = result.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.standardError)
        XCTAssertTrue(lines.last?.contains("SDL_VIDEODRIVER=wayland): the Wayland compositor at wayland-sdlpdf offers no seat") ?? false,
                      result.standardError)
        let version = try Command.run(try sdlpdf().path, ["--version", "--verbose"], environment: environment, timeout: 20,
                                      logDirectory: workDirectory)
        XCTAssertEqual(version.termination, Termination(status: 0, signaled: false), version.standardError)
        XCTAssertTrue(version.standardOutput.contains("video driver: none (cannot start SDL's wayland video driver (SDL_VIDEODRIVER=wayland): the Wayland compositor"), version.standardOutput)
    }
}
