import Foundation
import XCTest

/// SyncTeX with a real LaTeX build (scripts/build-synctex-sample, pdflatex
/// -synctex=1, or its committed output when pdflatex is missing): a second
/// `sdlpdf --synctex-forward` finds the window over D-Bus and turns it to
/// the line's page with the line highlighted; Ctrl+click runs the configured
/// editor command with the right file and line.
final class SyncTeXWindowTests: EndToEndTestCase {
    private var pdf: URL { workDirectory.appendingPathComponent("synctex-sample.pdf") }
    private var tex: URL { workDirectory.appendingPathComponent("synctex-sample.tex") }

    /// The sample built into the work directory, or copied there when pdflatex is not installed.
    private func prepareSample() throws {
        if (try? TestEnvironment.requireTools("pdflatex")) != nil {
            try Command.check(TestEnvironment.packageRoot.appendingPathComponent("scripts/build-synctex-sample").path,
                              [workDirectory.path], timeout: 60)
        } else {
            for name in ["synctex-sample.tex", "synctex-sample.pdf", "synctex-sample.synctex.gz"] {
                try FileManager.default.copyItem(at: TestEnvironment.packageRoot.appendingPathComponent("Tests/SyncTeX/\(name)"),
                                                 to: workDirectory.appendingPathComponent(name))
            }
        }
    }

    /// The line of the sample's source that starts with `word` (from 1).
    private func line(of word: String) throws -> Int {
        let lines = try String(contentsOf: tex, encoding: .utf8).components(separatedBy: "\n")
        return try XCTUnwrap(lines.firstIndex { $0.hasPrefix(word) }) + 1
    }

    private func launch(_ arguments: [String], on bus: SessionBus) throws -> ViewerSession {
        try launchViewer(arguments, on: try startDisplay(width: 1000, height: 800)) { environment in
            environment = bus.environment(environment)
        }
    }

    private func forward(_ line: Int, on bus: SessionBus) throws -> CommandResult {
        try Command.run(try sdlpdf().path, ["--synctex-forward", "\(line):0:\(tex.path)", pdf.path],
                        environment: bus.environment(TestEnvironment.sdlpdfEnvironment(home: workDirectory)))
    }

    /// Whether the frame shows the pointed highlight (orange over white paper) somewhere.
    private static func showsHighlight(_ image: RGBImage) -> Bool {
        let orange = RGB(255, 178, 115)
        var count = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 4) where image[x, y].isClose(to: orange, tolerance: 20) {
                count += 1
            }
        }
        return count > 50
    }

    func testASecondSdlpdfFindsTheWindowAndShowsTheLine() throws {
        try prepareSample()
        let bus = try startSessionBus()
        let viewer = try launch([pdf.path], on: bus)
        XCTAssertEqual(try viewer.title(expecting: "synctex-sample.pdf — 1/3 — sdlpdf", timeout: 10),
                       "synctex-sample.pdf — 1/3 — sdlpdf")

        let result = try forward(try line(of: "Bravo"), on: bus)
        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), result.standardError)
        XCTAssertEqual(try viewer.title(expecting: "synctex-sample.pdf — 2/3 — sdlpdf"), "synctex-sample.pdf — 2/3 — sdlpdf")
        _ = try viewer.waitForFrame("the Bravo line highlighted", timeout: 2, where: Self.showsHighlight)
        XCTAssertEqual(viewer.process.isRunning, true)

        let nothing = try Command.run(try sdlpdf().path, ["--synctex-forward", "1:0:elsewhere.tex", pdf.path],
                                      environment: bus.environment(TestEnvironment.sdlpdfEnvironment(home: workDirectory)))
        XCTAssertEqual(nothing.status, 1)
        XCTAssertTrue(nothing.standardError.contains("line 1 made nothing on the pages of this document"), nothing.standardError)
    }

    func testWithoutAWindowForwardSearchOpensOneThere() throws {
        try prepareSample()
        let bus = try startSessionBus()
        let viewer = try launch(["--synctex-forward", "\(try line(of: "Charlie")):0:\(tex.path)", pdf.path], on: bus)
        XCTAssertEqual(try viewer.title(expecting: "synctex-sample.pdf — 3/3 — sdlpdf", timeout: 10),
                       "synctex-sample.pdf — 3/3 — sdlpdf")
    }

    func testADamagedSyncTeXFileIsAnAnswerNotACrash() throws {
        try prepareSample()
        try Data("damaged".utf8).write(to: workDirectory.appendingPathComponent("synctex-sample.synctex.gz"))
        let bus = try startSessionBus()
        let viewer = try launch([pdf.path], on: bus)
        _ = try viewer.title(expecting: "synctex-sample.pdf — 1/3 — sdlpdf", timeout: 10)
        let result = try forward(try line(of: "Bravo"), on: bus)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("cannot be read"), result.standardError)
        XCTAssertTrue(viewer.process.isRunning)
    }

    func testControlClickRunsTheEditorCommandAtTheLine() throws {
        try prepareSample()
        let bus = try startSessionBus()
        let record = workDirectory.appendingPathComponent("editor-call")
        // The user's command; %{input} and %{line} arrive as arguments, never through a shell's parsing.
        let command = "sh -c 'printf \"%s:%s\" \"$0\" \"$1\" > \(record.path)' %{input} %{line}"
        let viewer = try launch(["--synctex-editor-command", command, "--page", "2", pdf.path], on: bus)
        _ = try viewer.title(expecting: "synctex-sample.pdf — 2/3 — sdlpdf", timeout: 10)
        _ = try viewer.waitForFrame("page 2's paper") { image in image.center.isClose(to: .white, tolerance: 10) }

        try viewer.window.holdKey("ctrl")
        try viewer.window.click(x: 500, y: 200)
        try viewer.window.releaseKey("ctrl")
        let call = try poll("the editor command to run", timeout: 5, interval: 0.05) { () -> String? in
            (try? String(contentsOf: record, encoding: .utf8)).flatMap { $0.isEmpty ? nil : $0 }
        }
        XCTAssertEqual(call, "\(tex.path):\(try line(of: "Bravo"))")
    }
}
