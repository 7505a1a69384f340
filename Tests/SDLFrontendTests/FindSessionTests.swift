import CSDL2
import Foundation
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// Find in a real session on SDL's dummy video driver: the bar, the search
/// in the background and the view going to the hits.
final class FindSessionTests: DummyVideoTestCase {
    /// Five Letter pages saying which page they are; page 3 (index 2) and
    /// page 5 (index 4) also say "needle", low on the page.
    private func fivePages() throws -> String {
        try TestDocument(pages: (1...5).map { page in
            "%%MediaBox 0 0 612 792\n%%Font F1 Helvetica\nBT /F1 20 Tf 100 700 Td (page \(page)) Tj ET\n"
                + (page == 3 || page == 5 ? "BT /F1 20 Tf 300 100 Td (a needle) Tj ET\n" : "")
        }, in: self).path
    }

    private func session(_ path: String, find: String? = nil) throws -> ViewerSession {
        var options = SessionOptions()
        options.windowWidth = 600
        options.windowHeight = 800
        options.findQuery = find
        return try ViewerSession(document: try Document(path: path), options: options)
    }

    private func key(_ key: Key, _ modifiers: Modifiers = [], in session: ViewerSession) {
        session.handle(.keyDown(KeyChord(key, modifiers), isRepeat: false))
    }

    /// Runs the event loop until `condition` holds (the search reports from its threads).
    private func run(_ session: ViewerSession, until what: String, _ condition: @escaping () -> Bool) {
        let reached = expectation(for: NSPredicate { _, _ in
            session.runLoopOnce(waitingAtMost: 10)
            return condition()
        }, evaluatedWith: nil)
        reached.expectationDescription = what
        wait(for: [reached], timeout: 20)
    }

    /// Whether the current hit lies wholly inside the window, above the find bar when it is open.
    private func currentHitIsVisible(in session: ViewerSession) -> Bool {
        guard let results = session.find.results, let current = results.current, let rects = results.rects(at: current)
        else { return false }
        let covered = session.findBar == nil ? 0 : FindBarLayer.coveredHeight(pixelDensity: session.state.viewport.pixelDensity)
        return rects.allSatisfy { rect in
            let a = session.state.screenPoint(of: PagePoint(x: rect.x, y: rect.y), onPage: current.page)
            let b = session.state.screenPoint(of: PagePoint(x: rect.x + rect.width, y: rect.y + rect.height), onPage: current.page)
            return a.y >= 0 && b.y <= session.state.viewport.height - covered && a.x >= 0 && b.x <= session.state.viewport.width
        }
    }

    func testSlashOpensTheBarAndTypingGoesToTheFirstHitFromThePageShown() throws {
        let session = try session(try fivePages())
        key(.character("/"), in: session)
        XCTAssertNotNil(session.findBar)
        session.handle(.text("needle"))
        run(session, until: "the first hit is current") { session.find.results?.current != nil }
        XCTAssertEqual(session.find.results?.current, FindHitLocation(page: 2, index: 0))
        XCTAssertEqual(session.state.currentPageIndex, 2)
        XCTAssertTrue(currentHitIsVisible(in: session), "the hit is on screen above the bar")
        run(session, until: "every page is searched") { session.find.results?.isComplete == true }
        XCTAssertEqual(session.findStatus, "1 of 2")
    }

    /// On a German layout `/` is Shift+7: the key is a count digit, and the
    /// `/` comes as text only. It opens the bar once, and is not typed into it.
    func testSlashTypedAsTextOpensTheBarWhereItIsNoKeyOfItsOwn() throws {
        let session = try session(try fivePages())
        key(.character("7"), .shift, in: session)
        session.handle(.text("/"))
        let bar = try XCTUnwrap(session.findBar, "the / typed opens the find bar")
        XCTAssertEqual(bar.text, "", "the / is not typed into it")
        session.handle(.text("needle"))
        XCTAssertEqual(bar.text, "needle")
        XCTAssertEqual(session.layers.filter { $0 is FindBarLayer }.count, 1, "one bar")
        run(session, until: "the first hit is current") { session.find.results?.current != nil }
        XCTAssertEqual(session.state.currentPageIndex, 2, "the 7 was no count for the jump")
        key(.escape, in: session)
        session.handle(.text("a"))
        XCTAssertNil(session.findBar, "other text is no command")
    }

