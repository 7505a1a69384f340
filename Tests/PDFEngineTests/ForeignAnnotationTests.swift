import Foundation
import PDFAppearance
import PDFEngine
import XCTest

/// Annotations other programs wrote without appearance streams: MuPDF draws
/// them with appearances it makes up, which must never reach the saved file
/// nor change when ink is drawn beside them.
final class ForeignAnnotationTests: FixtureTestCase {
    private let scale = 2.0
    private let pen = Color(red: 0.5, green: 0.2, blue: 0.6)
    /// A stroke in the free lower half of the fixture's pages.
    private let stroke = [PagePoint(x: 60, y: 300), PagePoint(x: 150, y: 330), PagePoint(x: 240, y: 310)]

    private func renderings(_ document: Document) throws -> [PixelBuffer] {
        try (0..<document.pageCount).map { try document.renderDayPixels(page: $0, scale: scale) }
    }

    /// What the window asks of every page before the pen draws on it: the
    /// pixels, the links under the pointer and the ink the eraser could hit.
    private func view(_ document: Document) throws {
        _ = try renderings(document)
        for page in 0..<document.pageCount {
            _ = try document.links(onPage: page)
            _ = try document.inkAnnotations(onPage: page)
        }
    }

    /// Opens `path`, reads its pages as the window does before the pen
    /// touches them, draws `points` on every page, saves, and checks: the
    /// annotations that were in the file are the same objects, MuPDF reads the
    /// saved file without a complaint, and no annotation looks different,
    /// neither while drawing nor after reopening.
    private func drawAndSave(_ path: String, points: [PagePoint], expecting method: Document.SaveMethod,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let originalBytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let originalObjects = try fixtures.mutoolAnnotationObjects(path)
        let untouched = try renderings(Document(path: path))

        let document = try Document(path: path)
        try view(document)
        let changes = try (0..<document.pageCount).map { try document.addInkStroke(page: $0, points: points, color: pen, width: 3) }
        for (page, drawn) in try renderings(document).enumerated() {
            XCTAssertEqual(maximumDifference(untouched[page], drawn, outside: [changes[page].rect], scale: scale), 0,
                           "page \(page): the other annotations look the same while drawing", file: file, line: line)
        }
        XCTAssertEqual(try document.save(), method, file: file, line: line)

        let savedObjects = try fixtures.mutoolAnnotationObjects(path)
        XCTAssertEqual(savedObjects.filter { !changes.map(\.annotation.objectNumber).contains($0.object) }, originalObjects,
                       "the annotations from the file are saved as they were", file: file, line: line)
        XCTAssertEqual(savedObjects.count, originalObjects.count + changes.count, file: file, line: line)
        XCTAssertEqual(try fixtures.mutoolRenderingProblems(path), [], "MuPDF reads the saved file cleanly", file: file, line: line)
        if method == .incremental {
            let update = try Data(contentsOf: URL(fileURLWithPath: path)).dropFirst(originalBytes.count - 1)
            for object in Set(originalObjects.map(\.object)).subtracting([0]) {
                XCTAssertNil(update.range(of: Data("\n\(object) 0 obj".utf8)),
                             "object \(object) keeps its original bytes: the update does not rewrite it", file: file, line: line)
            }
        }
        for (page, reopened) in try renderings(Document(path: path)).enumerated() {
            XCTAssertEqual(maximumDifference(untouched[page], reopened, outside: [changes[page].rect], scale: scale), 0,
                           "page \(page): the other annotations look the same after reopening", file: file, line: line)
        }
    }

    func testIncrementalSaveKeepsAnnotationsWithoutAppearanceStreams() throws {
        try drawAndSave(try fixtures.annotationsWithoutAppearances(), points: stroke, expecting: .incremental)
    }

    func testFullSaveKeepsAnnotationsWithoutAppearanceStreams() throws {
        let path = try fixtures.annotationsWithoutAppearances()
        try fixtures.breakStartxref(path)
        try drawAndSave(path, points: stroke, expecting: .full)
    }

    /// The pen goes back and forth (strokes, undo, redo, erase) while the
    /// page is drawn again after every edit: the foreign annotations keep
    /// their look throughout, and a second save keeps them too.
    func testEditingInkRepeatedlyLeavesOtherAnnotationsAlone() throws {
        let path = try fixtures.annotationsWithoutAppearances(alsoAsObjects: false)
        let originalObjects = try fixtures.mutoolAnnotationObjects(path)
        let untouched = try renderings(Document(path: path))
        let document = try Document(path: path)
        try view(document)
        var drawnAreas: [PageRect] = []
        func checkLook(_ when: String) throws {
            let now = try document.renderDayPixels(page: 0, scale: scale)
            XCTAssertEqual(maximumDifference(untouched[0], now, outside: drawnAreas, scale: scale), 0, when)
        }
        let first = try document.addInkStroke(page: 0, points: stroke, color: pen, width: 3)
        drawnAreas.append(first.rect)
        try checkLook("after a stroke")
        try document.undo()
        try checkLook("after undo")
        try document.redo()
        try checkLook("after redo")
        try document.save()
        let second = try document.addInkStroke(page: 0, points: [PagePoint(x: 40, y: 260), PagePoint(x: 260, y: 265)],
                                               color: pen, width: 2)
        drawnAreas.append(second.rect)
        try document.removeInkAnnotation(first.annotation)
        try checkLook("after a second stroke and erasing the first")
        try document.save()
        let saved = try fixtures.mutoolAnnotationObjects(path)
        XCTAssertEqual(saved.filter { $0.object != second.annotation.objectNumber }, originalObjects)
        XCTAssertEqual(try fixtures.mutoolRenderingProblems(path), [])
    }

    /// The file of the bug report (pypdf's sample: Text, Highlight and Ink in
    /// the page's /Annots array, none with an appearance stream).
    func testCorpusFileWithAnnotationsWithoutAppearances() throws {
        let path = fixtures.path("annotated.pdf")
        try FileManager.default.copyItem(atPath: try Corpus.file("e_annots-text-highlight-ink_pypdf.pdf"), toPath: path)
        try drawAndSave(path, points: [PagePoint(x: 100, y: 600), PagePoint(x: 300, y: 650)], expecting: .incremental)
    }
}
