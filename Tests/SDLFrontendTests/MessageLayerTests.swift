import XCTest
@testable import SDLFrontend

/// The message layer on a fake host's clock and canvas, without a window.
final class MessageLayerTests: XCTestCase {
    func testAMessageIsDueAtOnceAndHidesItsDurationAfterTheFrameThatShowsIt() throws {
        let canvas = FakeLayerHost()
        let messages = MessageLayer()
        XCTAssertNil(messages.nextWakeUp)
        XCTAssertTrue(messages.isBlank)

        messages.show("Saved lat.pdf.", naming: "lat.pdf")
        let due = try XCTUnwrap(messages.nextWakeUp)
        XCTAssertLessThanOrEqual(due, canvas.now, "a new message wants a frame now")
        XCTAssertFalse(messages.isBlank)

        canvas.now += 250
        messages.draw(in: canvas)
        XCTAssertEqual(canvas.drawnText, ["Saved lat.pdf."])
        let hides = try XCTUnwrap(messages.nextWakeUp)
        XCTAssertEqual(hides, canvas.now + MessageLayer.duration(isError: false),
                       "its time starts with the frame, on the host's clock")

        canvas.now += 1000
        messages.draw(in: canvas)
        XCTAssertEqual(messages.nextWakeUp, hides, "a later frame does not restart its time")
        messages.tick(now: hides - 1, in: canvas)
        XCTAssertEqual(messages.text, "Saved lat.pdf.")
        messages.tick(now: hides, in: canvas)
        XCTAssertNil(messages.text)
        XCTAssertNil(messages.nextWakeUp)
        XCTAssertTrue(messages.isBlank)

        canvas.forgetDrawings()
        messages.draw(in: canvas)
        XCTAssertEqual(canvas.drawings, [], "a hidden message draws nothing")
    }

    func testAnErrorStaysLongerInItsRedOnAPanel() throws {
        let canvas = FakeLayerHost()
        let messages = MessageLayer()
        messages.show("Cannot save: the disk is full.", isError: true)
        messages.draw(in: canvas)
        XCTAssertEqual(messages.nextWakeUp, canvas.now + MessageLayer.duration(isError: true))
        XCTAssertGreaterThan(MessageLayer.duration(isError: true), MessageLayer.duration(isError: false))
        let panel = canvas.drawings.contains {
            if case .fill(_, OverlayStyle.panelBackground) = $0 { true } else { false }
        }
        XCTAssertTrue(panel, "it stands on a panel")
        let text = try XCTUnwrap(canvas.drawings.last)
        guard case .text("Cannot save: the disk is full.", _, _, _, let color) = text else {
            return XCTFail("the message is drawn last, whole: \(text)")
        }
        XCTAssertEqual(color, MessageLayer.errorText)
    }
}