    /// The page indicator (bottom right) stands above the find bar while it is open, and back at the bottom after.
    func testThePageIndicatorStandsAboveTheOpenFindBar() throws {
        let session = try session(try fivePages())
        let style = OverlayStyle(scale: session.state.viewport.pixelDensity), bounds = session.state.viewport.bounds
        let bottom = { PageIndicatorLayer.frame(textWidth: 80, style: style, viewport: bounds,
                                                bottomInset: session.findBarCoveredHeight).maxY }
        let closed = bottom()
        key(.character("/"), in: session)
        let covered = FindBarLayer.coveredHeight(pixelDensity: session.state.viewport.pixelDensity)
        XCTAssertLessThanOrEqual(bottom(), bounds.maxY - covered, "above the bar's strip")
        XCTAssertGreaterThan(bottom(), bounds.maxY - covered - style.pixels(OverlayStyle.windowMargin) - 1, "right above it")
        key(.escape, in: session)
        XCTAssertEqual(bottom(), closed)
        XCTAssertGreaterThan(closed, bounds.maxY - covered, "with the bar closed it sits in the bar's place")
    }

    func testEnterNAndF3StepThroughTheHitsAlsoWithTheBarClosedAndAltLeftGoesBack() throws {
        let session = try session(try fivePages())
        key(.character("f"), .control, in: session)
        session.handle(.text("needle"))
        run(session, until: "every page is searched") { session.find.results?.isComplete == true }
        key(.enter, in: session)
        XCTAssertEqual(session.find.results?.current, FindHitLocation(page: 4, index: 0))
        XCTAssertEqual(session.state.currentPageIndex, 4)
        XCTAssertTrue(currentHitIsVisible(in: session))
        key(.escape, in: session)
        XCTAssertNil(session.findBar, "Escape closes the bar")
        XCTAssertEqual(session.state.currentPageIndex, 4, "and keeps the hit's place")
        key(.character("n"), in: session)
        XCTAssertEqual(session.find.results?.current, FindHitLocation(page: 2, index: 0), "n wraps to the first hit")
        XCTAssertEqual(session.state.currentPageIndex, 2)
        key(.function(3), .shift, in: session)
        XCTAssertEqual(session.state.currentPageIndex, 4, "Shift+F3 goes back to the previous hit")
        key(.character("n"), .shift, in: session)
        XCTAssertEqual(session.state.currentPageIndex, 2, "N too")
        key(.left, .alt, in: session)
        XCTAssertEqual(session.state.currentPageIndex, 4, "Alt+Left goes back to where the last hit jumped from")
    }

    func testFindOptionOpensAtTheFirstHitWithTheHitsHighlighted() throws {
        let session = try session(try fivePages(), find: "needle")
        XCTAssertNil(session.findBar, "--find opens no bar")
        run(session, until: "the first hit is current") { session.find.results?.current != nil }
        XCTAssertEqual(session.state.currentPageIndex, 2)
        XCTAssertTrue(currentHitIsVisible(in: session))
        XCTAssertFalse(session.findHighlights.isBlank)
    }

    /// `fivePages()` encrypted with the user password "pw".
    private func lockedFivePages() throws -> String {
        let plain = try fivePages()
        let locked = URL(fileURLWithPath: plain).deletingLastPathComponent().appendingPathComponent("locked.pdf").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mutool")
        process.arguments = ["clean", "-E", "aes-256", "-U", "pw", "-O", "owner", plain, locked]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "mutool clean -E")
        return locked
    }

    /// `--find` on a document that needs a password searches once the password is typed into the prompt.
    func testFindOptionSearchesOnceThePromptUnlocksTheDocument() throws {
        var options = SessionOptions()
        options.windowWidth = 600
        options.windowHeight = 800
        options.findQuery = "needle"
        let session = try ViewerSession(document: try Document(path: try lockedFivePages(), allowLocked: true), options: options)
        XCTAssertNil(session.find.results, "nothing to search before the password")
        XCTAssertTrue(session.unlock(with: "pw"))
        run(session, until: "the first hit is current") { session.find.results?.current != nil }
        XCTAssertEqual(session.state.currentPageIndex, 2)
        XCTAssertTrue(currentHitIsVisible(in: session))
    }

    /// `--find` with `--password`: the search's copies open with the password too.
    func testFindOptionSearchesADocumentOpenedWithItsPassword() throws {
        var options = SessionOptions()
        options.windowWidth = 600
        options.windowHeight = 800
        options.findQuery = "needle"
        options.password = "pw"
        let session = try ViewerSession(document: try Document(path: try lockedFivePages(), password: "pw"), options: options)
        run(session, until: "every page is searched") { session.find.results?.isComplete == true }
        XCTAssertEqual(session.find.results?.hitCount, 2)
        XCTAssertEqual(session.state.currentPageIndex, 2)
    }

    func testAQueryWithoutHitsSaysNotFoundAndDoesNotMove() throws {
        let session = try session(try fivePages())
        key(.character("/"), in: session)
        let before = session.state.scrollY
        session.handle(.text("haystack"))
        run(session, until: "every page is searched") { session.find.results?.isComplete == true }
        XCTAssertEqual(session.findStatus, "not found")
        XCTAssertEqual(session.state.scrollY, before)
    }
}
