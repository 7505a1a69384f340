import Foundation
import SyncTeX
import XCTest

/// libsynctex through `SyncTeXFile` on the committed build of
/// Tests/SyncTeX/synctex-sample.tex (scripts/build-synctex-sample): forward
/// search lands where MuPDF finds the line's text, inverse search names the
/// line, and a damaged SyncTeX file is an error, not a crash.
final class SyncTeXFileTests: XCTestCase {
    private static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SyncTeX")
    private static let pdf = sample.appendingPathComponent("synctex-sample.pdf").path
    /// The source line of each page's word (lines count from 1).
    private static func line(of word: String) throws -> Int {
        let text = try String(contentsOf: sample.appendingPathComponent("synctex-sample.tex"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        return try XCTUnwrap(lines.firstIndex { $0.hasPrefix(word) }) + 1
    }

    /// The boxes of the text lines MuPDF finds on page `page` (from 0), from `mutool draw -F stext`.
    private static func textLines(onPage page: Int) throws -> [CGRect] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["mutool", "draw", "-q", "-F", "stext", "-o", "-", pdf, String(page + 1)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: #"<line bbox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)""#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            let value = { (index: Int) in Double(text[Range(match.range(at: index), in: text)!])! }
            return CGRect(x: value(1), y: value(2), width: value(3) - value(1), height: value(4) - value(2))
        }
    }

    func testForwardSearchLandsOnThePageAndLineOfTheText() throws {
        let synctex = try SyncTeXFile(pdfPath: Self.pdf)
        for (word, page) in [("Alpha", 0), ("Bravo", 1), ("Charlie", 2)] {
            let boxes = try synctex.boxes(input: "synctex-sample.tex", line: Self.line(of: word), column: 0)
                .filter { $0.rect.width > 0 && $0.rect.height > 0 }
            XCTAssertFalse(boxes.isEmpty, word)
            XCTAssertEqual(Set(boxes.map(\.page)), [page], "\(word)'s page")
            let lines = try Self.textLines(onPage: page)
            for box in boxes {
                let rect = CGRect(x: box.rect.x, y: box.rect.y, width: box.rect.width, height: box.rect.height)
                XCTAssertTrue(lines.contains { $0.intersects(rect) }, "\(word): box \(rect) is on none of the text lines \(lines)")
            }
        }
    }

    func testInverseSearchNamesTheLineOfTheWordClicked() throws {
        let synctex = try SyncTeXFile(pdfPath: Self.pdf)
        let line = try XCTUnwrap(Self.textLines(onPage: 1).first)
        let position = try XCTUnwrap(synctex.source(onPage: 1, at: .init(x: line.midX, y: line.midY)))
        XCTAssertEqual(URL(fileURLWithPath: position.input).lastPathComponent, "synctex-sample.tex")
        XCTAssertEqual(position.line, try Self.line(of: "Bravo"))
    }

    func testALineOfAnotherFileHasNoBoxes() throws {
        XCTAssertEqual(try SyncTeXFile(pdfPath: Self.pdf).boxes(input: "elsewhere.tex", line: 1, column: 0), [])
    }

    func testAMissingOrDamagedSyncTeXFileIsAnErrorThatSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("synctex-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdf = folder.appendingPathComponent("paper.pdf")
        try FileManager.default.copyItem(atPath: Self.pdf, toPath: pdf.path)
        XCTAssertThrowsError(try SyncTeXFile(pdfPath: pdf.path)) { error in
            XCTAssertTrue("\(error)".hasPrefix("no SyncTeX file (.synctex.gz) beside"), "\(error)")
        }
        try Data("this is not gzip".utf8).write(to: folder.appendingPathComponent("paper.synctex.gz"))
        XCTAssertThrowsError(try SyncTeXFile(pdfPath: pdf.path)) { error in
            XCTAssertTrue("\(error)".contains("cannot be read"), "\(error)")
        }
    }
}
