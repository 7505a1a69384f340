import Foundation
import PDFAppearance
import PDFEngine
import XCTest

final class InkAnnotationTests: FixtureTestCase {
    private let teal = Color(red: 0.1, green: 0.6, blue: 0.55)

    func testStrokeBecomesAnInkAnnotationWithItsColorWidthAndPoints() throws {
        let document = try Document(path: try fixtures.blankPage())
        let points = [PagePoint(x: 50, y: 100), PagePoint(x: 120, y: 140), PagePoint(x: 200, y: 90)]
        let change = try document.addInkStroke(page: 0, points: points, color: teal, width: 6)
        XCTAssertEqual(change.kind, .added)
        XCTAssertEqual(change.page, 0)
        XCTAssertTrue(change.rect.contains(PagePoint(x: 120, y: 140)))
        XCTAssertLessThanOrEqual(change.rect.x, 47)
        XCTAssertGreaterThanOrEqual(change.rect.x + change.rect.width, 203)

        let annotations = try document.inkAnnotations(onPage: 0)
        XCTAssertEqual(annotations.count, 1)
        let ink = try XCTUnwrap(annotations.first)
        XCTAssertEqual(ink.id, change.annotation)
        XCTAssertEqual(ink.width, 6, accuracy: 0.001)
        XCTAssertEqual(ink.opacity, 1)
        XCTAssertEqual(ink.color?.rgba8.0, teal.rgba8.0)
        XCTAssertEqual(ink.color?.rgba8.1, teal.rgba8.1)
        XCTAssertEqual(ink.color?.rgba8.2, teal.rgba8.2)
        XCTAssertEqual(ink.strokes.count, 1)
        for (got, want) in zip(ink.strokes[0], points) {
            XCTAssertEqual(got.x, want.x, accuracy: 0.01)
            XCTAssertEqual(got.y, want.y, accuracy: 0.01)
        }
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertTrue(document.canUndo)
        XCTAssertFalse(document.canRedo)
    }

    func testStrokeRendersWhereItWasDrawn() throws {
        let document = try Document(path: try fixtures.blankPage())
        let before = try document.renderDayPixels(page: 0, scale: 1)
        XCTAssertTrue(before.pixel(x: 150, y: 200) == (255, 255, 255, 255))
        try document.addInkStroke(page: 0, points: [PagePoint(x: 100, y: 200), PagePoint(x: 200, y: 200)],
                                  color: Color(red: 1, green: 0, blue: 0), width: 10)
        let after = try document.renderDayPixels(page: 0, scale: 1)
        XCTAssertTrue(after.pixel(x: 150, y: 200) == (255, 0, 0, 255), "the recorded display list was dropped")
        XCTAssertTrue(after.pixel(x: 150, y: 215) == (255, 255, 255, 255))
        XCTAssertTrue(after.pixel(x: 96, y: 200) == (255, 0, 0, 255), "round caps reach past the end point")
    }

