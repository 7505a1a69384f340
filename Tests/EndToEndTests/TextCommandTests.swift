import Foundation
import XCTest

/// `sdlpdf find` and `sdlpdf text`: hits and text on standard output, exit
/// statuses as grep, compared with `mutool draw -F txt`.
final class TextCommandTests: EndToEndTestCase {
    /// Two 612×792 pages in 20-point Helvetica: page 1 "Hello World" (baseline
    /// 92 points below the top) and "HELLO again"; page 2 "say hello".
    private func helloDocument() throws -> URL {
        try TestEnvironment.requireTools("mutool")
        let pages = [
            "BT /F1 20 Tf 100 700 Td (Hello World) Tj ET\nBT /F1 20 Tf 100 600 Td (HELLO again) Tj ET\n",
            "BT /F1 20 Tf 100 700 Td (say hello) Tj ET\n",
        ]
        var arguments = ["create", "-o", workDirectory.appendingPathComponent("hello.pdf").path]
        for (i, content) in pages.enumerated() {
            let page = workDirectory.appendingPathComponent("page\(i).txt")
            try ("%%MediaBox 0 0 612 792\n%%Font F1 Helvetica\n" + content).write(to: page, atomically: true, encoding: .utf8)
            arguments.append(page.path)
        }
        try Command.check("mutool", arguments)
        return workDirectory.appendingPathComponent("hello.pdf")
    }

    private struct PrintedHit {
        let page: Int
        let box: [Double]
        let context: String
    }

