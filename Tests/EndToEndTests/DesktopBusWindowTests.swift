import Foundation
import XCTest

/// The window on a private session bus: appearance "auto" follows the
/// (stand-in) desktop portal's color-scheme live, the window's
/// org.sdlpdf.Viewer interface does what its methods say, and without a bus
/// nothing is an error.
final class DesktopBusWindowTests: EndToEndTestCase {
    private static let objectPath = "/org/sdlpdf/Viewer"

    private func launch(_ arguments: [String], on bus: SessionBus?) throws -> ViewerSession {
        try launchViewer(arguments, on: try startDisplay(width: 1000, height: 800)) { environment in
            if let bus { environment = bus.environment(environment) }
        }
    }

    private func viewerName(_ viewer: ViewerSession) -> String { "org.sdlpdf.Viewer.PID-\(viewer.process.processIdentifier)" }

    /// Calls `method` of the window's interface.
    @discardableResult
    private func call(_ bus: SessionBus, _ viewer: ViewerSession, _ method: String, _ arguments: String...) throws -> String {
        try bus.call(viewerName(viewer), Self.objectPath, "org.sdlpdf.Viewer.\(method)", arguments)
    }

    private func property(_ bus: SessionBus, _ viewer: ViewerSession, _ name: String) throws -> String {
        try bus.call(viewerName(viewer), Self.objectPath, "org.freedesktop.DBus.Properties.Get", ["org.sdlpdf.Viewer", name])
    }

    /// Waits until the window's interface is on the bus.
    private func waitForInterface(_ bus: SessionBus, _ viewer: ViewerSession) throws {
        try bus.waitForName(viewerName(viewer))
    }

    func testAutoTurnsNightWhenTheDesktopPrefersDarkAndBack() throws {
        let document = try TestDocument.coloredSquares([.red], named: "squares.pdf", in: workDirectory)
        let night = try nightColors(of: document)
        let bus = try startSessionBus()
        try bus.startPortal(colorScheme: 2)
        let viewer = try launch(["--mode", "auto", document.path], on: bus)
        _ = try viewer.waitForSquarePage("Default colors while the desktop prefers light", square: .red)

        try bus.setColorScheme(1)
        _ = try viewer.waitForSquarePage("Night colors once the desktop prefers dark", square: night.square, paper: night.paper,
                                         tolerance: 6)
        try bus.setColorScheme(2)
        _ = try viewer.waitForSquarePage("Default colors again once the desktop prefers light", square: .red)
    }

    func testAutoOpensDarkWhenTheDesktopAlreadyPrefersDarkAndCtrlRWinsUntilItChanges() throws {
        let document = try TestDocument.coloredSquares([.red], named: "squares.pdf", in: workDirectory)
        let night = try nightColors(of: document)
        let bus = try startSessionBus()
        try bus.startPortal(colorScheme: 1)
        let viewer = try launch(["--mode", "auto", "--allowed-modes", "night", document.path], on: bus)
        _ = try viewer.waitForSquarePage("Night colors: the desktop prefers dark", square: night.square, paper: night.paper,
                                         tolerance: 6)
        try viewer.window.press("ctrl+r")
        _ = try viewer.waitForSquarePage("Default colors after Ctrl+R", square: .red)
        XCTAssertEqual(try property(bus, viewer, "appearancemode"), "(<'default'>,)")
        try bus.setColorScheme(2)
        try bus.setColorScheme(1)
        _ = try viewer.waitForSquarePage("Night colors again: the desktop changed since Ctrl+R", square: night.square,
                                         paper: night.paper, tolerance: 6)
        XCTAssertEqual(try property(bus, viewer, "appearancemode"), "(<'auto'>,)")
    }

    func testWithoutASessionBusAutoOpensInDefaultWithoutAWord() throws {
        let document = try TestDocument.coloredSquares([.red], named: "squares.pdf", in: workDirectory)
        let viewer = try launch(["--mode", "auto", document.path], on: nil)
        _ = try viewer.waitForSquarePage("Default colors without a bus", square: .red)
        viewer.stop()
        XCTAssertEqual(viewer.process.standardError, "", "stderr without a session bus")

        let version = try runSDLPDF(["--version", "--verbose"])
        XCTAssertTrue(version.standardOutput.contains("appearance auto: Default (no nightSchedule configured) (no session bus"),
                      version.standardOutput)
    }