    /// A page with /Rotate 90 and a MediaBox that does not start at 0,0:
    /// page-space points still land where the reader drew them.
    func testStrokeOnRotatedPageWithOffsetMediaBoxLandsUnderThePen() throws {
        let path = try fixtures.rawPDF("rotated.pdf", objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [100 200 500 500] /Rotate 90 /Contents 4 0 R >>",
            "<< /Length 0 >>\nstream\n\nendstream",
        ])
        let document = try Document(path: path)
        XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 300, height: 400))
        let points = [PagePoint(x: 40, y: 300), PagePoint(x: 140, y: 300)]
        try document.addInkStroke(page: 0, points: points, color: Color(red: 0, green: 0, blue: 1), width: 8)
        let pixels = try document.renderDayPixels(page: 0, scale: 1)
        XCTAssertTrue(pixels.pixel(x: 90, y: 300) == (0, 0, 255, 255))
        XCTAssertTrue(pixels.pixel(x: 90, y: 320) == (255, 255, 255, 255))
        XCTAssertTrue(pixels.pixel(x: 300 - 90, y: 400 - 300) == (255, 255, 255, 255))
        let stroke = try XCTUnwrap(document.inkAnnotations(onPage: 0).first?.strokes.first)
        XCTAssertEqual(stroke.first?.x ?? 0, 40, accuracy: 0.01)
        XCTAssertEqual(stroke.first?.y ?? 0, 300, accuracy: 0.01)
    }

    func testUndoRedoAndEraseKeepAnnotationIdentity() throws {
        let document = try Document(path: try fixtures.blankPage())
        let first = try document.addInkStroke(page: 0, points: [PagePoint(x: 20, y: 50), PagePoint(x: 280, y: 50)],
                                              color: teal, width: 4).annotation
        let second = try document.addInkStroke(page: 0, points: [PagePoint(x: 20, y: 150), PagePoint(x: 280, y: 150)],
                                               color: teal, width: 4).annotation
        XCTAssertNotEqual(first, second)

        let undone = try XCTUnwrap(try document.undo())
        XCTAssertEqual(undone.annotation, second)
        XCTAssertEqual(undone.kind, .removed)
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).map(\.id), [first])
        XCTAssertTrue(document.canRedo)
        XCTAssertEqual(try document.redo()?.kind, .added)
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).map(\.id), [first, second])

        let hit = try XCTUnwrap(try document.inkAnnotation(at: PagePoint(x: 100, y: 51), onPage: 0))
        XCTAssertEqual(hit.id, first)
        XCTAssertNil(try document.inkAnnotation(at: PagePoint(x: 100, y: 100), onPage: 0))
        XCTAssertEqual(try document.removeInkAnnotation(hit.id).kind, .removed)
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).map(\.id), [second])
        let erasedPixels = try document.renderDayPixels(page: 0, scale: 1)
        XCTAssertTrue(erasedPixels.pixel(x: 100, y: 50) == (255, 255, 255, 255))

        XCTAssertEqual(try document.undo()?.annotation, first, "undoing the eraser brings the stroke back")
        XCTAssertEqual(Set(try document.inkAnnotations(onPage: 0).map(\.id)), [first, second])
        XCTAssertNotNil(try document.undo())
        XCTAssertNotNil(try document.undo())
        XCTAssertNil(try document.undo(), "nothing left to undo")
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).count, 0)
        XCTAssertFalse(document.hasUnsavedChanges, "undoing everything returns to the file's state")

        try document.redo()
        try document.addInkStroke(page: 0, points: [PagePoint(x: 20, y: 250)], color: teal, width: 4)
        XCTAssertFalse(document.canRedo, "a new stroke forgets what could be redone")
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).count, 2)
    }

    /// A stroke undone and then past redoing (another stroke was drawn) is freed: drawing and
    /// undoing 200 strokes leaves MuPDF's memory for the document where it was (each kept about
    /// 4 KB before); the stroke undone last can still be redone.
    func testStrokesUndoneAndPastRedoingAreFreed() throws {
        let path = try fixtures.blankPage()
        let document = try Document(path: path)
        let points = (0..<13).map { PagePoint(x: 100 + Double($0) * 8, y: 200 + Double($0 % 4 < 2 ? 0 : 6)) }
        try document.addInkStroke(page: 0, points: points, color: teal, width: 3)
        try document.undo()
        try document.addInkStroke(page: 0, points: points, color: teal, width: 3)
        try document.undo()
        let before = document.memoryInUse
        for _ in 0..<200 {
            try document.addInkStroke(page: 0, points: points, color: teal, width: 3)
            try document.undo()
        }
        XCTAssertLessThan(document.memoryInUse - before, 100 << 10, "200 undone strokes hold no memory")
        let kept = try document.addInkStroke(page: 0, points: points, color: teal, width: 3).annotation
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).map(\.id), [kept])
        try document.undo()
        XCTAssertEqual(try document.redo()?.annotation, kept, "the last undone stroke can still be redone")
        XCTAssertEqual(try document.inkAnnotations(onPage: 0).map(\.id), [kept])
    }

    func testChangesAreAnnounced() throws {
        let document = try Document(path: try fixtures.blankPage())
        /// Notifications posted with no queue arrive synchronously on the posting thread.
        final class Received: @unchecked Sendable { var changes: [InkChange] = [] }
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: Document.inkDidChangeNotification, object: document,
                                                              queue: nil) { note in
            if let change = note.userInfo?[Document.inkChangeKey] as? InkChange { received.changes.append(change) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let added = try document.addInkStroke(page: 0, points: [PagePoint(x: 10, y: 10), PagePoint(x: 30, y: 30)], color: teal, width: 2)
        let undone = try XCTUnwrap(try document.undo())
        XCTAssertEqual(received.changes, [added, undone])
    }

    func testInvalidStrokesAreRejected() throws {
        let document = try Document(path: try fixtures.blankPage())
        XCTAssertThrowsError(try document.addInkStroke(page: 0, points: [], color: teal, width: 2))
        XCTAssertThrowsError(try document.addInkStroke(page: 0, points: [PagePoint(x: 1, y: 1)], color: teal, width: 0))
        XCTAssertThrowsError(try document.addInkStroke(page: 3, points: [PagePoint(x: 1, y: 1)], color: teal, width: 2)) { error in
            XCTAssertEqual(error as? DocumentError, .pageOutOfRange(path: document.path, page: 3, pageCount: 1))
        }
        XCTAssertThrowsError(try document.removeInkAnnotation(InkAnnotationID(page: 0, objectNumber: 4)))
        XCTAssertFalse(document.hasUnsavedChanges)
    }

    func testInkAvailabilityFollowsFormatAndPermissions() throws {
        let pdf = try fixtures.blankPage()
        XCTAssertEqual(try Document(path: pdf).inkAvailability, .available)

        let png = fixtures.path("page.png")
        try Document(path: pdf).exportPNG(page: 0, dpi: 36, to: png)
        let image = try Document(path: png)
        XCTAssertEqual(image.inkAvailability, .notPDF)
        XCTAssertThrowsError(try image.addInkStroke(page: 0, points: [PagePoint(x: 1, y: 1)], color: teal, width: 2)) { error in
            guard case .inkUnavailable = error as? DocumentError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try image.inkAnnotations(onPage: 0), [])

        let printOnly = fixtures.path("print-only.pdf")
        try Fixtures.run("mutool", ["clean", "-E", "aes-128", "-U", "", "-O", "owner", "-P", "4", pdf, printOnly])
        let locked = try Document(path: printOnly)
        guard case .notPermitted(let reason) = locked.inkAvailability else {
            return XCTFail("annotating is not permitted: \(locked.inkAvailability)")
        }
        XCTAssertTrue(reason.contains("annotations"), reason)
        XCTAssertThrowsError(try locked.addInkStroke(page: 0, points: [PagePoint(x: 1, y: 1)], color: teal, width: 2))
    }
}

