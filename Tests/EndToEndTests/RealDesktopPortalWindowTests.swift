import Foundation
import XCTest

/// Appearance "auto" with the desktop's real components rather than the
/// stand-in portal: xdg-desktop-portal with its gtk backend reading GNOME's
/// `org.gnome.desktop.interface color-scheme` through dconf, on a private
/// session bus (`RealDesktopPortal`), changed with `gsettings` as GNOME's
/// settings change it. Debian 12's portal (1.16) has only `Read`, not
/// `ReadOne`, so these also cover the window's fallback to `Read`.
final class RealDesktopPortalWindowTests: EndToEndTestCase {
    /// How soon after `gsettings set` the window shows the mode the desktop asks for.
    private static let followingDeadline = 0.5

    private func launch(_ arguments: [String], on display: VirtualDisplay, with portal: RealDesktopPortal) throws -> ViewerSession {
        try launchViewer(arguments, on: display) { environment in environment = portal.bus.environment(environment) }
    }

    /// When the window showed `square` on `paper` after `gsettings set … color-scheme value`.
    private struct Following {
        /// Seconds from just before gsettings started to the end of the first screenshot that showed it:
        /// the window had switched by then.
        let shownBy: Double
        /// Seconds to the start of the last screenshot that did not: the window switched after that.
        let notYetAt: Double
        var description: String { "shown by \(Int(shownBy * 1000)) ms, not yet at \(Int(notYetAt * 1000)) ms" }
    }

    /// Runs `gsettings set … color-scheme value`, then takes screenshots of
    /// the window's middle row back to back (no pause, the geometry read
    /// once) until one shows `square` on `paper`.
    private func follow(_ value: String, portal: RealDesktopPortal, viewer: ViewerSession, showing what: String,
                        square: RGB, paper: RGB) throws -> Following {
        let frame = try viewer.window.geometry()
        let asked = Date()
        try portal.setColorScheme(value)
        var notYetAt = 0.0
        return try poll("the window to show \(what)", timeout: ViewerSession.windowTimeout, interval: 0) { () -> Following? in
            let started = Date().timeIntervalSince(asked)
            let row = try viewer.display.screenshot(x: frame.x, y: frame.y + frame.height / 2, width: frame.width, height: 1)
            guard SquareRowProfile(row, square: square, paper: paper, tolerance: 6)?.showsPaperOnBothSides() == true else {
                notYetAt = started
                return nil
            }
            return Following(shownBy: Date().timeIntervalSince(asked), notYetAt: notYetAt)
        }
    }

    func testGsettingsColorSchemeTurnsTheOpenWindowNightWithinHalfASecondAndBack() throws {
        let document = try TestDocument.coloredSquares([.red], named: "squares.pdf", in: workDirectory)
        let night = try nightColors(of: document)
        let display = try startDisplay(width: 1000, height: 800)
        let portal = try startRealDesktopPortal(for: display)
        try portal.setColorScheme("default")
        try portal.waitUntilAnswering()
        let viewer = try launch(["--mode", "auto", document.path], on: display, with: portal)
        _ = try viewer.waitForSquarePage("Default colors while GNOME has no dark preference", square: .red)
        // The window follows the portal's signal once its interface is on the bus: it subscribes first.
        try portal.bus.waitForName("org.sdlpdf.Viewer.PID-\(viewer.process.processIdentifier)")
        // A desktop switches long after a window opened: by then Night's colors are prepared.
        try viewer.waitUntilIdle()

        let toNight = try follow("prefer-dark", portal: portal, viewer: viewer, showing: "Night colors once GNOME prefers dark",
                                 square: night.square, paper: night.paper)
        XCTAssertEqual(try portal.colorScheme(), "(<<uint32 1>>,)", "the portal passes GNOME's prefer-dark on")
        XCTAssertLessThan(toNight.shownBy, Self.followingDeadline, "gsettings set prefer-dark → Night: \(toNight.description)")
        let toDefault = try follow("default", portal: portal, viewer: viewer,
                                   showing: "Default colors again once GNOME's preference is back to default", square: .red, paper: .white)
        XCTAssertLessThan(toDefault.shownBy, Self.followingDeadline, "gsettings set default → Default: \(toDefault.description)")
        XCTAssertEqual(viewer.process.standardError, "", "sdlpdf's stderr")
    }

    func testAWindowOpenedWhileGNOMEPrefersDarkStartsThePortalAndTurnsNight() throws {
        let document = try TestDocument.coloredSquares([.red], named: "squares.pdf", in: workDirectory)
        let night = try nightColors(of: document)
        let display = try startDisplay(width: 1000, height: 800)
        let portal = try startRealDesktopPortal(for: display)
        try portal.setColorScheme("prefer-dark")
        XCTAssertFalse(try portal.bus.names().contains("org.freedesktop.portal.Desktop"), "the portal runs before the window asks")
        // The window's question starts the portal and its backend; the test waits for them alongside.
        let viewer = try launch(["--mode", "auto", document.path], on: display, with: portal)
        try portal.waitUntilAnswering()
        _ = try viewer.waitForSquarePage("Night colors: GNOME prefers dark", square: night.square, paper: night.paper, tolerance: 6)
        XCTAssertEqual(viewer.process.standardError, "", "sdlpdf's stderr")

        let version = try Command.run(try sdlpdf().path, ["--version", "--verbose"],
                                      environment: portal.bus.environment(TestEnvironment.sdlpdfEnvironment(home: workDirectory)))
        XCTAssertTrue(version.standardOutput.contains("appearance auto: the desktop portal's color-scheme (prefer dark)"),
                      version.standardOutput)
    }
}