    func testVersionVerboseNamesThePortalWhenThereIsOne() throws {
        let bus = try startSessionBus()
        try bus.startPortal(colorScheme: 1)
        let result = try Command.run(try sdlpdf().path, ["--version", "--verbose"],
                                     environment: bus.environment(TestEnvironment.sdlpdfEnvironment(home: workDirectory)))
        XCTAssertTrue(result.standardOutput.contains("appearance auto: the desktop portal's color-scheme (prefer dark)"),
                      result.standardOutput)
    }

    func testMethodsDoWhatTheySayAndPropertiesReadBack() throws {
        let document = try TestDocument.coloredSquares([.red, .blue, .green], named: "three.pdf", in: workDirectory)
        let night = try nightColors(of: document)
        let bus = try startSessionBus()
        let viewer = try launch(["--allowed-modes", "night", document.path], on: bus)
        try waitForInterface(bus, viewer)
        _ = try viewer.waitForSquarePage("page 1", square: .red)

        XCTAssertEqual(try call(bus, viewer, "GotoPage", "2"), "(true,)")
        XCTAssertEqual(try viewer.title(expecting: "three.pdf — 3/3 — sdlpdf"), "three.pdf — 3/3 — sdlpdf")
        XCTAssertEqual(try property(bus, viewer, "pagenumber"), "(<uint32 2>,)")
        XCTAssertEqual(try property(bus, viewer, "numberofpages"), "(<uint32 3>,)")
        XCTAssertEqual(try property(bus, viewer, "filename"), "(<'\(document.path)'>,)")

        XCTAssertThrowsError(try call(bus, viewer, "GotoPage", "3")) { error in
            XCTAssertTrue("\(error)".contains("page 3 is out of range: the document has 3 pages, 0 to 2"), "\(error)")
        }
        XCTAssertEqual(try call(bus, viewer, "GotoPage", "0"), "(true,)")
        XCTAssertEqual(try call(bus, viewer, "SetAppearanceMode", "night"), "(true,)")
        _ = try viewer.waitForSquarePage("Night after SetAppearanceMode", square: night.square, paper: night.paper, tolerance: 6)
        XCTAssertEqual(try property(bus, viewer, "appearancemode"), "(<'night'>,)")
        XCTAssertThrowsError(try call(bus, viewer, "SetAppearanceMode", "sepia")) { error in
            XCTAssertTrue("\(error)".contains("Sepia is not among the allowed modes (Default, Night)"), "\(error)")
        }
        XCTAssertThrowsError(try call(bus, viewer, "SetAppearanceMode", "purple")) { error in
            XCTAssertTrue("\(error)".contains("“purple” is not a mode"), "\(error)")
        }
        XCTAssertEqual(try call(bus, viewer, "Reload"), "(true,)")
        XCTAssertEqual(try call(bus, viewer, "HighlightRects", "1", "[(10.0, 10.0, 50.0, 50.0)]"), "(true,)")
        XCTAssertEqual(try property(bus, viewer, "pagenumber"), "(<uint32 1>,)", "HighlightRects shows the page")

        let notADocument = workDirectory.appendingPathComponent("notes.txt")
        try Data("not a document".utf8).write(to: notADocument)
        XCTAssertThrowsError(try call(bus, viewer, "OpenDocument", notADocument.path, "", "0")) { error in
            XCTAssertTrue("\(error)".contains("“notes.txt” does not open"), "\(error)")
        }
        let other = try TestDocument.coloredSquares([.blue, .green], named: "other.pdf", in: workDirectory)
        XCTAssertEqual(try call(bus, viewer, "OpenDocument", other.path, "", "1"), "(true,)")
        XCTAssertEqual(try viewer.title(expecting: "other.pdf — 2/2 — sdlpdf"), "other.pdf — 2/2 — sdlpdf")

        viewer.stop()
        XCTAssertFalse(try bus.names().contains(viewerName(viewer)), "the bus name is released on exit")
    }

    func testAKioskOffersTheInterfaceOnlyWithKioskRemote() throws {
        let document = try TestDocument.coloredSquares([.red], named: "squares.pdf", in: workDirectory)
        let bus = try startSessionBus()
        let kiosk = try launch(["--kiosk", document.path], on: bus)
        _ = try kiosk.waitForFrame("the kiosk's page") { _ in true }
        let remote = try launch(["--kiosk", "--kiosk-remote", document.path], on: bus)
        try waitForInterface(bus, remote)
        XCTAssertFalse(try bus.names().contains(viewerName(kiosk)), "a kiosk without --kiosk-remote is not on the bus")
        XCTAssertEqual(try call(bus, remote, "GotoPage", "0"), "(true,)")
    }
}
