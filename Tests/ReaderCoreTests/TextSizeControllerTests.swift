import Foundation
import PDFEngine
import ReaderCore
import Viewer
import XCTest

/// Text-size changes without the window: the layout made in the background, keys meanwhile stepping on.
final class TextSizeControllerTests: XCTestCase {
    private func book() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-textsize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let paragraphs = (0..<400).map { "<p>Paragraph \($0) of a book laid out again at another text size.</p>" }
        let path = directory.appendingPathComponent("book.xhtml").path
        try "<html><body><h1>Book</h1>\(paragraphs.joined())</body></html>".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testASizeAskedForWhileLayingOutIsLaidOutNext() throws {
        let document = try Document(path: try book())
        var state = ViewerState(geometry: DocumentGeometry(document), viewport: ViewportSize(width: 400, height: 300), startPage: 0)
        let controller = TextSizeController()
        let woken = DispatchSemaphore(value: 0)
        let wake: @Sendable () -> Void = { woken.signal() }
        XCTAssertTrue(controller.change(.largerText, document: document, password: nil, state: state, wake: wake).hasPrefix("Laying out at "))
        let second = controller.change(.largerText, document: document, password: nil, state: state, wake: wake)
        XCTAssertTrue(second.hasPrefix("Laying out at "), second)
        XCTAssertEqual(woken.wait(timeout: .now() + 20), .success)
        let first = try XCTUnwrap(controller.takeFinished())
        let laidOut = try first.result.get().document
        XCTAssertEqual(laidOut.layout.em, first.em)
        XCTAssertGreaterThan(first.em, Document.ReflowLayout.standard.em)
        let message = controller.didShow(first, document: laidOut, password: nil, state: &state, wake: wake)
        XCTAssertEqual(message.isError, false)
        XCTAssertTrue(message.text.hasPrefix("Laying out at "), "the size asked for meanwhile is laid out next: \(message.text)")
        XCTAssertEqual(woken.wait(timeout: .now() + 20), .success)
        let next = try XCTUnwrap(controller.takeFinished())
        XCTAssertGreaterThan(next.em, first.em)
        XCTAssertEqual(controller.didShow(next, document: try next.result.get().document, password: nil, state: &state, wake: wake).text,
                       "Text size \(Int(next.em)) pt")
        XCTAssertNil(controller.takeFinished())
    }
}
