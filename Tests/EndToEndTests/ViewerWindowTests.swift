import Foundation
import XCTest

/// sdlpdf in a window on a private X server: title, first page, keys, links, quitting.
final class ViewerWindowTests: EndToEndTestCase {
    func testOpensAWindowTitledAfterTheFileShowingTheFirstPageCentered() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay())

        XCTAssertEqual(try viewer.title(expecting: "squares.pdf \u{2014} 1/2 \u{2014} sdlpdf"), "squares.pdf \u{2014} 1/2 \u{2014} sdlpdf")
        let frame = try viewer.waitForSquarePage("page 1's red square with paper around it", square: .red)
        let profile = try XCTUnwrap(SquareRowProfile(frame, square: .red, paper: .white, tolerance: 8))
        XCTAssertLessThanOrEqual(abs(profile.leftPaper - profile.rightPaper), 12, "page is not centered: \(profile)")
    }

    /// What the window manager reads: `_NET_WM_NAME` as UTF8_STRING equal
    /// to the title, whatever the user's locale (here "C", as with LANG unset).
    func testTheWindowManagerReadsTheTitleInUTF8() throws {
        try TestEnvironment.requireTools("xprop")
        let display = try startDisplay(width: 800, height: 600)
        try startWindowManager(on: display)
        let document = try TestDocument.coloredSquares([.red], named: "\u{DC}bersicht \u{2014} \u{5317}\u{4EAC}.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: display) { environment in
            environment["LANG"] = "C"
            environment["LC_ALL"] = nil
            environment["LC_CTYPE"] = nil
        }
        let expected = "_NET_WM_NAME(UTF8_STRING) = \"\u{DC}bersicht \u{2014} \u{5317}\u{4EAC}.pdf \u{2014} 1/1 \u{2014} sdlpdf\""
        var shown = ""
        _ = try poll("the window manager to read the title", timeout: 5, interval: 0.1, describeFailure: { shown }) { () -> Bool? in
            let result = try Command.run("xprop", ["-id", viewer.window.id, "_NET_WM_NAME"],
                                         environment: display.environment(adding: ["LC_ALL": "C.UTF-8"]))
            shown = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            return shown == expected ? true : nil
        }
    }

    func testPageDownChangesTheViewAndQQuitsWithStatus0() throws {
        let document = try TestDocument.coloredSquares([.red, .blue], named: "squares.pdf", in: workDirectory)
        let viewer = try launchViewer([document.path], on: try startDisplay())
        let first = try viewer.waitForSquarePage("page 1's red square with paper around it", square: .red)

        try viewer.window.press("Page_Down")
        _ = try viewer.waitForFrame("a different view after Page Down") { image in
            guard !image.center.isClose(to: .red, tolerance: 8) else { return false }
            guard let difference = image.difference(from: first, tolerance: 8) else { return true }
            return difference.pixelsBeyondTolerance > image.width * image.height / 100
        }
        try viewer.window.press("q")

        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false),
                       "stderr: \(viewer.process.standardError)")
    }

    func testClickingALinkShowsItsTargetPage() throws {
        let document = try TestDocument.coloredSquares([.red, .blue, .green], named: "linked.pdf", in: workDirectory,
                                                       links: [1: 3])
        let viewer = try launchViewer([document.path], on: try startDisplay())
        let first = try viewer.waitForSquarePage("page 1's red square with paper around it", square: .red)

        try viewer.window.click(x: first.width / 2, y: first.height / 2)

        _ = try viewer.waitForFrame("page 3's green square after clicking the link to it") { image in
            image.center.isClose(to: .green, tolerance: 8)
        }
    }

    func testWithoutAFileOpensTheWelcomeDocument() throws {
        let viewer = try launchViewer([], on: try startDisplay())

        XCTAssertEqual(try viewer.title(expecting: "welcome.pdf \u{2014} 1/4 \u{2014} sdlpdf"), "welcome.pdf \u{2014} 1/4 \u{2014} sdlpdf")
        _ = try viewer.waitForFrame("a rendered page (a large white area)") { image in
            image.fraction { $0.isClose(to: .white, tolerance: 8) } > 0.2
        }
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false),
                       "stderr: \(viewer.process.standardError)")
    }
}