    private func hits(_ output: String) throws -> [PrintedHit] {
        try output.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            XCTAssertEqual(fields.count, 3, "line: \(line)")
            let page = try XCTUnwrap(Int(fields[0]), "line: \(line)")
            return PrintedHit(page: page, box: fields[1].split(separator: " ").compactMap { Double($0) },
                              context: fields.count > 2 ? String(fields[2]) : "")
        }
    }

    func testFindPrintsEveryHitWithPageBoxAndLine() throws {
        let result = try runSDLPDF(["find", try helloDocument().path, "hello"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.standardError)")
        let found = try hits(result.standardOutput)
        XCTAssertEqual(found.map(\.page), [1, 1, 2])
        XCTAssertEqual(found.map(\.context), ["Hello World", "HELLO again", "say hello"])
        let box = try XCTUnwrap(found.first?.box)
        XCTAssertEqual(box.count, 4)
        XCTAssertEqual(box[0], 100, accuracy: 1)
        XCTAssertEqual(box[3], 92, accuracy: 6, "the box is measured from the page's top")
        XCTAssertLessThan(box[1], box[3])
    }

    func testAQueryWithACapitalLetterMatchesCase() throws {
        let document = try helloDocument().path
        let exact = try runSDLPDF(["find", document, "Hello"])
        XCTAssertEqual(exact.status, 0)
        XCTAssertEqual(try hits(exact.standardOutput).map(\.context), ["Hello World"])
        let shouting = try runSDLPDF(["find", document, "HELLO"])
        XCTAssertEqual(try hits(shouting.standardOutput).map(\.context), ["HELLO again"])
        let none = try runSDLPDF(["find", document, "Say"])
        XCTAssertEqual(none.status, 1, "no hit exits 1 as grep does")
        XCTAssertEqual(none.standardOutput, "")
    }

    func testFindJSONIsOneArrayOfHits() throws {
        let result = try runSDLPDF(["find", try helloDocument().path, "world", "--json"])
        XCTAssertEqual(result.status, 0, "stderr: \(result.standardError)")
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 1)
        XCTAssertEqual(array.first?["page"] as? Int, 1)
        XCTAssertEqual(array.first?["context"] as? String, "Hello World")
        XCTAssertEqual((array.first?["box"] as? [Double])?.count, 4)
        let none = try runSDLPDF(["find", try helloDocument().path, "absent", "--json"])
        XCTAssertEqual(none.status, 1)
        XCTAssertEqual(none.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "[]")
    }

    func testFindErrorsExit2WithOneLine() throws {
        let document = try helloDocument().path
        let encrypted = workDirectory.appendingPathComponent("locked.pdf").path
        try Command.check("mutool", ["clean", "-E", "aes-128", "-U", "secret", "-O", "owner", document, encrypted])
        let cases: [[String]] = [
            ["find", workDirectory.appendingPathComponent("missing.pdf").path, "x"],
            ["find", document],
            ["find", document, "x", "--bogus"],
            ["find", encrypted, "hello"],
            ["find", encrypted, "hello", "--password", "wrong"],
        ]
        for arguments in cases {
            let result = try runSDLPDF(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): stderr \(result.standardError)")
            let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertFalse(message.isEmpty, "\(arguments)")
            XCTAssertEqual(message.split(separator: "\n").first.map { $0.hasPrefix("sdlpdf: ") }, true, "\(arguments): \(message)")
        }
        let unlocked = try runSDLPDF(["find", encrypted, "hello", "--password", "secret"])
        XCTAssertEqual(unlocked.status, 0, "stderr: \(unlocked.standardError)")
    }

    /// A document none of whose pages can be read (its page tree a cycle) is
    /// an error (2), as grep's for an unreadable file, not "not found" (1).
    func testFindExits2WhenNoPageCouldBeSearched() throws {
        let document = workDirectory.appendingPathComponent("cycle.pdf")
        try RawPDF.write([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>",
        ], to: document)
        let result = try runSDLPDF(["find", document.path, "hello"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.standardError.split(separator: "\n").last, "sdlpdf: \(document.path): no page could be searched")
    }

    func testTextIsWhatMutoolDrawPrints() throws {
        let document = try helloDocument().path
        try assertTextMatchesMutool(document)
        let page = try runSDLPDF(["text", document, "--page", "2"])
        XCTAssertEqual(page.status, 0)
        XCTAssertEqual(page.standardOutput, try mutoolText(document, page: 2))
        let beyond = try runSDLPDF(["text", document, "--page", "3"])
        XCTAssertEqual(beyond.status, 1)
        XCTAssertTrue(beyond.standardError.contains("no page 3"), beyond.standardError)
    }

    /// On the corpus (SDLPDF_CORPUS): `text` equals mutool's, and every line
    /// `find` names as a hit's context is a line of mutool's text of that page.
    func testCorpusTextAndHitsAgreeWithMutool() throws {
        guard let corpus = ProcessInfo.processInfo.environment["SDLPDF_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("set SDLPDF_CORPUS to compare with mutool on the corpus")
        }
        try TestEnvironment.requireTools("mutool")
        // Annotated and form documents: the text of notes and filled fields is the page's text too.
        for name in ["e_annots-ink-highlight-freetext-stamp_tracemonkey.pdf", "e_annots-13-types_pdfjs-issue14438.pdf",
                     "e_acroform-filled-irs1040_pdfjs-prefilled_f1040.pdf", "d_jbig2-scan-russian-taxform-widgets_pdfjs-issue12963.pdf"] {
            let document = URL(fileURLWithPath: corpus).appendingPathComponent(name).path
            try assertTextMatchesMutool(document)
        }
        let note = try runSDLPDF(["find", URL(fileURLWithPath: corpus).appendingPathComponent(
            "e_annots-ink-highlight-freetext-stamp_tracemonkey.pdf").path, "Hello World"], timeout: 60)
        XCTAssertEqual(note.status, 0, "the FreeText note is found: \(note.standardError)")
        for name in ["b_long-book-352p_freeculture.pdf", "a_sci-paper-color-graphs_tracemonkey.pdf", "j_epub-moby-dick.epub"] {
            let document = URL(fileURLWithPath: corpus).appendingPathComponent(name).path
            try assertTextMatchesMutool(document)
            let result = try runSDLPDF(["find", document, "the"], timeout: 60)
            XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)")
            let found = try hits(result.standardOutput)
            XCTAssertGreaterThan(found.count, 10, name)
            let pages = try mutoolText(document, page: nil).components(separatedBy: "\u{0C}\n")
            for hit in found {
                let lines = Set(pages[hit.page - 1].split(separator: "\n").map(String.init))
                XCTAssertTrue(lines.contains(hit.context), "\(name) page \(hit.page): \(hit.context)")
            }
        }
    }

    private func assertTextMatchesMutool(_ document: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let ours = try runSDLPDF(["text", document], timeout: 60)
        XCTAssertEqual(ours.status, 0, "stderr: \(ours.standardError)", file: file, line: line)
        XCTAssertTrue(ours.standardOutput == (try mutoolText(document, page: nil)), "text of \(document) differs from mutool's",
                      file: file, line: line)
    }

    private func mutoolText(_ document: String, page: Int?) throws -> String {
        let output = workDirectory.appendingPathComponent("mutool.txt")
        try Command.check("mutool", ["draw", "-q", "-F", "txt", "-o", output.path, document] + (page.map { ["\($0)"] } ?? []),
                          timeout: 60)
        return try String(contentsOf: output, encoding: .utf8)
    }
}