extension InkAnnotationTests {
    /// Strokes, erasing and undo on one thread while others render and read
    /// annotations: every render finishes, and the final page shows exactly
    /// the strokes that remain.
    func testEditingWhileOtherThreadsRender() throws {
        let document = try Document(path: try fixtures.pdf("busy.pdf", pages: [(300, 300, ""), (300, 300, "")]))
        let failures = Counter()
        let done = DispatchSemaphore(value: 0)
        let stop = Flag()
        for page in 0..<2 {
            Thread {
                while !stop.isSet {
                    if (try? document.renderDayPixels(page: page, scale: 0.5)) == nil { failures.increment() }
                    if (try? document.inkAnnotations(onPage: page)) == nil { failures.increment() }
                }
                done.signal()
            }.start()
        }
        for i in 0..<40 {
            let y = Double(5 + 7 * i)
            let change = try document.addInkStroke(page: i % 2, points: [PagePoint(x: 10, y: y), PagePoint(x: 290, y: y)],
                                                   color: .black, width: 2)
            if i % 4 == 3 { try document.removeInkAnnotation(change.annotation) }
            if i % 5 == 4 { try document.undo() }
        }
        stop.set()
        done.wait()
        done.wait()
        XCTAssertEqual(failures.value, 0)
        let remaining = try document.inkAnnotations(onPage: 0) + document.inkAnnotations(onPage: 1)
        let pixels = try (0..<2).map { try document.renderDayPixels(page: $0, scale: 1) }
        for annotation in remaining {
            let y = Int(annotation.strokes[0][0].y)
            XCTAssertTrue(pixels[annotation.id.page].pixel(x: 150, y: y) == (0, 0, 0, 255), "\(annotation.id)")
        }
        XCTAssertGreaterThan(remaining.count, 20)
    }
}

/// A flag one thread sets and others poll.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
