import XCTest
@testable import SDLFrontend

/// Layers drawn on a fake canvas, without a window: what they draw follows
/// from what the host says (the find status, the find bar's height, a
/// rejected password).
final class LayerDrawingTests: XCTestCase {
    /// The top of the text `text` drawn on `canvas`.
    private func top(of text: String, on canvas: FakeLayerHost) throws -> Double {
        let y = canvas.drawings.compactMap { if case .text(text, _, _, let y, _) = $0 { y } else { nil } }.first
        return try XCTUnwrap(y, "\(text) is drawn: \(canvas.drawnText)")
    }

    func testThePageIndicatorShowsUntilItsTimeAndStandsAboveTheFindBar() throws {
        let canvas = FakeLayerHost()
        let indicator = PageIndicatorLayer()
        indicator.show("3 / 4", now: canvas.now)
        indicator.draw(in: canvas)
        let alone = try top(of: "3 / 4", on: canvas)
        XCTAssertGreaterThan(alone, canvas.geometry.viewport.height / 2, "at the bottom")

        canvas.forgetDrawings()
        canvas.findBarCoveredHeight = 80
        indicator.draw(in: canvas)
        let barTop = canvas.geometry.viewport.height - 80
        XCTAssertLessThan(try top(of: "3 / 4", on: canvas), barTop - OverlayStyle.labelSize, "above the find bar, whole")

        indicator.tick(now: canvas.now + PageIndicatorLayer.visibleMilliseconds, in: canvas)
        canvas.forgetDrawings()
        indicator.draw(in: canvas)
        XCTAssertEqual(canvas.drawings, [])
    }

    func testTheFindBarShowsTheQueryAndTheHostsStatus() throws {
        let canvas = FakeLayerHost()
        let bar = FindBarLayer()
        XCTAssertTrue(bar.handle(.text("cat"), in: canvas))
        canvas.findStatus = "3 of 57"
        bar.draw(in: canvas)
        XCTAssertEqual(canvas.drawnText, ["Find: cat|", "3 of 57"])
    }

    func testThePasswordPromptNamesTheFileAndSaysWhenAPasswordWasWrong() throws {
        let canvas = FakeLayerHost()
        let prompt = PasswordPromptLayer(fileName: "lat.pdf", rejected: false)
        prompt.draw(in: canvas)
        XCTAssertTrue(canvas.drawnText.joined(separator: " ").contains("“lat.pdf” is protected by a password."),
                      "\(canvas.drawnText)")
        XCTAssertFalse(canvas.drawnText.joined(separator: " ").contains("does not open it"))

        canvas.password = "right"
        XCTAssertTrue(prompt.handle(.text("wrong"), in: canvas))
        XCTAssertTrue(prompt.handle(.key(.enter), in: canvas))
        canvas.forgetDrawings()
        prompt.draw(in: canvas)
        XCTAssertTrue(canvas.drawnText.joined(separator: " ").contains("That password does not open it. Try again."),
                      "a wrong password is said: \(canvas.drawnText)")
    }
}
