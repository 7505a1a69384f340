import CSDL2
import Foundation
import PDFEngine
import Viewer
import XCTest
@testable import SDLFrontend

/// The window's thread never waits behind a display-list recording: what it
/// reads of the document it reads ahead of one, and the rest (saving,
/// opening, the find's copies) runs on threads of its own. `MainThreadLockWatch`
/// records every place the main thread takes the document lock behind a recording.
final class MainThreadLockTests: DummyVideoTestCase {
    private static let page = "%%MediaBox 0 0 612 792\n%%Font F1 Helvetica\n"
        + "BT /F1 20 Tf 100 700 Td (Hello World) Tj ET\nBT /F1 12 Tf 100 600 Td (second line here) Tj ET\n"

    func testSelectingCopyingFindingInkingAndSavingNeverWaitBehindARecording() throws {
        let document = try TestDocument(pages: [Self.page, Self.page, Self.page], in: self)
        var options = SessionOptions()
        options.windowWidth = 600
        options.windowHeight = 800
        let session = try ViewerSession(document: try Document(path: document.path), options: options)
        session.settle(timeout: 5)
        MainThreadLockWatch.start()
        let point = session.state.screenPoint(of: PagePoint(x: 150, y: 85), onPage: 0)
        for clicks in 1...3 {
            session.handle(.pointer(PointerInput(.pressed(.left, at: point), heldButtons: .left, clickCount: clicks)))
            session.handle(.pointer(PointerInput(.released(.left, at: point))))
        }
        session.handle(.keyDown(KeyChord(.character("c"), .control), isRepeat: false))
        session.findTextChanged("line")
        XCTAssertTrue(session.commitInk(InkStroke(page: 1, points: [PagePoint(x: 50, y: 50), PagePoint(x: 150, y: 90)],
                                                  color: .black, width: 2)))
        session.saveDocument()
        session.handle(.keyDown(KeyChord(.pageDown), isRepeat: false))
        let deadline = Date().addingTimeInterval(10)
        while (session.ink.isSaving || session.find.results?.isComplete != true) && Date() < deadline {
            session.runLoopOnce(waitingAtMost: 20)
        }
        session.settle(timeout: 5)
        let waits = MainThreadLockWatch.stop()
        XCTAssertFalse(session.ink.isSaving, "the save ended")
        XCTAssertEqual(session.find.results?.hitCount, 3)
        XCTAssertEqual(waits, [], "the main thread took the document lock behind a recording in these functions")
    }
}
