import Foundation
import XCTest

/// `o`: another document opened in the same window, by a path completed
/// with Tab or picked from the recently opened documents.
final class OpenPromptTests: EndToEndTestCase {
    func testATabCompletedPathOpensInTheSameWindowAndAMissingOneIsRefused() throws {
        let red = try TestDocument.coloredSquares([.red], named: "red.pdf", in: workDirectory)
        _ = try TestDocument.coloredSquares([.blue], named: "blue-square.pdf", in: workDirectory)
        let viewer = try launchViewer([red.path], on: try startDisplay())
        _ = try viewer.waitForSquarePage("the red square", square: .red)
        try viewer.window.press("o")
        _ = try viewer.waitForFrame("the open prompt") { $0.showsPromptPanel }
        try viewer.window.type("nothing-here.pdf")
        try viewer.window.press("Return")
        _ = try viewer.waitForFrame("the prompt saying the file does not exist") { image in
            image.showsPromptPanel && image.fraction { $0.isClose(to: RGB(191, 26, 20), tolerance: 25) } > 0
        }
        XCTAssertEqual(try viewer.title(expecting: "red.pdf \u{2014} 1/1 \u{2014} sdlpdf"), "red.pdf \u{2014} 1/1 \u{2014} sdlpdf")
        for _ in 0..<"nothing-here.pdf".count { try viewer.window.press("BackSpace") }
        try viewer.window.type("bl")
        try viewer.window.press("Tab")
        try viewer.window.press("Return")
        XCTAssertEqual(try viewer.title(expecting: "blue-square.pdf \u{2014} 1/1 \u{2014} sdlpdf", timeout: 5), "blue-square.pdf \u{2014} 1/1 \u{2014} sdlpdf")
        _ = try viewer.waitForSquarePage("the blue square of the document opened", square: .blue)
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), viewer.process.standardError)
    }

    func testTheRecentlyOpenedDocumentIsOfferedAndOpens() throws {
        let green = try TestDocument.coloredSquares([.green], named: "green.pdf", in: workDirectory)
        let red = try TestDocument.coloredSquares([.red], named: "red.pdf", in: workDirectory)
        let display = try startDisplay()
        let first = try launchViewer([green.path], on: display)
        _ = try first.waitForSquarePage("the green square", square: .green)
        try first.window.press("q")
        XCTAssertEqual(try first.waitForExit(), Termination(status: 0, signaled: false))

        let viewer = try launchViewer([red.path], on: display)
        _ = try viewer.waitForSquarePage("the red square", square: .red)
        try viewer.window.press("o")
        _ = try viewer.waitForFrame("the open prompt with a recent document") { $0.showsPromptPanel }
        try viewer.window.press("Down")
        try viewer.window.press("Return")
        XCTAssertEqual(try viewer.title(expecting: "green.pdf \u{2014} 1/1 \u{2014} sdlpdf", timeout: 5), "green.pdf \u{2014} 1/1 \u{2014} sdlpdf")
        _ = try viewer.waitForSquarePage("the green square again", square: .green)
        try viewer.window.press("q")
        XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), viewer.process.standardError)
    }
}
