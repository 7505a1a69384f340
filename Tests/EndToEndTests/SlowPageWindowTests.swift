import Foundation
import XCTest

/// A page that renders for seconds never makes the window wait: keys are
/// answered while it renders, and after `--render-time-limit` it becomes an
/// error page ("Page 1 cannot be shown" and the reason).
final class SlowPageWindowTests: EndToEndTestCase {
    /// How long a key may take to show on screen while a page renders (generous: the
    /// machine running the tests may be loaded, and a screenshot alone can take a second).
    static let keyDeadline = 3.0

    /// The error page's text colour in Default mode.
    static let errorText = RGB(153, 26, 26)

    /// Page 1 fills itself a million times (a form of 1,000 fills drawn 1,000 times), minutes of
    /// work at window size; page 2 is a blue square.
    private func slowDocument() throws -> URL {
        let form = String(repeating: "0.5 g 0 0 200 300 re f\n", count: 1000)
        let slow = String(repeating: "/X Do\n", count: 1000)
        let square = "0 0 1 rg 50 100 100 100 re f"
        let url = workDirectory.appendingPathComponent("slow.pdf")
        try RawPDF.write([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Count 2 /Kids [3 0 R 6 0 R] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Resources << /XObject << /X 5 0 R >> >> /Contents 4 0 R >>",
            "<< /Length \(slow.utf8.count) >>\nstream\n\(slow)\nendstream",
            "<< /Type /XObject /Subtype /Form /BBox [0 0 200 300] /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Contents 7 0 R >>",
            "<< /Length \(square.utf8.count) >>\nstream\n\(square)\nendstream",
        ], to: url)
        return url
    }

    /// Whether `image` shows an error page's text.
    private static func showsErrorPage(_ image: RGBImage) -> Bool {
        image.fraction { $0.isClose(to: errorText, tolerance: 40) } > 0.0001
    }

    /// Presses `chord` and waits at most `keyDeadline` for the title to become `title`.
    private func assertTitle(after chord: String, becomes title: String, in viewer: ViewerSession,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        try viewer.window.press(chord)
        XCTAssertEqual(try viewer.title(expecting: title, timeout: Self.keyDeadline), title,
                       "\(chord) answered within \(Self.keyDeadline) s", file: file, line: line)
    }

    /// Presses Ctrl+R (Default ↔ Night) and waits at most `keyDeadline` for the middle of the
    /// window as a whole to turn dark (`night`) or light.
    private func assertNightToggle(to night: Bool, in viewer: ViewerSession, file: StaticString = #filePath, line: UInt = #line) throws {
        try viewer.window.press("ctrl+r")
        XCTAssertNoThrow(try viewer.waitForFrame(night ? "night paper after Ctrl+R" : "day paper after Ctrl+R",
                                                 timeout: Self.keyDeadline) { ($0.meanLuma < 100) == night },
                         file: file, line: line)
    }

    func testKeysAreAnsweredWhileAPageRendersForSecondsThenItIsAnErrorPage() throws {
        let document = try slowDocument()
        let limit = 12.0
        let started = Date()
        let viewer = try launchViewer(["--render-time-limit", "\(Int(limit))", "--allowed-modes", "night", document.path],
                                      on: try startDisplay(width: 800, height: 700))
        XCTAssertEqual(try viewer.title(expecting: "slow.pdf — 1/2 — sdlpdf", timeout: 10), "slow.pdf — 1/2 — sdlpdf")
        try assertTitle(after: "End", becomes: "slow.pdf — 2/2 — sdlpdf", in: viewer)
        try assertTitle(after: "Home", becomes: "slow.pdf — 1/2 — sdlpdf", in: viewer)
        try assertNightToggle(to: true, in: viewer)
        try assertNightToggle(to: false, in: viewer)
        let rendering = try viewer.window.screenshot()
        let keysDone = Date().timeIntervalSince(started)
        XCTAssertFalse(Self.showsErrorPage(rendering) && keysDone < limit, "page 1 is still rendering, not yet an error page")

        let errorPage = try viewer.waitForFrame("page 1 as an error page after the \(limit) s limit", timeout: limit + 30,
                                                where: Self.showsErrorPage)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), limit, "not before the limit")
        XCTAssertGreaterThan(errorPage.meanLuma, 200, "on white paper")
        try assertTitle(after: "End", becomes: "slow.pdf — 2/2 — sdlpdf", in: viewer)
        XCTAssertEqual(viewer.process.standardError, "")
    }

    /// The corpus's pages that hang `mutool draw` (SDLPDF_CORPUS): a Type3 glyph that draws
    /// itself and a decompression bomb. Each ends as an error page (MuPDF's exception stack
    /// overflows; a block over the 1 GiB cap), the window answering keys meanwhile, with at most
    /// one line on stderr.
    func testCorpusHangingPagesEndAsErrorPagesInAResponsiveWindow() throws {
        guard let corpus = ProcessInfo.processInfo.environment["SDLPDF_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("set SDLPDF_CORPUS to open the corpus's hanging pages in the window")
        }
        let display = try startDisplay(width: 800, height: 700)
        for name in ["h_type3-recursion-cycle-hang_pdfjs.pdf", "h_decompression-bomb-hang_pdfjs-bomb_giant.pdf"] {
            let path = URL(fileURLWithPath: corpus).appendingPathComponent(name).path
            let viewer = try launchViewer(["--render-time-limit", "3", "--allowed-modes", "night", path], on: display)
            XCTAssertEqual(try viewer.title(expecting: "\(name) — 1/1 — sdlpdf", timeout: 10), "\(name) — 1/1 — sdlpdf")
            try assertNightToggle(to: true, in: viewer)
            try assertNightToggle(to: false, in: viewer)
            XCTAssertNoThrow(try viewer.waitForFrame("\(name): page 1 as an error page", timeout: 30, where: Self.showsErrorPage))
            try viewer.window.press("q")
            XCTAssertEqual(try viewer.waitForExit(), Termination(status: 0, signaled: false), name)
            XCTAssertLessThanOrEqual(viewer.process.standardError.split(separator: "\n").count, 1,
                                     "\(name): \(viewer.process.standardError)")
        }
    }
}
