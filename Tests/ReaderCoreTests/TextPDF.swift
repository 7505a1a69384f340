import Foundation
import XCTest

extension XCTestCase {
    /// A PDF (by `mutool create`) of `pages` pages; page i says "page i" and,
    /// when `needle(i)`, also "a Needle here".
    func textPDF(pages: Int, needle: (Int) -> Bool) throws -> String {
        try textPDF(lines: (0..<pages).map { page in
            ["page \(page)"] + (needle(page) ? ["a Needle here and a needle there"] : [])
        })
    }

    /// A PDF (by `mutool create`) of 300×300-point pages in 12-point
    /// Helvetica (WinAnsi), one element of `lines` a page, each string a line
    /// shown with `TJ` (in PDF string syntax: `\\223` is a left double quote,
    /// and `) 150 (` moves the next glyph 0.15 em to the left, as kerning does).
    func textPDF(lines: [[String]]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["mutool", "create", "-o", directory.appendingPathComponent("text.pdf").path]
        for (page, pageLines) in lines.enumerated() {
            let shown = pageLines.enumerated().map { "BT /F1 12 Tf 20 \(250 - 50 * $0.offset) Td [(\($0.element))] TJ ET\n" }
            let content = "%%MediaBox 0 0 300 300\n%%Font F1 Helvetica\n" + shown.joined()
            let file = directory.appendingPathComponent("p\(page).txt")
            try content.write(to: file, atomically: true, encoding: .utf8)
            arguments.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "mutool create failed")
        return directory.appendingPathComponent("text.pdf").path
    }
}
